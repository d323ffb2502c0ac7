import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingClusters } from "@mp/contracts/listing-clusters";
import type { SearchResponse } from "@mp/contracts/search";
import { createAccount, type Account } from "./helpers/accounts.ts";
import {
  callApi,
  catalogue,
  createListing,
  createPublishedListing,
  createVendorTestApp,
  listingBody,
  rows,
  uniqueWord,
  type Envelope,
  type ErrorBody,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let vendor: Account;
let ids: { categoryId: string; subcategoryId: string; otherCategoryId: string };
/** The made-up word of the search: one subcategory is named with it, some listings too. */
const word = uniqueWord();
const WORLD = "bbox=-180,-90,180,90";

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  const base = await catalogue(t.database);
  const [shelf] = await rows<{ id: string }>(
    t.database,
    sql`insert into subcategories (category_id, name, slug, image)
        values (${base.categoryId}, ${`${word} shelf`}, ${`search-map-${randomUUID()}`}, '/art/x.svg') returning id`,
  );
  ids = { ...base, subcategoryId: shelf!.id };
  vendor = await createAccount(t.app);
  const other = { categoryId: base.categoryId, subcategoryId: base.subcategoryId };
  const place = async (where: typeof other, name: string, latitude: number | null, longitude: number | null) =>
    (await createPublishedListing(t.app, vendor.token, where, { name, latitude, longitude })).listing;
  // Found through the subcategory's name (the search's category match, which the lists' `q` has not).
  await place(ids, "Harbour loaves", -40.001, -130.001);
  await place(ids, "Harbour rolls", -40.002, -130.002);
  // Found through their own names, in another subcategory.
  await place(other, `${word} kiosk`, 12.5, 30.25);
  await place(other, `${word} tent`, null, null); // no place: in the search, not on the map
  await place(other, "Plain shed", 12.5, 30.25); // not a match
  // Never on the map: a draft and a hidden listing with the word.
  await createListing(t.app, vendor.token, listingBody(other, { name: `${word} draft`, latitude: 1, longitude: 1 }));
  const hidden = await place(other, `${word} hidden`, 2, 2);
  await t.database.db.execute(
    sql`update listings set hidden_at = now(), hidden_cause = 'moderation' where id = ${hidden._id}`,
  );
});
afterAll(() => t.close());

const clusters = (query: string) =>
  callApi<Envelope<ListingClusters> & ErrorBody>(t.app, "GET", `/api/listings/clusters?${query}`);

/** The listing hits of `GET /api/search` that have a place, by id. */
async function searchedWithPlace(query: string): Promise<string[]> {
  const found = await callApi<SearchResponse>(t.app, "GET", `/api/search?kind=listings&limit=50&${query}`);
  expect(found.status).toBe(200);
  const hitIds = found.body.result_value.listings.map((hit) => hit._id);
  if (hitIds.length === 0) return [];
  const placed = await rows<{ id: string }>(
    t.database,
    sql`select id from listings where id in ${sql`(${sql.join(
      hitIds.map((id) => sql`${id}`),
      sql`, `,
    )})`} and latitude is not null and longitude is not null`,
  );
  return placed.map((row) => row.id).sort();
}

const pointIds = (answer: ListingClusters) => answer.points.map((point) => point.id).sort();

describe("GET /api/listings/clusters?match=search", () => {
  it("counts exactly the published, visible listings with a place that the search finds", async () => {
    const expected = await searchedWithPlace(`q=${word}`);
    expect(expected).toHaveLength(3);
    // From zoom 16 the listings themselves: the very ids of the search, none hidden, draft or unplaced.
    const deep = (await clusters(`${WORLD}&zoom=16&match=search&q=${word}`)).body.result_value;
    expect(pointIds(deep)).toEqual(expected);
    expect(deep.points.map((point) => point.name).sort()).toEqual(["Harbour loaves", "Harbour rolls", `${word} kiosk`]);
    // Clustered over the world: the same count, in two groups.
    const world = await clusters(`${WORLD}&zoom=2&match=search&q=${word}`);
    expect(world.status).toBe(200);
    expect(world.body.result_value.total).toBe(3);
    expect(world.body.result_value.clusters.map((cluster) => cluster.count)).toEqual([2]);
    expect(world.body.result_value.points.map((point) => point.name)).toEqual([`${word} kiosk`]);
  });

  it("matches as the search does, not as the lists' q: the subcategory's name counts", async () => {
    const listed = (await clusters(`${WORLD}&zoom=16&q=${word}`)).body.result_value;
    expect(listed.points.map((point) => point.name)).toEqual([`${word} kiosk`]);
  });

  it("takes the search's category and the lists' other filters", async () => {
    const inCategory = (await clusters(`${WORLD}&zoom=16&match=search&q=${word}&categoryId=${ids.categoryId}`)).body
      .result_value;
    expect(pointIds(inCategory)).toEqual(await searchedWithPlace(`q=${word}&categoryId=${ids.categoryId}`));
    const elsewhere = (await clusters(`${WORLD}&zoom=16&match=search&q=${word}&categoryId=${ids.otherCategoryId}`)).body
      .result_value;
    expect(elsewhere.total).toBe(0);
    const shelf = (await clusters(`${WORLD}&zoom=16&match=search&q=${word}&subcategoryId=${ids.subcategoryId}`)).body
      .result_value;
    expect(shelf.points.map((point) => point.name).sort()).toEqual(["Harbour loaves", "Harbour rolls"]);
  });

  it("tolerates a typo as the search does", async () => {
    const typo = `${word.slice(0, -1)}${word.endsWith("x") ? "y" : "x"}`;
    const expected = await searchedWithPlace(`q=${typo}`);
    expect(expected.length).toBeGreaterThan(0);
    const answer = (await clusters(`${WORLD}&zoom=16&match=search&q=${typo}`)).body.result_value;
    expect(pointIds(answer)).toEqual(expected);
  });

  it("refuses a search without words, too long, or an unknown match with 400", async () => {
    const bad: [string, string][] = [
      [`${WORLD}&zoom=2&match=search`, "Please type something to search for."],
      [`${WORLD}&zoom=2&match=search&q=%20%20`, "Please type something to search for."],
      [`${WORLD}&zoom=2&match=search&q=${"a".repeat(101)}`, ""],
      [`${WORLD}&zoom=2&match=nearby&q=${word}`, 'Expected "list" or "search".'],
      [`${WORLD}&zoom=2&match=search&match=list&q=${word}`, ""],
      [`${WORLD}&zoom=2&match=search&q=${word}&categoryId=nope`, ""],
    ];
    for (const [query, message] of bad) {
      const res = await clusters(query);
      expect(res.status, query).toBe(400);
      expect(res.body.result, query).toBe(0);
      if (message) expect(res.body.message, query).toBe(message);
    }
  });
});
