import type { MapPoint } from "./map-points";
import type { TileEvent } from "./tile-status";

/** What a map provider module needs to draw the points (both providers take the same). */
export type MountOptions = {
  points: MapPoint[];
  /** One listing on its detail page: zoomed in, no clustering. */
  single: boolean;
  onTileEvent: (event: TileEvent) => void;
  onNavigate: (href: string) => void;
};

export type MapHandle = { destroy: () => void };

/** Clustering defaults (spec section 9): a 60 px grid, clusters from 2 markers. */
export const CLUSTER_GRID_PX = 60;
export const MAX_ZOOM = 19;
export const SINGLE_ZOOM = 16;
/**
 * The server's deepest zoom (POINTS_ZOOM of @mp/contracts/listing-clusters, kept out of the map's
 * chunk with zod): from it on, the clusters endpoint sends every listing of the view as a point.
 */
export const POINTS_ZOOM = 16;
/** The zoom for a page whose pins all sit on one spot (bounds of zero size). */
export const SPOT_ZOOM = 15;
