import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { chooseMapProvider, type MapSettings } from "../map-provider";
import { roundCoordinate, type LatLng, type PickerHandle, type PickerOptions } from "../picker-handle";
import { mountMap } from "../mount-map";
import { useIsNearScreen } from "../use-is-near-screen";
import { countTileEvent, initialTileCounts, tileStatusOf } from "../tile-status";
import { MapFrame } from "./map-frame";
import "./location-picker.css";

type LocationPickerProps = {
  /** The server's map settings (`config.maps`): which provider, which tiles. */
  settings: MapSettings;
  /** The pin, as the form's coordinates say; null when they are empty or not a place. */
  value: LatLng | null;
  onChange: (value: LatLng | null) => void;
  /** The map's accessible name. */
  label: string;
  /** Whether there is something to clear (typed text that is not a place yet counts); default: a pin. */
  canClear?: boolean;
};

/**
 * A map to place a listing's pin: a click puts it there, a drag moves it, "Clear location" takes
 * it away. The map's code loads only when the picker comes near the screen.
 */
export function LocationPicker({ settings, value, onChange, label, canClear = value !== null }: LocationPickerProps) {
  const provider = useMemo(() => chooseMapProvider(settings), [settings]);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const handle = useRef<PickerHandle | null>(null);
  const isNear = useIsNearScreen(frame);
  const [isMounted, setIsMounted] = useState(false);
  const [tiles, report] = useReducer(countTileEvent, initialTileCounts);
  const status = tileStatusOf(tiles);
  // The map reads these when it mounts and when it reports a pick; they are not reasons to redraw it.
  const latest = useRef({ value, onChange });
  /** The last place picked on the map: when the form echoes it back, the view stays put. */
  const lastPicked = useRef<LatLng | null>(null);
  useEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    const container = canvas.current;
    if (!isNear || !container) return;
    const onPick: PickerOptions["onPick"] = (position) => {
      const picked = { latitude: roundCoordinate(position.latitude), longitude: roundCoordinate(position.longitude) };
      lastPicked.current = picked;
      latest.current.onChange(picked);
    };
    const unmount = mountMap<PickerHandle>({
      provider,
      container,
      onTileEvent: report,
      onMounted: (picker) => {
        handle.current = picker;
        // The form may have changed while the map loaded.
        picker.setPosition(latest.current.value);
        setIsMounted(true);
      },
      google: () =>
        import("../google-picker").then(
          (google) => (apiKey, onTileEvent) =>
            google.mountGooglePicker(container, { position: latest.current.value, onPick, onTileEvent, apiKey }),
        ),
      leaflet: () =>
        import("../leaflet-picker").then(
          (leaflet) => (tiles, onTileEvent) =>
            leaflet.mountLeafletPicker(container, { position: latest.current.value, onPick, onTileEvent, ...tiles }),
        ),
    });
    return () => {
      unmount();
      handle.current = null;
    };
  }, [isNear, provider]);

  // Typed coordinates (or a picked place) move the pin.
  const latitude = value?.latitude;
  const longitude = value?.longitude;
  useEffect(() => {
    const position = latitude === undefined || longitude === undefined ? null : { latitude, longitude };
    const picked = lastPicked.current;
    const isFromMap = picked !== null && picked.latitude === latitude && picked.longitude === longitude;
    handle.current?.setPosition(position, isFromMap);
  }, [latitude, longitude]);

  return (
    <div className="location-picker">
      <MapFrame
        frameRef={frame}
        canvasRef={canvas}
        className="location-picker__frame"
        canvasClassName="location-picker__canvas"
        label={label}
        status={status}
        isMounted={isMounted}
        offlineText="Map tiles could not be loaded. A click still places the pin."
      />
      <div className="location-picker__bar">
        <p className="location-picker__hint">
          {value
            ? "Drag the pin, or click elsewhere on the map, to move it."
            : "Click the map where your listing is, or type the coordinates."}
        </p>
        <Button type="button" variant="secondary" onClick={() => onChange(null)} disabled={!canClear}>
          Clear location
        </Button>
      </div>
    </div>
  );
}
