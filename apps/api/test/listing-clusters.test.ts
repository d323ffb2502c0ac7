import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CLUSTER_CELLS, type ListingClusters } from "@mp/contracts/listing-clusters";
import { gridOf } from "../src/modules/listings/cluster-repository.ts";
import { createAccount, type Account } from "./helpers/accounts.ts";
import {
  callApi,
  catalogue,
  createListing,
  createPublishedListing,
  createVendorTestApp,
  listingBody,
  rows,
  type Envelope,
  type ErrorBody,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let ids: { categoryId: string; subcategoryId: string };
let otherSub: string;
let vendor: Account;
/** A patch of the South Pacific no seeded listing is in. */
const BOX = "-131,-41,-129,-39";

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  const { categoryId } = await catalogue(t.database);
  const subs = await rows<{ id: string }>(
    t.database,
    sql`insert into subcategories (category_id, name, slug, image)
        values (${categoryId}, 'Cluster shelf', ${`cluster-${randomUUID()}`}, '/art/x.svg'),
               (${categoryId}, 'Other shelf', ${`cluster-${randomUUID()}`}, '/art/x.svg') returning id`,
  );
  ids = { categoryId, subcategoryId: subs[0]!.id };
  otherSub = subs[1]!.id;
  vendor = await createAccount(t.app);
  const place = async (name: string, latitude: number, longitude: number, extra: object = {}) =>
    (await createPublishedListing(t.app, vendor.token, ids, { name, latitude, longitude, ...extra })).listing;
  // Three close together, two close together elsewhere, one alone; a product among them.
  await place("Harbour bakery", -40.001, -130.001);
  await place("Harbour books", -40.002, -130.002);
  await place("Harbour bikes", -40.003, -130.0015, { kind: "product" });
  await place("Reef cafe", -40.5, -129.5);
  await place("Reef dive shop", -40.501, -129.501);
  const alone = await place("Lighthouse", -40.9, -129.1);
  // Not on the map: a draft, a hidden listing, one of another subcategory (filtered out by it).
  await createListing(t.app, vendor.token, listingBody(ids, { latitude: -40.9, longitude: -129.1 }));
  const hidden = await place("Hidden shed", -40.9, -129.1);
  await t.database.db.execute(
    sql`update listings set hidden_at = now(), hidden_cause = 'moderation' where id = ${hidden._id}`,
  );
  await createPublishedListing(
    t.app,
    vendor.token,
    { ...ids, subcategoryId: otherSub },
    {
      name: "Elsewhere",
      latitude: -40.9,
      longitude: -129.1,
    },
  );
  expect(alone.name).toBe("Lighthouse");
});
afterAll(() => t.close());

const clusters = (query: string) =>
  callApi<Envelope<ListingClusters> & ErrorBody>(t.app, "GET", `/api/listings/clusters?${query}`);

const visibleInBox = async (extra = sql`true`) =>
  (
    await rows<{ count: number }>(
      t.database,
      sql`select count(*)::int as count from listings
          where status = 'published' and hidden_at is null and latitude between -41 and -39
            and longitude between -131 and -129 and ${extra}`,
    )
  )[0]!.count;

const sumOf = (answer: ListingClusters) =>
  answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.points.length;

