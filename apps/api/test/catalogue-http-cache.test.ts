import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { catalogue, createPublishedListing } from "./helpers/vendor.ts";

type CategoryList = { result: number; result_value: { _id: string; categoryName: string }[] };

let t: TestApp;
let admin: TestApp;
let vendor: Account;
let ids: Awaited<ReturnType<typeof catalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestApp({ surface: "admin" });
  vendor = await createAccount(t.app);
  ids = await catalogue(t.database);
});
afterAll(async () => {
  await t?.close();
  await admin?.close();
});

const get = (url: string, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({ method: "GET", url, headers });

/** A category's name, changed the one way the product changes it: through the catalogue writer. */
const rename = (id: string, name: string) =>
  t.app.catalogueWriter.write((tx) => tx.execute(sql`update categories set name = ${name} where id = ${id}`));

const publicReads = () => [
  "/api/category",
  "/api/category?page=1&limit=16",
  "/api/category?page=2&limit=5&search=a",
  "/api/getmaincategory",
  "/api/category-index",
  `/api/subcategory/${ids.categoryId}`,
];

describe("the catalogue's public reads", () => {
  it("carry a strong ETag and Cache-Control for browsers and CDNs", async () => {
    for (const url of publicReads()) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toMatch(/^"[\w-]{27}"$/);
      expect(res.headers["cache-control"], url).toBe("public, max-age=60, stale-while-revalidate=300");
      expect(res.headers["content-type"], url).toBe("application/json; charset=utf-8");
      expect(res.json<{ result: number }>().result, url).toBe(1);
    }
  });

  it("answer 304 without a body to If-None-Match naming their tag, and 200 to any other tag", async () => {
    for (const url of publicReads()) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const again = await get(url, { "if-none-match": ifNoneMatch });
        expect(again.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
        expect(again.body).toBe("");
        expect(again.headers.etag).toBe(etag);
        expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
      }
      const other = await get(url, { "if-none-match": '"not-this-one"' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    }
  });

  it("answer one query written two ways with one tag, and different queries with different tags", async () => {
    const a = await get("/api/category?page=1&limit=16&search=");
    const b = await get("/api/category?search=&limit=16&page=1");
    const c = await get("/api/category?page=1");
    const d = await get("/api/category?page=2&limit=16");
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(c.headers.etag).toBe(a.headers.etag);
    expect(d.headers.etag).not.toBe(a.headers.etag);
    expect(d.body).not.toBe(a.body);
  });

  it("send the brotli or gzip copy of a large answer to a client that accepts it, each with its own tag", async () => {
    const plain = await get("/api/category-index");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");

    const br = await get("/api/category-index", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await get("/api/category-index", { "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);

    // The content is the same: a tag of any of its encodings is not modified.
    const revalidated = await get("/api/category-index", { "if-none-match": br.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
  });

  it("show a category write at once, with a new tag, and a tag held before it no longer matches", async () => {
    const before = await get("/api/category");
    const category = before.json<CategoryList>().result_value[0]!;
    const index = await get("/api/category-index");
    const name = `${category.categoryName} (renamed)`;

    await rename(category._id, name);

    const after = await get("/api/category", { "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<CategoryList>().result_value.map((c) => c.categoryName)).toContain(name);
    const indexAfter = await get("/api/category-index", { "if-none-match": index.headers.etag as string });
    expect(indexAfter.statusCode).toBe(200);
    expect(indexAfter.body).toContain(JSON.stringify(name));

    await rename(category._id, category.categoryName);
    const restored = await get("/api/category");
    // The tag is the content's: the same bytes again carry the same tag as before.
    expect(restored.headers.etag).toBe(before.headers.etag);
    expect(restored.body).toBe(before.body);
  });

  it("keep their tag through a catalogue write that does not change them (a listing published)", async () => {
    const before = await get(`/api/subcategory/${ids.categoryId}`);
    const versionBefore = await t.app.catalogueVersion.current();
    await createPublishedListing(t.app, vendor.token, ids);
    expect(await t.app.catalogueVersion.current()).not.toBe(versionBefore);
    const after = await get(`/api/subcategory/${ids.categoryId}`, { "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(304);
  });

  it("do not show a write made around the catalogue writer until the next catalogue write (decision 016)", async () => {
    const before = await get("/api/getmaincategory");
    const category = before.json<CategoryList>().result_value[1]!;
    await t.database.db.execute(sql`update categories set name = 'Forgotten write' where id = ${category._id}`);
    expect((await get("/api/getmaincategory")).body).toBe(before.body);
    await rename(category._id, category.categoryName);
    expect((await get("/api/getmaincategory")).body).toBe(before.body);
  });

  it("answer an unknown or malformed category as before, and keep no answer for it", async () => {
    const unknown = await get("/api/subcategory/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ result: 0, message: "Category not found." });
    expect(unknown.headers.etag).toBeUndefined();
    expect(unknown.headers["cache-control"]).toBeUndefined();
    const malformed = await get("/api/subcategory/not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers.etag).toBeUndefined();
    const badPage = await get("/api/category?page=0");
    expect(badPage.statusCode).toBe(400);
    expect(badPage.headers["cache-control"]).toBeUndefined();
  });

  it("are revalidated each time on the admin panel's port, which edits them", async () => {
    for (const url of publicReads()) {
      const res = await get(url, {}, admin);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers.etag, url).toMatch(/^"/);
    }
  });
});

describe("private answers", () => {
  it("carry no ETag and no public Cache-Control", async () => {
    const privateReads = ["/api/auth/session", "/api/vendor/listings", "/api/credits/ledger"];
    for (const url of privateReads) {
      const res = await get(url, bearer(vendor.token));
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBeUndefined();
      expect(String(res.headers["cache-control"] ?? ""), url).not.toMatch(/public|max-age=[1-9]/);
    }
  });

  it("are the same whoever asks a public read: a signed-in request gets the shared answer", async () => {
    const anonymous = await get("/api/category?page=1");
    const signedIn = await get("/api/category?page=1", bearer(vendor.token));
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
  });
});

describe("a cached answer", () => {
  it("needs no database: it is served while every turn at the database is held", async () => {
    const warm = await get("/api/category?page=1&limit=16");
    // PGlite serves one statement at a time; the test databases on PostgreSQL have a pool of 4.
    const turns = t.database.driver === "pglite" ? 1 : 4;
    const held = [];
    for (let i = 0; i < turns; i++) held.push(await t.database.admission!.acquire());
    try {
      const served = await get("/api/category?page=1&limit=16");
      expect(served.statusCode).toBe(200);
      expect(served.body).toBe(warm.body);
    } finally {
      for (const done of held) done();
    }
  });
});
