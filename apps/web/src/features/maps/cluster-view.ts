import type { ClusterBounds, ListingClusters } from "@mp/contracts/listing-clusters";
import { POINTS_ZOOM } from "./map-handle";
import type { MapPoint } from "./map-points";

/** What the map asks the server for: a box and a zoom (GET /api/listings/clusters). */
export type Viewport = { bbox: string; zoom: number };
export type LatLngBox = { west: number; south: number; east: number; north: number };

/** The first request, before the map knows where the listings are: the whole world. */
export const WORLD_VIEWPORT: Viewport = { bbox: "-180,-85,180,85", zoom: 2 };
/** How long the map waits after a move or zoom before it asks (a drag fires many moves). */
export const VIEWPORT_DEBOUNCE_MS = 250;
const MAX_REQUEST_ZOOM = 20;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Five decimals (about a metre): nearby views of the same place ask the same question (and hit the cache). */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The request for what the map shows. A view wider than the world, or across the antimeridian
 * (Leaflet's longitudes run past ±180 when the world repeats), asks for every longitude: the
 * server takes west < east only.
 */
export function viewportOf(box: LatLngBox, zoom: number): Viewport {
  const south = round(clamp(box.south, -90, 90));
  const north = round(clamp(box.north, -90, 90));
  let west = round(box.west);
  let east = round(box.east);
  if (east - west >= 360 || west < -180 || east > 180) {
    const shift = Math.round((west + east) / 2 / 360) * 360;
    west -= shift;
    east -= shift;
    if (east - west >= 360 || west < -180 || east > 180) [west, east] = [-180, 180];
  }
  if (!(west < east) || !(south < north)) return WORLD_VIEWPORT;
  return {
    bbox: [west, south, east, north].join(","),
    zoom: clamp(Math.round(zoom), 0, MAX_REQUEST_ZOOM),
  };
}

/** The box all the answer's clusters and points lie in, to fit the map to at first; null when empty. */
export function extentOf(answer: ListingClusters): ClusterBounds | null {
  const boxes: ClusterBounds[] = [
    ...answer.clusters.map((cluster) => cluster.bounds),
    ...answer.points.map((p) => ({ south: p.lat, west: p.lng, north: p.lat, east: p.lng })),
  ];
  if (boxes.length === 0) return null;
  return {
    south: Math.min(...boxes.map((b) => b.south)),
    west: Math.min(...boxes.map((b) => b.west)),
    north: Math.max(...boxes.map((b) => b.north)),
    east: Math.max(...boxes.map((b) => b.east)),
  };
}

export type Bubble = {
  lat: number;
  lng: number;
  count: number;
  bounds: ClusterBounds;
  size: "small" | "medium" | "large";
  label: string;
};

/**
 * What the map draws from an answer: the server's clusters as numbered bubbles (a click zooms to
 * their box), and its single listings as pins, which the client's clustering library groups only
 * at the deepest zooms (clustersOnClient).
 */
export function drawingOf(
  answer: ListingClusters,
  hrefOf: (id: string) => string,
): { bubbles: Bubble[]; pins: MapPoint[] } {
  return {
    bubbles: answer.clusters.map((cluster) => ({
      ...cluster,
      size: cluster.count < 10 ? "small" : cluster.count < 100 ? "medium" : "large",
      label: `${cluster.count} listings here, zoom in`,
    })),
    pins: answer.points.map((p) => ({ id: p.id, name: p.name, latitude: p.lat, longitude: p.lng, href: hrefOf(p.id) })),
  };
}

/** Whether a cluster's listings share one spot: zooming to its box would not separate them. */
export const isSpot = (bounds: ClusterBounds) => bounds.north - bounds.south < 1e-9 && bounds.east - bounds.west < 1e-9;

/**
 * Whether the client's clustering library groups the pins at this zoom: only from the server's
 * deepest zoom, where it sends every listing of the view as a point. Below it, each pin is the one
 * listing of a server cell, and grouping neighbouring cells' pins would show counts the server
 * (and the list) never gave.
 */
export const clustersOnClient = (zoom: number) => zoom >= POINTS_ZOOM;
