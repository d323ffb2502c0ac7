import { MapPinOff } from "lucide-react";
import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import type { MapHandle, MountOptions } from "../map-handle";
import { mappablePoints, type MapPoint, type MapPointInput } from "../map-points";
import { chooseMapProvider, type MapProvider, type MapSettings } from "../map-provider";
import { mountMap } from "../mount-map";
import { countTileEvent, initialTileCounts, tileStatusOf } from "../tile-status";
import { useIsNearScreen } from "../use-is-near-screen";
import { MapFrame } from "./map-frame";
import "./listings-map.css";

type ListingsMapProps = {
  points: readonly MapPointInput[];
  /** The server's map settings (`config.maps`): which provider, which tiles. */
  settings: MapSettings;
  /** The map's accessible name, e.g. "Map of Bread listings". */
  label: string;
  /** One listing on its detail page: a single pin, zoomed in. */
  single?: boolean;
};

/**
 * Listings as pins on a map (Leaflet over the configured tiles, or Google Maps when the server
 * has a key), clustered on a 60 px grid. The provider's code loads only when a map is shown, and
 * only once it is a short scroll from the viewport (a listing's map sits below the fold on a phone).
 */
export function ListingsMap({ points, settings, label, single = false }: ListingsMapProps) {
  const mappable = useMemo(() => mappablePoints(points), [points]);
  const provider = useMemo(() => chooseMapProvider(settings), [settings]);
  const skipped = points.length - mappable.length;

  if (mappable.length === 0) {
    if (single) return null;
    return (
      <StatusMessage
        tone="neutral"
        icon={<MapPinOff aria-hidden="true" />}
        title="No listings with a location on this page."
      >
        Switch to the list to see them all.
      </StatusMessage>
    );
  }
  return (
    <div className="listings-map">
      {/* A new set of pins draws a new map: simpler than syncing markers, and pages are small. */}
      <MapCanvas
        key={mapKey(mappable, provider, single)}
        points={mappable}
        provider={provider}
        label={label}
        single={single}
      />
      {!single && skipped > 0 && (
        <p className="listings-map__note">
          {skipped === 1
            ? "1 listing on this page has no location, so it is not on the map."
            : `${skipped} listings on this page have no location, so they are not on the map.`}
        </p>
      )}
    </div>
  );
}

function mapKey(points: MapPoint[], provider: MapProvider, single: boolean): string {
  return JSON.stringify([provider, single, points.map((p) => [p.id, p.latitude, p.longitude, p.name, p.href])]);
}

type MapCanvasProps = { points: MapPoint[]; provider: MapProvider; label: string; single: boolean };

function MapCanvas(props: MapCanvasProps) {
  const { label, single } = props;
  // What the map was drawn from: a change of points or provider gives a new key, so a new canvas.
  const [drawn] = useState(() => ({ points: props.points, provider: props.provider, single: props.single }));
  const canvas = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const isNear = useIsNearScreen(canvas);
  const [isMounted, setIsMounted] = useState(false);
  const [tiles, report] = useReducer(countTileEvent, initialTileCounts);
  const status = tileStatusOf(tiles);

  useEffect(() => {
    const container = canvas.current;
    if (!isNear || !container) return;
    const { points, provider, single } = drawn;
    const options: Omit<MountOptions, "onTileEvent"> = {
      points,
      single,
      onNavigate: (href) => void navigate(href),
    };
    return mountMap<MapHandle>({
      provider,
      container,
      onTileEvent: report,
      onMounted: () => setIsMounted(true),
      google: () =>
        import("../google-map").then(
          (google) => (apiKey, onTileEvent) => google.mountGoogleMap(container, { ...options, onTileEvent, apiKey }),
        ),
      leaflet: () =>
        import("../leaflet-map").then(
          (leaflet) => (tiles, onTileEvent) =>
            leaflet.mountLeafletMap(container, { ...options, onTileEvent, ...tiles }),
        ),
    });
  }, [drawn, navigate, isNear]);

  const offlineText = single
    ? "Map tiles could not be loaded. The pin still marks the spot."
    : "Map tiles could not be loaded. The pins still work, and so does the list.";
  return (
    <MapFrame
      canvasRef={canvas}
      className={single ? "listings-map__frame--single" : undefined}
      label={label}
      status={status}
      isMounted={isMounted}
      offlineText={offlineText}
    />
  );
}
