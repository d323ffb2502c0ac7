import { z } from "zod";
import { listingListQuerySchema } from "./listing.ts";
import { EMPTY_SEARCH_MESSAGE } from "./search.ts";

/** Zoom levels of the web map (0 = the whole world in one 256 px tile). */
export const MAX_CLUSTER_ZOOM = 20;
/** From this zoom the server answers every listing as a point (the map clusters them itself). */
export const POINTS_ZOOM = 16;
/** The most grid cells one answer aggregates, and the most points it lists. */
export const MAX_CLUSTER_CELLS = 400;
export const MAX_CLUSTER_POINTS = 500;
/** A cell is about this many pixels wide on the screen (the spec's 60 px grid). */
export const CLUSTER_CELL_PX = 60;

export const clusterMessages = {
  bbox: 'Expected "west,south,east,north" in degrees.',
  bboxRange: "Longitudes are between -180 and 180, latitudes between -90 and 90.",
  bboxOrder: "West must be less than east and south less than north.",
} as const;

const degrees = /^-?\d{1,3}(?:\.\d{1,12})?$/;

/**
 * "west,south,east,north" in degrees. West < east: a view across the antimeridian asks for the
 * whole longitude range instead (the map does), so one box is one index range scan.
 */
export const bboxSchema = z
  .string({ message: clusterMessages.bbox })
  .max(100, { message: clusterMessages.bbox, abort: true })
  .refine((value) => value.split(",").length === 4 && value.split(",").every((part) => degrees.test(part.trim())), {
    message: clusterMessages.bbox,
    abort: true,
  })
  .transform((value) => {
    const [west, south, east, north] = value.split(",").map(Number) as [number, number, number, number];
    return { west, south, east, north };
  })
  .refine(
    ({ west, south, east, north }) =>
      [west, east].every((lng) => Math.abs(lng) <= 180) && [south, north].every((lat) => Math.abs(lat) <= 90),
    { message: clusterMessages.bboxRange, abort: true },
  )
  .refine(({ west, south, east, north }) => west < east && south < north, { message: clusterMessages.bboxOrder });
export type Bbox = z.output<typeof bboxSchema>;

const { subcategoryId, categoryId, kind, q, minPrice, maxPrice, openNow } = listingListQuerySchema.shape;

/**
 * How `q` matches: as the browse lists' (`GET /api/listings`), or as `GET /api/search` finds
 * listings (its tiers, category names and typo rule) for the map of a search page.
 */
export const clusterMatches = ["list", "search"] as const;

/**
 * `GET /api/listings/clusters?bbox=&zoom=&…`: the list's own filters (`GET /api/listings`), over a
 * viewport; with `match=search`, the listings a search for `q` finds (and `q` is then required).
 */
export const clusterQuerySchema = z
  .object({
    bbox: bboxSchema,
    zoom: z.coerce.number().int().min(0).max(MAX_CLUSTER_ZOOM),
    match: z.enum(clusterMatches, { message: 'Expected "list" or "search".' }).default("list"),
    subcategoryId,
    categoryId,
    kind,
    q,
    minPrice,
    maxPrice,
    openNow,
  })
  .strict()
  .refine((query) => query.match === "list" || query.q !== "", { message: EMPTY_SEARCH_MESSAGE, path: ["q"] });
export type ClusterQuery = z.output<typeof clusterQuerySchema>;

export const clusterBoundsSchema = z.object({
  south: z.number(),
  west: z.number(),
  north: z.number(),
  east: z.number(),
});
export type ClusterBounds = z.infer<typeof clusterBoundsSchema>;

/** Several listings of one grid cell: at their mean position, with the box they span. */
export const listingClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  bounds: clusterBoundsSchema,
});
export type ListingCluster = z.infer<typeof listingClusterSchema>;

/** A listing alone in its cell (or any listing from POINTS_ZOOM on). */
export const listingPointSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  priceCents: z.number().int().nullable(),
  currency: z.string(),
});
export type ListingPoint = z.infer<typeof listingPointSchema>;

export const listingClustersSchema = z.object({
  /** How many visible listings with the filters are in the box (the clusters' counts and points add up to it). */
  total: z.number().int(),
  clusters: z.array(listingClusterSchema),
  points: z.array(listingPointSchema),
  /** From POINTS_ZOOM on: more than MAX_CLUSTER_POINTS listings were in the box, and only that many are listed. */
  truncated: z.boolean(),
});
export type ListingClusters = z.infer<typeof listingClustersSchema>;
export const listingClustersResponseSchema = z.object({ result: z.literal(1), result_value: listingClustersSchema });
