import { LRUCache } from "lru-cache";
import { and, asc, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { listings } from "@mp/db/schema/index";
import { POINTS_ZOOM, type ClusterQuery, type ListingCluster } from "@mp/contracts/listing-clusters";
import type { CatalogueVersion } from "../../lib/catalogue-version.ts";
import { gridOf } from "./cluster-grid.ts";
import { isPublished } from "./listing-filters.ts";

/**
 * The visible, placed listings of one catalogue version, as columns in typed arrays sorted by
 * latitude then longitude (the order of `listings_visible_geo_idx`, so that the sums of a cell
 * are added in the order PostgreSQL adds them). Categories, subcategories and kinds are small
 * integers into their own lists; a price is NaN when there is none (decision 038).
 */
export type ClusterSnapshot = {
  size: number;
  ids: string[];
  lat: Float64Array;
  lng: Float64Array;
  category: Int32Array;
  subcategory: Int32Array;
  kind: Int32Array;
  price: Float64Array;
  codes: { category: Map<string, number>; subcategory: Map<string, number>; kind: Map<string, number> };
};

const codeOf = (codes: Map<string, number>, key: string) => {
  let code = codes.get(key);
  if (code === undefined) {
    code = codes.size;
    codes.set(key, code);
  }
  return code;
};

/** One read of every visible, placed listing's position and the filter keys the snapshot serves. */
export async function loadClusterSnapshot(db: Database): Promise<ClusterSnapshot> {
  const rows = await db
    .select({
      id: listings.id,
      lat: listings.latitude,
      lng: listings.longitude,
      categoryId: listings.categoryId,
      subcategoryId: listings.subcategoryId,
      kind: listings.kind,
      priceCents: listings.priceCents,
    })
    .from(listings)
    .where(and(isPublished, isNotNull(listings.latitude), isNotNull(listings.longitude)))
    .orderBy(asc(listings.latitude), asc(listings.longitude), asc(listings.id));
  const size = rows.length;
  const snapshot: ClusterSnapshot = {
    size,
    ids: new Array<string>(size),
    lat: new Float64Array(size),
    lng: new Float64Array(size),
    category: new Int32Array(size),
    subcategory: new Int32Array(size),
    kind: new Int32Array(size),
    price: new Float64Array(size),
    codes: { category: new Map(), subcategory: new Map(), kind: new Map() },
  };
  const { codes } = snapshot;
  rows.forEach((row, i) => {
    snapshot.ids[i] = row.id;
    snapshot.lat[i] = row.lat!;
    snapshot.lng[i] = row.lng!;
    snapshot.category[i] = codeOf(codes.category, row.categoryId);
    snapshot.subcategory[i] = codeOf(codes.subcategory, row.subcategoryId);
    snapshot.kind[i] = codeOf(codes.kind, row.kind);
    snapshot.price[i] = row.priceCents ?? Number.NaN;
  });
  return snapshot;
}

/**
 * The snapshot of the current catalogue version, read once per version in each process through
 * lru-cache's `fetch` (one read however many requests ask), the next version's read replacing it.
 * `current` does not wait for a read: until the version's snapshot is there it answers null and
 * the map asks the SQL, which is correct at any time and far quicker than the read (~1 s at
 * 100,000 listings). `load` waits for it. Kept whatever SEARCH_CACHE_SECONDS says: a version's
 * listings never change.
 */
export function createClusterSnapshots(
  db: Database,
  version: CatalogueVersion,
  read: (db: Database) => Promise<ClusterSnapshot> = loadClusterSnapshot,
) {
  const cache = new LRUCache<string, ClusterSnapshot>({
    max: 1,
    fetchMethod: () => read(db),
    ignoreFetchAbort: true,
  });
  const load = async (key: string) => (await cache.fetch(key)) as ClusterSnapshot;
  // One read in flight at a time: while writes keep moving the version, a process reads the
  // listings once after another rather than once per version at the same time.
  let reading = false;
  return {
    current: async (): Promise<ClusterSnapshot | null> => {
      const key = await version.current();
      const ready = cache.get(key);
      if (ready) return ready;
      if (!reading) {
        reading = true;
        // A read that fails leaves nothing behind: the next request starts another.
        load(key)
          .catch(() => undefined)
          .finally(() => (reading = false));
      }
      return null;
    },
    load: async (): Promise<ClusterSnapshot> => load(await version.current()),
  };
}

/** The query's keys the snapshot knows; a filter added to the list later goes to SQL until it is carried. */
const known = new Set(["bbox", "zoom", "match", "subcategoryId", "categoryId", "kind", "minPrice", "maxPrice"]);

/**
 * Whether the snapshot answers the query: without "open now" (the snapshot does not carry it),
 * below POINTS_ZOOM (whose answer is the listings themselves), and with text only for a search's
 * map, whose matches are read once per search (searchMaskOf); the lists' `q` stays in SQL.
 */
export function snapshotServes(query: ClusterQuery): boolean {
  const { q, openNow, ...rest } = query;
  const others = Object.entries(rest).filter(([key, value]) => value !== undefined && !known.has(key));
  const text = query.match === "search" || !q;
  return text && openNow !== "true" && query.zoom < POINTS_ZOOM && others.length === 0;
}

/** The first index whose latitude is at least `south`. */
function firstFrom(lat: Float64Array, south: number): number {
  let low = 0;
  let high = lat.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (lat[middle]! < south) low = middle + 1;
    else high = middle;
  }
  return low;
}