describe("GET /api/listings/clusters", () => {
  it("groups the visible listings of the box on a grid: counts add up to the listings there", async () => {
    const res = await clusters(`bbox=${BOX}&zoom=8&subcategoryId=${ids.subcategoryId}`);
    expect(res.status).toBe(200);
    const answer = res.body.result_value;
    expect(answer.total).toBe(6);
    expect(sumOf(answer)).toBe(6);
    expect(answer.total).toBe(await visibleInBox(sql`subcategory_id = ${ids.subcategoryId}`));
    expect(answer.clusters.map((c) => c.count).sort()).toEqual([2, 3]);
    const three = answer.clusters.find((c) => c.count === 3)!;
    expect(three.lat).toBeCloseTo(-40.002, 6);
    expect(three.lng).toBeCloseTo(-130.0015, 6);
    expect(three.bounds).toEqual({ south: -40.003, west: -130.002, north: -40.001, east: -130.001 });
    expect(answer.points).toEqual([
      expect.objectContaining({ name: "Lighthouse", lat: -40.9, lng: -129.1, priceCents: 1250, currency: "USD" }),
    ]);
    expect(answer.truncated).toBe(false);

    // Without the subcategory: every visible listing of the box (the other shelf's too).
    const all = (await clusters(`bbox=${BOX}&zoom=8`)).body.result_value;
    expect(all.total).toBe(await visibleInBox());
    expect(sumOf(all)).toBe(all.total);
  });

  it("applies the list's filters, so that the map and the list agree", async () => {
    const products = (await clusters(`bbox=${BOX}&zoom=8&subcategoryId=${ids.subcategoryId}&kind=product`)).body
      .result_value;
    expect(products).toMatchObject({ total: 1, clusters: [] });
    expect(products.points.map((p) => p.name)).toEqual(["Harbour bikes"]);
    const reef = (await clusters(`bbox=${BOX}&zoom=8&subcategoryId=${ids.subcategoryId}&q=reef`)).body.result_value;
    expect(reef.total).toBe(2);
    const list = await callApi<Envelope<unknown[]>>(
      t.app,
      "GET",
      `/api/listings?subcategoryId=${ids.subcategoryId}&q=reef&limit=100`,
    );
    expect(list.body.result_value).toHaveLength(reef.total);
  });

  it("answers the listings themselves from zoom 16, and one cell per group at a low zoom", async () => {
    const close = (await clusters(`bbox=-130.01,-40.01,-130,-40&zoom=16`)).body.result_value;
    expect(close.clusters).toEqual([]);
    expect(close.points.map((p) => p.name).sort()).toEqual(["Harbour bakery", "Harbour bikes", "Harbour books"]);
    const world = (await clusters(`bbox=-180,-85,180,85&zoom=0&subcategoryId=${ids.subcategoryId}`)).body.result_value;
    expect(world.clusters.map((c) => c.count)).toEqual([6]);
  });

  it("refuses a hostile box or zoom with 400, never 500", async () => {
    const bad = [
      "zoom=5",
      `bbox=${BOX}`,
      "bbox=a,b,c,d&zoom=5",
      "bbox=1,2,3&zoom=5",
      "bbox=1,2,3,4,5&zoom=5",
      "bbox=-181,-41,-129,-39&zoom=5",
      "bbox=-131,-91,-129,-39&zoom=5",
      "bbox=-129,-41,-131,-39&zoom=5",
      "bbox=-131,-39,-129,-41&zoom=5",
      "bbox=-131,-41,-131,-39&zoom=5",
      "bbox=NaN,-41,-129,-39&zoom=5",
      "bbox=1e2,-41,-129,-39&zoom=5",
      `bbox=${"1".repeat(10_000)}&zoom=5`,
      `bbox=${BOX}&zoom=21`,
      `bbox=${BOX}&zoom=-1`,
      `bbox=${BOX}&zoom=1.5`,
      `bbox=${BOX}&zoom=abc`,
      `bbox=${BOX}&zoom=5&near=1,2`,
      `bbox=${BOX}&zoom=5&subcategoryId=nope`,
      `bbox=${BOX}&zoom=5&bbox=${BOX}`,
    ];
    for (const query of bad) {
      const res = await clusters(query);
      expect(res.status, query).toBe(400);
      expect(res.body.result, query).toBe(0);
    }
    expect((await clusters("bbox=-131,-41,-129,-39&zoom=5")).status).toBe(200);
    expect((await clusters("bbox=-180,-90,180,90&zoom=20")).status).toBe(200);
  });

  it("never answers more than 400 cells, whatever the box and zoom", async () => {
    // 1,000 listings scattered over the box.
    await t.database.db.execute(sql`
      insert into listings (vendor_id, category_id, subcategory_id, kind, status, name, description, address, city,
                            latitude, longitude, published_at)
      select ${vendor.user._id}, ${ids.categoryId}, ${otherSub}, 'business', 'published', 'Scattered ' || n, 'x', 'x', 'x',
             -41 + (n % 40) * 0.05, -131 + (n / 40) * 0.08, now()
      from generate_series(0, 999) as n`);
    // Written past the catalogue writer: move the version as it would (the map counts from its snapshot).
    await t.app.catalogueVersion.bump();
    for (const zoom of [0, 6, 10, 12, 15]) {
      const answer = (await clusters(`bbox=${BOX}&zoom=${zoom}`)).body.result_value;
      expect(answer.clusters.length + answer.points.length, `zoom ${zoom}`).toBeLessThanOrEqual(MAX_CLUSTER_CELLS);
      expect(sumOf(answer), `zoom ${zoom}`).toBe(await visibleInBox());
    }
    const deep = (await clusters(`bbox=${BOX}&zoom=16`)).body.result_value;
    expect(deep).toMatchObject({ truncated: true, clusters: [] });
    expect(deep.points).toHaveLength(500);
  });
});

describe("the grid", () => {
  it("has cells about 60 px wide at the zoom, and at most 400 of them", () => {
    const city = gridOf({ west: -74.1, south: 40.6, east: -73.8, north: 40.9 }, 12);
    expect(city.lng).toBeCloseTo((360 * 60) / (256 * 4096), 8);
    expect(city.columns * city.rows).toBeLessThanOrEqual(MAX_CLUSTER_CELLS);
    for (const zoom of [0, 5, 10, 15, 20]) {
      const world = gridOf({ west: -180, south: -90, east: 180, north: 90 }, zoom);
      expect(world.columns * world.rows, `zoom ${zoom}`).toBeLessThanOrEqual(MAX_CLUSTER_CELLS);
    }
  });
});
