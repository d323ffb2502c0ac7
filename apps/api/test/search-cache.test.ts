import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryCatalogueVersion } from "../src/lib/catalogue-version.ts";
import { createResultCache } from "../src/lib/result-cache.ts";
import { bearer, createAccount } from "./helpers/accounts.ts";
import {
  catalogue,
  createListing,
  createVendorTestApp,
  listingBody,
  uploadImage,
  type VendorTestApp,
} from "./helpers/vendor.ts";

type SearchBody = { result_value: { listings: { _id: string; name: string }[] } };

let t: VendorTestApp;
beforeAll(async () => {
  t = await createVendorTestApp();
});
afterAll(() => t.close());

const searchNames = async (q: string) =>
  (await t.app.inject({ method: "GET", url: `/api/search?${new URLSearchParams({ q, kind: "listings" })}` }))
    .json<SearchBody>()
    .result_value.listings.map((hit) => hit.name);

describe("the search result cache", () => {
  it("reuses results until the catalogue version changes", async () => {
    const [listing] = (
      (await t.database.db.execute(
        sql`select id, name from listings where status = 'published' order by id limit 1`,
      )) as unknown as { rows: { id: string; name: string }[] }
    ).rows;
    const name = listing!.name;
    expect(await searchNames(name)).toContain(name);

    // Changed behind the app's back: the cached answer still stands…
    await t.database.db.execute(sql`update listings set name = 'Zebulon Quartz Emporium' where id = ${listing!.id}`);
    expect(await searchNames(name)).toContain(name);
    // …until something says the catalogue changed.
    await t.app.catalogueVersion.bump();
    expect(await searchNames(name)).not.toContain(name);
    expect(await searchNames("Zebulon Quartz Emporium")).toContain("Zebulon Quartz Emporium");
  });

  it("shows a listing in search as soon as its vendor publishes it, though the same search was cached", async () => {
    const vendor = await createAccount(t.app);
    const ids = await catalogue(t.database);
    const cover = await uploadImage(t.app, vendor.token);
    const created = await createListing(
      t.app,
      vendor.token,
      listingBody(ids, { name: "Marmalade Lighthouse Books", coverImageId: cover._id }),
    );
    expect(await searchNames("Marmalade Lighthouse")).not.toContain("Marmalade Lighthouse Books");
    const published = await t.app.inject({
      method: "POST",
      url: `/api/vendor/listings/${created._id}/publish`,
      headers: bearer(vendor.token),
    });
    expect(published.statusCode).toBe(200);
    expect(await searchNames("Marmalade Lighthouse")).toContain("Marmalade Lighthouse Books");
  });
});

describe("createResultCache", () => {
  it("forgets entries after their time and the least recently used beyond its size", () => {
    const cache = createResultCache<number>({ maxEntries: 2, ttlMs: 1000 });
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    expect(cache.get("a", 10)).toBe(1); // "a" is now the most recently used
    cache.set("c", 3, 10);
    expect([cache.get("a", 20), cache.get("b", 20), cache.get("c", 20)]).toEqual([1, undefined, 3]);
    expect(cache.get("a", 1000)).toBeUndefined();
  });

  it("keeps nothing when its time is zero (SEARCH_CACHE_SECONDS=0)", () => {
    const cache = createResultCache<number>({ maxEntries: 10, ttlMs: 0 });
    cache.set("a", 1, 0);
    expect(cache.get("a", 0)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("counts versions in memory", async () => {
    const version = createMemoryCatalogueVersion();
    const before = await version.current();
    await version.bump();
    expect(await version.current()).not.toBe(before);
  });
});
