// Shared by the on-demand Leaflet modules (leaflet-map, leaflet-picker): never imported eagerly.
import L from "leaflet";
import { MAX_ZOOM } from "./map-handle";
import type { TileEvent } from "./tile-status";

type TiledMapOptions = { tileUrl: string; attribution: string; onTileEvent: (event: TileEvent) => void };

/** Attribution text as Leaflet's control wants it (HTML): escaped, since it comes from a setting. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A Leaflet map on the configured tiles, reporting how they load (the offline state needs it). */
export function createTiledMap(container: HTMLElement, { tileUrl, attribution, onTileEvent }: TiledMapOptions): L.Map {
  const map = L.map(container, { maxZoom: MAX_ZOOM, scrollWheelZoom: false, keyboard: true });
  // Leaflet's prefix is an HTML link with a flag; the tile provider's credit is what is owed.
  map.attributionControl.setPrefix(false);
  L.tileLayer(tileUrl, { maxZoom: MAX_ZOOM, attribution: escapeHtml(attribution) })
    .on("tileload", () => onTileEvent("tileload"))
    .on("tileerror", () => onTileEvent("tileerror"))
    .addTo(map);
  return map;
}
