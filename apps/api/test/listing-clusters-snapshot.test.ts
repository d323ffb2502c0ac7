import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clusterQuerySchema, type ListingClusters } from "@mp/contracts/listing-clusters";
import { findListingClusters } from "../src/modules/listings/cluster-repository.ts";
import {
  createClusterSnapshots,
  loadClusterSnapshot,
  type ClusterSnapshot,
} from "../src/modules/listings/cluster-snapshot.ts";
import { createAccount, type Account } from "./helpers/accounts.ts";
import {
  callApi,
  createPublishedListing,
  createVendorTestApp,
  listingBody,
  rows,
  type Envelope,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let vendor: Account;
let shelves: { categoryId: string; subcategoryId: string }[];
let snapshot: ClusterSnapshot;

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  vendor = await createAccount(t.app);
  shelves = await rows<{ categoryId: string; subcategoryId: string }>(
    t.database,
    sql`select distinct on (category_id) category_id as "categoryId", id as "subcategoryId"
        from subcategories order by category_id, id limit 3`,
  );
  const array = (values: string[]) => sql`${`{${values.join(",")}}`}::uuid[]`;
  const categories = array(shelves.map((s) => s.categoryId));
  const subcategories = array(shelves.map((s) => s.subcategoryId));
  // Positions on a coarse lattice (many listings share a spot or a latitude), kinds, prices
  // (every seventh without one), drafts and hidden listings among them; the same each run.
  // 1,500 listings in a stretch of the Southern Ocean no seeded listing is in (-150..-140, -50..-45).
  await t.database.db.execute(sql`
    insert into listings (vendor_id, category_id, subcategory_id, kind, status, name, description, address, city,
                          latitude, longitude, price_cents, hidden_at, hidden_cause,
                          published_at)
    select ${vendor.user._id}, (${categories})[1 + (n / 5) % 3], (${subcategories})[1 + (n / 5) % 3],
           case when n % 3 = 0 then 'product' else 'business' end,
           case when n % 11 = 0 then 'draft' else 'published' end, 'Ocean ' || n, 'x', 'x', 'x',
           -50 + ((n * 7919) % 500) * 0.01, -150 + ((n * 104729) % 1000) * 0.01,
           case when n % 7 = 0 then null else (n * 37) % 10000 end,
           case when n % 13 = 0 then now() end, case when n % 13 = 0 then 'moderation' end, now()
    from generate_series(0, 1499) as n`);
  await t.app.catalogueVersion.bump();
  snapshot = await loadClusterSnapshot(t.database.db);
});
afterAll(() => t.close());

const parse = (params: Record<string, string>) => clusterQuerySchema.parse(params);

/** An answer in a fixed order, without the clusters' means (the order of their sums may differ on PGlite). */
function normalized(answer: ListingClusters) {
  const clusters = [...answer.clusters].sort(
    (a, b) => a.bounds.south - b.bounds.south || a.bounds.west - b.bounds.west || a.count - b.count,
  );
  const points = [...answer.points].sort((a, b) => a.id.localeCompare(b.id));
  return { ...answer, clusters, points };
}

/** Equal answers: everything exactly, the means to 1e-9 degrees. */
function expectSame(actual: ListingClusters, expected: ListingClusters) {
  const [a, b] = [normalized(actual), normalized(expected)];
  const withoutMeans = (answer: typeof a) => ({ ...answer, clusters: answer.clusters.map((c) => c.bounds) });
  expect(withoutMeans(a)).toEqual(withoutMeans(b));
  expect(a.clusters.map((c) => c.count)).toEqual(b.clusters.map((c) => c.count));
  a.clusters.forEach((cluster, i) => {
    expect(Math.abs(cluster.lat - b.clusters[i]!.lat)).toBeLessThan(1e-9);
    expect(Math.abs(cluster.lng - b.clusters[i]!.lng)).toBeLessThan(1e-9);
  });
}

const degrees = (low: number, high: number) =>
  fc.integer({ min: Math.round(low * 100), max: Math.round(high * 100) }).map((n) => n / 100);

