import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChunkStarts, findListingChunk } from "../src/modules/seo/repository.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const PUBLIC_URL = "https://market.example";

/** A built web app, so that the static files and the page fallback are in place as in production. */
function builtApp(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mp-dist-"));
  writeFileSync(path.join(dir, "index.html"), "<html><head><!--app-config--></head><body></body></html>");
  writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: builtApp(), env: { PUBLIC_URL } });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!);
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescape(m[1]!));

/**
 * Well-formed enough for a sitemap without an XML parser: one declaration, elements that open and
 * close in order, and no bare `<` or `&` in text.
 */
function expectWellFormed(xml: string, root: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf("\n") + 1);
  const open: string[] = [];
  let rootSeen = 0;
  for (const part of body.split(/(<[^<>]*>)/)) {
    if (part.startsWith("<")) {
      const tag = /^<(\/?)([a-z]+)(?: xmlns="[^"]*")?>$/i.exec(part);
      expect(tag, part).not.toBeNull();
      const [, closing, name] = tag!;
      if (closing) expect(open.pop(), part).toBe(name);
      else {
        if (open.length === 0) rootSeen++;
        open.push(name!);
      }
    } else {
      expect(part, "text").not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
    }
  }
  expect(open).toEqual([]);
  expect(rootSeen).toBe(1);
  expect(body.startsWith(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)).toBe(true);
}

describe("GET /robots.txt", () => {
  it("lets crawlers in, keeps them out of the API and the guarded pages, and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const lines = res.body.split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    for (const line of ["Disallow: /api/", "Disallow: /activitylog", "Disallow: /resetpassword/"]) {
      expect(lines).toContain(line);
    }
    expect(lines).not.toContain("Disallow: /products");
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("is not part of the admin panel", async () => {
    const admin = await createTestApp({ surface: "admin", webDistDir: builtApp(), env: { PUBLIC_URL } });
    try {
      for (const url of ["/robots.txt", "/sitemap.xml"]) {
        expect((await admin.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
      }
    } finally {
      await admin.close();
    }
  });
});

describe("the sitemaps", () => {
  it("index the pages sitemap and one listings sitemap per 10,000 published listings", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expectWellFormed(res.body, "sitemapindex");
    const [{ count }] = (await rows<{ count: number }>(
      sql`select count(*)::int as count from listings where status = 'published'`,
    )) as [{ count: number }];
    const files = Math.ceil(count / 10_000);
    expect(locsOf(res.body)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      ...Array.from({ length: files }, (_, i) => `${PUBLIC_URL}/sitemaps/listings-${i + 1}.xml`),
    ]);
  });

  it("list the fixed pages and every subcategory's products, with the & of the query escaped", async () => {
    const res = await get("/sitemaps/pages.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expectWellFormed(res.body, "urlset");
    const locs = locsOf(res.body);
    const fixed = [
      "/",
      "/categories",
      "/search",
      "/findjob",
      "/hirefreelancers",
      "/ourproducts",
      "/about",
      "/help",
      "/contact",
      "/privacy",
      "/terms-conditions",
    ];
    expect(locs.slice(0, fixed.length)).toEqual(fixed.map((page) => `${PUBLIC_URL}${page}`));
    const subcategories = await rows<{ id: string; name: string }>(sql`select id, name from subcategories`);
    const products = locs.slice(fixed.length).map((loc) => new URL(loc));
    expect(products).toHaveLength(subcategories.length);
    const named = new Map(products.map((url) => [url.searchParams.get("subcategoryId"), url.searchParams.get("name")]));
    for (const { id, name } of subcategories) expect(named.get(id), id).toBe(name);
    for (const url of products) expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/products`);
    expect(res.body).toMatch(/<loc>[^<]*\/products\?subcategoryId=[0-9a-f-]{36}&amp;name=[^<&]+<\/loc>/);
    // A name with "&" in it is encoded in the URL, so the only & in a <loc> is the escaped separator.
    const withAmpersand = subcategories.find((s) => s.name.includes("&"));
    expect(withAmpersand).toBeDefined();
    const encodedName = new URLSearchParams({ name: withAmpersand!.name }).toString();
    expect(encodedName).toContain("%26");
    expect(res.body).toContain(`subcategoryId=${withAmpersand!.id}&amp;${encodedName}</loc>`);
  });

  it("list published listings with their last change, never a draft", async () => {
    const [published] = await rows<{ id: string; updated_at: string }>(sql`
      select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
      from listings where status = 'published' order by id limit 1`);
    const [draft] = await rows<{ id: string }>(sql`select id from listings where status = 'draft' limit 1`);
    expect(draft).toBeDefined();
    const res = await get("/sitemaps/listings-1.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expectWellFormed(res.body, "urlset");
    expect(res.body).toContain(
      `<url><loc>${PUBLIC_URL}/productdetail/${published!.id}</loc><lastmod>${published!.updated_at}</lastmod></url>`,
    );
    expect(res.body).not.toContain(draft!.id);
    const [{ count }] = (await rows<{ count: number }>(
      sql`select count(*)::int as count from listings where status = 'published'`,
    )) as [{ count: number }];
    expect(locsOf(res.body)).toHaveLength(Math.min(count, 10_000));
  });

  it("split the published listings into files in id order, with no gap and no overlap", async () => {
    const published = (
      await rows<{ id: string }>(sql`select id from listings where status = 'published' order by id`)
    ).map((row) => row.id);
    const perFile = 300;
    const starts = await findChunkStarts(t.database.db, perFile);
    expect(starts).toHaveLength(Math.ceil(published.length / perFile));
    const chunks: string[][] = [];
    for (let chunk = 1; chunk <= starts.length; chunk++) {
      const found = await findListingChunk(t.database.db, chunk, perFile);
      expect(found!.length).toBeLessThanOrEqual(perFile);
      chunks.push(found!.map((row) => row.id));
    }
    expect(chunks.flat()).toEqual(published);
    expect(await findListingChunk(t.database.db, starts.length + 1, perFile)).toBeNull();
  });

  it("answer 404 for a file that does not exist", async () => {
    for (const url of [
      "/sitemaps/listings-9999.xml",
      "/sitemaps/listings-0.xml",
      "/sitemaps/listings-01.xml",
      "/sitemaps/listings-1.xml.gz",
      "/sitemaps/listings-.xml",
      "/sitemaps/listings.xml",
      "/sitemaps/jobs-1.xml",
      "/sitemaps/",
      "/sitemaps",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).not.toMatch(/xml/);
    }
  });
});
