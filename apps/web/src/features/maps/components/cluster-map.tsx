import type { ListingClusters } from "@mp/contracts/listing-clusters";
import { MapPinOff } from "lucide-react";
import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatNumber } from "@mp/ui/lib/format.ts";
import { useClusters, type ClusterFilters } from "../api/get-clusters";
import type { ClusterMapHandle, ClusterMountOptions } from "../cluster-handle";
import { extentOf, viewportOf, VIEWPORT_DEBOUNCE_MS, WORLD_VIEWPORT, type Viewport } from "../cluster-view";
import { chooseMapProvider, type MapSettings } from "../map-provider";
import { mountMap } from "../mount-map";
import { countTileEvent, initialTileCounts, tileStatusOf } from "../tile-status";
import { useIsNearScreen } from "../use-is-near-screen";
import { MapFrame } from "./map-frame";
import "./listings-map.css";

type ClusterMapProps = {
  /** The list's own filters: the map shows what the list would, over its viewport. */
  filters: ClusterFilters;
  settings: MapSettings;
  label: string;
  hrefOf: (id: string) => string;
};

/**
 * The listings of a list on a map, clustered by the server (GET /api/listings/clusters, decision
 * 036): at first over the world, then fitted to where the listings are; every move or zoom asks
 * again for the new view after VIEWPORT_DEBOUNCE_MS, and a newer view aborts the older request.
 * New filters draw a new map (the caller keys it by them).
 */
export function ClusterMap({ filters, settings, label, hrefOf }: ClusterMapProps) {
  const provider = useMemo(() => chooseMapProvider(settings), [settings]);
  const [viewport, setViewport] = useState<Viewport>(WORLD_VIEWPORT);
  const clusters = useClusters(filters, viewport);
  const canvas = useRef<HTMLDivElement>(null);
  const handle = useRef<ClusterMapHandle | null>(null);
  const hasFitted = useRef(false);
  const navigate = useNavigate();
  const isNear = useIsNearScreen(canvas);
  const [isMounted, setIsMounted] = useState(false);
  const [tiles, report] = useReducer(countTileEvent, initialTileCounts);
  const [drawn] = useState(() => ({ provider, hrefOf }));

  useEffect(() => {
    const container = canvas.current;
    if (!isNear || !container) return;
    let timer: number | undefined;
    const options: Omit<ClusterMountOptions, "onTileEvent"> = {
      onNavigate: (href) => void navigate(href),
      hrefOf: drawn.hrefOf,
      onViewChange: (box, zoom) => {
        window.clearTimeout(timer);
        timer = window.setTimeout(() => setViewport(viewportOf(box, zoom)), VIEWPORT_DEBOUNCE_MS);
      },
    };
    const unmount = mountMap<ClusterMapHandle>({
      provider: drawn.provider,
      container,
      onTileEvent: report,
      onMounted: (mounted) => {
        handle.current = mounted;
        setIsMounted(true);
      },
      google: () =>
        import("../google-cluster-map").then(
          (google) => (apiKey, onTileEvent) =>
            google.mountGoogleClusterMap(container, { ...options, onTileEvent, apiKey }),
        ),
      leaflet: () =>
        import("../leaflet-cluster-map").then(
          (leaflet) => (tiles, onTileEvent) =>
            leaflet.mountLeafletClusterMap(container, { ...options, onTileEvent, ...tiles }),
        ),
    });
    return () => {
      window.clearTimeout(timer);
      handle.current = null;
      unmount();
    };
  }, [drawn, navigate, isNear]);

  const answer = clusters.data;
  useEffect(() => {
    const map = handle.current;
    if (!isMounted || !map || !answer) return;
    map.draw(answer);
    // The first answer (the world) tells where the listings are: the map goes there, and asks again.
    const extent = hasFitted.current ? null : extentOf(answer);
    hasFitted.current = true;
    if (extent) map.fitTo(extent);
  }, [answer, isMounted]);

  if (answer && answer.total === 0 && viewport === WORLD_VIEWPORT) {
    return (
      <StatusMessage tone="neutral" icon={<MapPinOff aria-hidden="true" />} title="No listings with a location here.">
        Switch to the list to see them all.
      </StatusMessage>
    );
  }
  return (
    <div className="listings-map">
      <MapFrame
        canvasRef={canvas}
        label={label}
        status={tileStatusOf(tiles)}
        isMounted={isMounted}
        offlineText="Map tiles could not be loaded. The clusters still work, and so does the list."
      />
      <p className="listings-map__note" role="status">
        {clusters.isError
          ? "The map could not load the listings of this view. Move the map to try again."
          : answer
            ? summaryOf(answer)
            : "Loading the listings of this view…"}
      </p>
    </div>
  );
}

function summaryOf(answer: ListingClusters): string {
  if (answer.truncated)
    return `The first ${formatNumber(answer.total)} listings of this view are on the map; zoom in for the rest.`;
  return answer.total === 1 ? "1 listing in this view." : `${formatNumber(answer.total)} listings in this view.`;
}