/** A viewport over or around the region (now and then the whole world), a zoom, the list's filters and a search. */
const queries = fc
  .record({
    a: fc.tuple(degrees(-152, -138), degrees(-51, -44)),
    b: fc.tuple(degrees(-152, -138), degrees(-51, -44)),
    world: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
    zoom: fc.integer({ min: 0, max: 15 }),
    shelf: fc.option(fc.nat(3)),
    byCategory: fc.boolean(),
    kind: fc.option(fc.constantFrom("business", "product")),
    minPrice: fc.option(fc.nat(10000)),
    maxPrice: fc.option(fc.nat(10000)),
    // The search page's map: every ocean listing, one of them, a typo (its trigram tier), none.
    search: fc.option(fc.constantFrom("ocean", "ocean 12", "oceen", "glacier")),
  })
  .filter(({ a, b }) => a[0] !== b[0] && a[1] !== b[1])
  .map(({ a, b, world, zoom, shelf, byCategory, kind, minPrice, maxPrice, search }) => {
    const [west, east] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
    const [south, north] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
    const params: Record<string, string> = {
      bbox: world ? "-180,-90,180,90" : `${west},${south},${east},${north}`,
      zoom: String(zoom),
    };
    // Index 3 is a subcategory no listing is in.
    if (shelf !== null) {
      const chosen = shelves[shelf];
      if (byCategory) params.categoryId = chosen?.categoryId ?? randomUUID();
      else params.subcategoryId = chosen?.subcategoryId ?? randomUUID();
    }
    if (kind) params.kind = kind;
    if (minPrice !== null) params.minPrice = String(minPrice);
    if (maxPrice !== null) params.maxPrice = String(maxPrice);
    if (search !== null) Object.assign(params, { match: "search", q: search });
    return params;
  });

describe("the clusters' snapshot", () => {
  it("answers what the SQL answers, for any viewport, zoom, filters and search it serves", async () => {
    const now = new Date();
    await fc.assert(
      fc.asyncProperty(queries, async (params) => {
        const query = parse(params);
        const fromSql = await findListingClusters(t.database.db, query, now);
        const fromSnapshot = await findListingClusters(t.database.db, query, now, async () => snapshot);
        expectSame(fromSnapshot, fromSql);
      }),
      { numRuns: 150, seed: 17 },
    );
    // The region at a middle zoom has clusters and single points both: the property saw both kinds.
    const middle = await findListingClusters(t.database.db, parse({ bbox: "-150,-50,-140,-45", zoom: "9" }), now);
    expect(middle.clusters.length).toBeGreaterThan(10);
    expect(middle.points.length).toBeGreaterThan(10);
  });

  it("shows a publish, a move and an unpublish in the next answer, the snapshot's as the SQL's", async () => {
    const box = "bbox=-160,-60,-155,-55&zoom=15";
    const snapshots = createClusterSnapshots(t.database.db, t.app.catalogueVersion);
    // The route's answer, and the snapshot's once the new version's one is read: the same.
    const clusters = async () => {
      const api = (await callApi<Envelope<ListingClusters>>(t.app, "GET", `/api/listings/clusters?${box}`)).body;
      const counted = await snapshots.load();
      const fromSnapshot = await findListingClusters(
        t.database.db,
        parse(Object.fromEntries(new URLSearchParams(box))),
        new Date(),
        async () => counted,
      );
      expect(fromSnapshot).toEqual(api.result_value);
      return api.result_value;
    };
    expect((await clusters()).total).toBe(0);
    // Until a version's snapshot is read, `current` answers null (the SQL answers meanwhile).
    await t.app.catalogueVersion.bump();
    expect(await snapshots.current()).toBeNull();
    expect((await snapshots.load()).size).toBe(snapshot.size);
    expect(await snapshots.current()).not.toBeNull();
    const ids = shelves[0]!;
    const owner = await createAccount(t.app);
    const { listing, cover } = await createPublishedListing(t.app, owner.token, ids, {
      name: "Drifting kiosk",
      latitude: -57.5,
      longitude: -157.5,
    });
    expect((await clusters()).points).toEqual([expect.objectContaining({ id: listing._id, lat: -57.5, lng: -157.5 })]);
    expect((await snapshots.load()).size).toBe(snapshot.size + 1);
    const moved = await callApi(
      t.app,
      "PUT",
      `/api/vendor/listings/${listing._id}`,
      owner.token,
      listingBody(ids, { name: "Drifting kiosk", coverImageId: cover._id, latitude: -56.25, longitude: -158.75 }),
    );
    expect(moved.status).toBe(200);
    expect((await clusters()).points).toEqual([
      expect.objectContaining({ id: listing._id, lat: -56.25, lng: -158.75 }),
    ]);
    const unpublished = await callApi(t.app, "POST", `/api/vendor/listings/${listing._id}/unpublish`, owner.token);
    expect(unpublished.status).toBe(200);
    expect(await clusters()).toEqual({ total: 0, clusters: [], points: [], truncated: false });
    expect((await snapshots.load()).size).toBe(snapshot.size);
  });
});
