import { MapPinOff } from "lucide-react";
import type { Ref } from "react";
import type { TileStatus } from "../tile-status";
import "./listings-map.css";

type MapFrameProps = {
  canvasRef: Ref<HTMLDivElement>;
  frameRef?: Ref<HTMLDivElement>;
  /** The frame's and the canvas's own classes, beside the shared ones. */
  className?: string;
  canvasClassName?: string;
  /** The map's accessible name. */
  label: string;
  status: TileStatus;
  isMounted: boolean;
  /** What still works when the tiles cannot be loaded. */
  offlineText: string;
};

/** The box a map is drawn into, with "Loading the map…" until it is drawn and a notice when its tiles fail. */
export function MapFrame({
  canvasRef,
  frameRef,
  className,
  canvasClassName,
  label,
  status,
  isMounted,
  offlineText,
}: MapFrameProps) {
  return (
    <div
      ref={frameRef}
      className={["listings-map__frame", className, `listings-map__frame--${status}`].filter(Boolean).join(" ")}
    >
      <div
        ref={canvasRef}
        className={["listings-map__canvas", canvasClassName].filter(Boolean).join(" ")}
        role="region"
        aria-label={label}
      />
      {!isMounted && status !== "offline" && (
        <p role="status" className="listings-map__notice">
          Loading the map…
        </p>
      )}
      {status === "offline" && (
        <p role="status" className="listings-map__notice listings-map__notice--offline">
          <MapPinOff aria-hidden="true" />
          <span>{offlineText}</span>
        </p>
      )}
    </div>
  );
}
