import { CLUSTER_CELL_PX, MAX_CLUSTER_CELLS, type Bbox } from "@mp/contracts/listing-clusters";

/** The map's tiles are 256 px: the world is 256 · 2^zoom px wide. */
const TILE_PX = 256;

export type GridCell = { lat: number; lng: number; columns: number; rows: number };

/**
 * The grid of a viewport: a cell is CLUSTER_CELL_PX wide on the screen at `zoom` (in degrees of
 * longitude), and as tall in degrees of latitude scaled by cos(latitude) at the view's middle, so
 * that it is about square on a Mercator map. A box too big for its zoom (or a hostile one) gets
 * bigger cells: never more than MAX_CLUSTER_CELLS.
 */
export function gridOf({ west, south, east, north }: Bbox, zoom: number): GridCell {
  const lngCell = (360 * CLUSTER_CELL_PX) / (TILE_PX * 2 ** zoom);
  const middle = ((south + north) / 2) * (Math.PI / 180);
  const latCell = lngCell * Math.max(0.1, Math.cos(middle));
  const width = east - west;
  const height = north - south;
  const cells = Math.ceil(width / lngCell) * Math.ceil(height / latCell);
  const grow = cells > MAX_CLUSTER_CELLS ? Math.sqrt(cells / MAX_CLUSTER_CELLS) * 1.01 : 1;
  let lng = lngCell * grow;
  let lat = latCell * grow;
  // Rounding up may still leave one row or column too many: grow until it fits.
  while (Math.ceil(width / lng) * Math.ceil(height / lat) > MAX_CLUSTER_CELLS) {
    lng *= 1.05;
    lat *= 1.05;
  }
  return { lat, lng, columns: Math.ceil(width / lng), rows: Math.ceil(height / lat) };
}
