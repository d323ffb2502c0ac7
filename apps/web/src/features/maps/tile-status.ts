/**
 * Whether the map's background could be drawn. Tiles come from another server, which may be out
 * of reach (no internet, blocked, down): the markers still work, so the map says it is offline
 * instead of looking broken.
 */
export type TileStatus = "loading" | "ready" | "offline";

export type TileCounts = { loaded: number; failed: number; timedOut: boolean };

export type TileEvent = "tileload" | "tileerror" | "timeout" | "providererror";

export const initialTileCounts: TileCounts = { loaded: 0, failed: 0, timedOut: false };

/** How long the map waits for a first tile before it says it is offline. */
export const TILE_TIMEOUT_MS = 10_000;

export function countTileEvent(counts: TileCounts, event: TileEvent): TileCounts {
  switch (event) {
    case "tileload":
      return { ...counts, loaded: counts.loaded + 1 };
    case "tileerror":
      return { ...counts, failed: counts.failed + 1 };
    case "timeout":
      return { ...counts, timedOut: true };
    case "providererror":
      // The provider's script itself failed: nothing will ever load.
      return { ...counts, failed: counts.failed + 1, timedOut: true };
  }
}

/** Offline once tiles failed (or none came in time) and not a single one loaded. */
export function tileStatusOf(counts: TileCounts): TileStatus {
  if (counts.loaded > 0) return "ready";
  return counts.failed > 0 || counts.timedOut ? "offline" : "loading";
}
