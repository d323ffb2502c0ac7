import type { PublicConfig } from "@mp/contracts/public-config";

/** The server's map settings (absent in a page written before maps existed). */
export type MapSettings = PublicConfig["maps"];

type Tiles = { tileUrl: string; attribution: string };

/** Google carries the tiles too: when its script cannot load, the pins go on a Leaflet map. */
export type MapProvider = ({ kind: "google"; apiKey: string } & Tiles) | ({ kind: "leaflet" } & Tiles);

export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_TILE_ATTRIBUTION = "© OpenStreetMap contributors";

/** Google Maps when the server has a key for it; otherwise Leaflet over the configured tiles. */
export function chooseMapProvider(settings: MapSettings): MapProvider {
  const tiles: Tiles = {
    tileUrl: settings?.tileUrl || DEFAULT_TILE_URL,
    attribution: settings?.tileAttribution || DEFAULT_TILE_ATTRIBUTION,
  };
  const apiKey = settings?.googleMapsKey?.trim();
  return apiKey ? { kind: "google", apiKey, ...tiles } : { kind: "leaflet", ...tiles };
}
