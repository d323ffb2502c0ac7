import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryCatalogueVersion } from "../src/lib/catalogue-version.ts";
import { createVersionedCache } from "../src/lib/versioned-cache.ts";
import { bearer, createAccount } from "./helpers/accounts.ts";
import { catalogue, createListing, createVendorTestApp, listingBody, uploadImage } from "./helpers/vendor.ts";
import type { VendorTestApp } from "./helpers/vendor.ts";

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

describe("createVersionedCache", () => {
  const counted = () => {
    let reads = 0;
    const load = async () => ({ n: ++reads });
    return { load, reads: () => reads };
  };

  it("shares one read among the requests that arrive while it runs, and reuses it", async () => {
    const cache = createVersionedCache<{ n: number }>(createMemoryCatalogueVersion(), { max: 10, ttlMs: 60_000 });
    const { load, reads } = counted();
    const answers = await Promise.all([cache.get("a", load), cache.get("a", load), cache.get("a", load)]);
    expect(answers.map((a) => a.n)).toEqual([1, 1, 1]);
    expect((await cache.get("a", load)).n).toBe(1);
    expect((await cache.get("b", load)).n).toBe(2);
    expect(reads()).toBe(2);
  });

  it("reads again once the catalogue version moves", async () => {
    const version = createMemoryCatalogueVersion();
    const cache = createVersionedCache<{ n: number }>(version, { max: 10, ttlMs: 60_000 });
    const { load } = counted();
    expect((await cache.get("a", load)).n).toBe(1);
    await version.bump();
    expect((await cache.get("a", load)).n).toBe(2);
  });

  it("keeps no failed read, and keeps nothing when its time is zero (SEARCH_CACHE_SECONDS=0)", async () => {
    const cache = createVersionedCache<{ n: number }>(createMemoryCatalogueVersion(), { max: 10, ttlMs: 60_000 });
    await expect(cache.get("a", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect((await cache.get("a", async () => ({ n: 7 }))).n).toBe(7);

    const off = createVersionedCache<{ n: number }>(createMemoryCatalogueVersion(), { max: 10, ttlMs: 0 });
    const { load, reads } = counted();
    await off.get("a", load);
    await off.get("a", load);
    expect(reads()).toBe(2);
    expect(off.size).toBe(0);
  });

  it("forgets the least recently used beyond its size", async () => {
    const cache = createVersionedCache<{ n: number }>(createMemoryCatalogueVersion(), { max: 2, ttlMs: 60_000 });
    const { load, reads } = counted();
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("a", load); // "a" is now the most recently used
    await cache.get("c", load); // pushes "b" out
    await cache.get("a", load);
    expect(reads()).toBe(3);
    await cache.get("b", load);
    expect(reads()).toBe(4);
  });

  it("counts versions in memory", async () => {
    const version = createMemoryCatalogueVersion();
    const before = await version.current();
    await version.bump();
    expect(await version.current()).not.toBe(before);
  });
});