type Cell = ListingCluster & { sumLat: number; sumLng: number; first: number };

/**
 * The grid cells of the query's box, as `findCells` groups them in SQL: the same cell of each
 * listing (the same float arithmetic), the count, the bounds, and the mean as a sum in index order
 * divided by the count. A filter whose value no visible listing has matches nothing. With `only`
 * (a search's mask), only the listings it marks.
 */
export function snapshotCells(snapshot: ClusterSnapshot, query: ClusterQuery, only?: Uint8Array) {
  const { bbox } = query;
  const grid = gridOf(bbox, query.zoom);
  const want = (codes: Map<string, number>, key: string | undefined) => (key ? (codes.get(key) ?? -2) : -1);
  const category = want(snapshot.codes.category, query.categoryId);
  const subcategory = want(snapshot.codes.subcategory, query.subcategoryId);
  const kind = want(snapshot.codes.kind, query.kind);
  const minPrice = query.minPrice ?? -Infinity;
  const maxPrice = query.maxPrice ?? Infinity;
  const priced = query.minPrice !== undefined || query.maxPrice !== undefined;
  const { lat, lng, price } = snapshot;
  const cells = new Map<number, Cell>();
  const width = grid.columns + 2;
  for (let i = firstFrom(lat, bbox.south); i < snapshot.size && lat[i]! <= bbox.north; i += 1) {
    const y = lat[i]!;
    const x = lng[i]!;
    if (x < bbox.west || x > bbox.east) continue;
    if (only && only[i] !== 1) continue;
    if (category !== -1 && snapshot.category[i] !== category) continue;
    if (subcategory !== -1 && snapshot.subcategory[i] !== subcategory) continue;
    if (kind !== -1 && snapshot.kind[i] !== kind) continue;
    // A listing without a price fails a price bound, as `null >= x` does in SQL.
    if (priced && !(price[i]! >= minPrice && price[i]! <= maxPrice)) continue;
    const key = Math.floor((y - bbox.south) / grid.lat) * width + Math.floor((x - bbox.west) / grid.lng);
    const cell = cells.get(key);
    if (!cell) {
      const bounds = { south: y, west: x, north: y, east: x };
      cells.set(key, { lat: y, lng: x, count: 1, bounds, sumLat: y, sumLng: x, first: i });
      continue;
    }
    cell.count += 1;
    cell.sumLat += y;
    cell.sumLng += x;
    // Sorted by latitude: each listing's latitude is the cell's largest so far.
    cell.bounds.north = y;
    if (x < cell.bounds.west) cell.bounds.west = x;
    if (x > cell.bounds.east) cell.bounds.east = x;
  }
  const clusters: ListingCluster[] = [];
  const singles: string[] = [];
  let total = 0;
  for (const cell of cells.values()) {
    total += cell.count;
    if (cell.count === 1) singles.push(snapshot.ids[cell.first]!);
    else {
      const { count, bounds } = cell;
      clusters.push({ lat: cell.sumLat / count, lng: cell.sumLng / count, count, bounds });
    }
  }
  return { total, clusters, singles };
}

/** Ids for the single cells' point rows, still visible (`isPublished`). */
export const singleIds = (ids: string[]) => and(isPublished, inArray(listings.id, ids));
