import type { MapProvider } from "./map-provider";
import { TILE_TIMEOUT_MS, type TileEvent } from "./tile-status";

type Tiles = { tileUrl: string; attribution: string };
type ReportTiles = (event: TileEvent) => void;

type MountMapOptions<H extends { destroy: () => void }> = {
  provider: MapProvider;
  container: HTMLElement;
  onTileEvent: ReportTiles;
  onMounted: (handle: H) => void;
  /** Loads Google's code; answers what draws the map with the key. */
  google: () => Promise<(apiKey: string, onTileEvent: ReportTiles) => H | Promise<H>>;
  /** Loads Leaflet's code; answers what draws the map over the tiles. */
  leaflet: () => Promise<(tiles: Tiles, onTileEvent: ReportTiles) => H>;
};

/**
 * Draws a map (the listings map or the location picker) with its provider's code, loaded only now:
 * Google when the server has a key, falling back to Leaflet when Google's script is out of reach.
 * No tile within TILE_TIMEOUT_MS reports "timeout". Answers the effect's clean-up: it stops a
 * mount still loading and destroys a drawn map; tile events after it are dropped.
 */
export function mountMap<H extends { destroy: () => void }>(options: MountMapOptions<H>): () => void {
  const { provider, container, onMounted } = options;
  let cancelled = false;
  let handle: H | null = null;
  const report: ReportTiles = (event) => {
    if (!cancelled) options.onTileEvent(event);
  };
  const timer = window.setTimeout(() => report("timeout"), TILE_TIMEOUT_MS);
  const tiles = { tileUrl: provider.tileUrl, attribution: provider.attribution };
  const drawLeaflet = () => options.leaflet().then((draw) => (cancelled ? null : draw(tiles, report)));
  const mount =
    provider.kind === "google"
      ? options
          .google()
          .then((draw) => (cancelled ? null : draw(provider.apiKey, report)))
          // Google out of reach: the map goes on Leaflet (whose tiles may fail too).
          .catch(() => {
            container.replaceChildren();
            return drawLeaflet();
          })
      : drawLeaflet();
  mount.then(
    (mounted) => {
      if (!mounted) return;
      if (cancelled) mounted.destroy();
      else {
        handle = mounted;
        onMounted(mounted);
      }
    },
    () => report("providererror"),
  );
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
    handle?.destroy();
  };
}
