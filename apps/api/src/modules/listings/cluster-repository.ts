import { and, asc, sql, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { listings } from "@mp/db/schema/index";
import {
  MAX_CLUSTER_POINTS,
  POINTS_ZOOM,
  type Bbox,
  type ClusterQuery,
  type ListingCluster,
  type ListingClusters,
  type ListingPoint,
} from "@mp/contracts/listing-clusters";
import { findListingSearchMatch, withTypoTolerance } from "../search/public.ts";
import { gridOf } from "./cluster-grid.ts";
import { searchMaskOf } from "./cluster-matches.ts";
import { singleIds, snapshotCells, snapshotServes, type ClusterSnapshot } from "./cluster-snapshot.ts";
import { filtersOf } from "./listing-filters.ts";

export { gridOf, type GridCell } from "./cluster-grid.ts";

const inBox = ({ west, south, east, north }: Bbox) =>
  sql`${listings.latitude} between ${south} and ${north} and ${listings.longitude} between ${west} and ${east}`;

type Reader = Parameters<Parameters<typeof withTypoTolerance>[2]>[0];

/**
 * The conditions of the query: its filters and its box. With `match=search`, `q` is matched as the
 * search matches listings (the search module's own condition), the other filters as the list's.
 */
async function conditionsOf(db: Database, query: ClusterQuery, now: Date): Promise<SQL[]> {
  if (query.match === "list") return [...filtersOf({ ...query, now }), inBox(query.bbox)];
  const found = await findListingSearchMatch(db, query.q);
  return [...filtersOf({ ...query, q: "", now }), sql`${listings.id} in (${found})`, inBox(query.bbox)];
}

/**
 * The visible listings of the box with the list's filters, as one row per grid cell: its count,
 * mean position and extent. Only latitude and longitude are read, so that without other filters
 * `listings_visible_geo_idx` (latitude, longitude; published, visible, placed) answers it alone
 * (an index-only scan: 100,000 listings in 137 ms against 659 ms reading the rows, decision 036).
 */
function findCells(reader: Reader, query: ClusterQuery, where: SQL[]) {
  const { bbox } = query;
  const grid = gridOf(bbox, query.zoom);
  const row = sql`floor((${listings.latitude} - ${bbox.south}) / ${grid.lat})`;
  const column = sql`floor((${listings.longitude} - ${bbox.west}) / ${grid.lng})`;
  return reader
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      lat: sql<number>`avg(${listings.latitude})`.mapWith(Number),
      lng: sql<number>`avg(${listings.longitude})`.mapWith(Number),
      south: sql<number>`min(${listings.latitude})`.mapWith(Number),
      north: sql<number>`max(${listings.latitude})`.mapWith(Number),
      west: sql<number>`min(${listings.longitude})`.mapWith(Number),
      east: sql<number>`max(${listings.longitude})`.mapWith(Number),
    })
    .from(listings)
    .where(and(...where))
    .groupBy(row, column);
}

const pointColumns = {
  id: listings.id,
  name: listings.name,
  lat: sql<number>`${listings.latitude}`.mapWith(Number),
  lng: sql<number>`${listings.longitude}`.mapWith(Number),
  priceCents: listings.priceCents,
  currency: listings.currency,
};

/** The listings alone in their cells, found again by their exact positions (at most MAX_CLUSTER_CELLS). */
function findSingles(reader: Reader, where: SQL[], spots: { lat: number; lng: number }[]) {
  const array = (values: number[]) => sql`${`{${values.join(",")}}`}::float8[]`;
  return reader
    .select(pointColumns)
    .from(listings)
    .where(
      and(
        ...where,
        sql`${listings.latitude} = any(${array(spots.map((s) => s.lat))})`,
        sql`${listings.longitude} = any(${array(spots.map((s) => s.lng))})`,
      ),
    );
}

/** From POINTS_ZOOM on: the box's listings themselves, a bounded number of them. */
async function findPoints(db: Database, query: ClusterQuery, where: SQL[]): Promise<ListingPoint[]> {
  return withTypoTolerance(db, query.q, (reader) =>
    reader
      .select(pointColumns)
      .from(listings)
      .where(and(...where))
      .orderBy(asc(listings.latitude), asc(listings.longitude), asc(listings.id))
      .limit(MAX_CLUSTER_POINTS + 1),
  );
}

/**
 * The same answer from the catalogue version's snapshot (decision 038): the cells counted in
 * memory (a search's over its matches), the listings alone in theirs read by id.
 */
async function fromSnapshot(db: Database, query: ClusterQuery, snapshot: ClusterSnapshot): Promise<ListingClusters> {
  const only = query.match === "search" ? await searchMaskOf(db, snapshot, query.q) : undefined;
  const { total, clusters, singles } = snapshotCells(snapshot, query, only);
  const points = singles.length > 0 ? await db.select(pointColumns).from(listings).where(singleIds(singles)) : [];
  return { total, clusters, points, truncated: false };
}

/**
 * The map's answer for a viewport: clusters of the cells with several listings, points for the
 * rest. With `snapshot` (the current catalogue version's, null while it is read), a query it
 * serves is counted from it.
 */
export async function findListingClusters(
  db: Database,
  query: ClusterQuery,
  now: Date,
  snapshot?: () => Promise<ClusterSnapshot | null>,
): Promise<ListingClusters> {
  const counted = snapshot && snapshotServes(query) ? await snapshot() : null;
  if (counted) return fromSnapshot(db, query, counted);
  const where = await conditionsOf(db, query, now);
  if (query.zoom >= POINTS_ZOOM) {
    const rows = await findPoints(db, query, where);
    const truncated = rows.length > MAX_CLUSTER_POINTS;
    const points = rows.slice(0, MAX_CLUSTER_POINTS);
    return { total: points.length, clusters: [], points, truncated };
  }
  const { cells, singles } = await withTypoTolerance(db, query.q, async (reader) => {
    const cells = await findCells(reader, query, where);
    const spots = cells.filter((cell) => cell.count === 1);
    return { cells, singles: spots.length > 0 ? await findSingles(reader, where, spots) : [] };
  });
  const clusters: ListingCluster[] = [];
  const alone = new Set<string>();
  let total = 0;
  for (const cell of cells) {
    total += cell.count;
    if (cell.count === 1) alone.add(`${cell.lat},${cell.lng}`);
    else {
      const { count, lat, lng, south, west, north, east } = cell;
      clusters.push({ lat, lng, count, bounds: { south, west, north, east } });
    }
  }
  // Two arrays match every pair of their values: keep the listings at the single cells' own spots.
  const points = singles.filter((point) => alone.has(`${point.lat},${point.lng}`));
  return { total, clusters, points, truncated: false };
}
