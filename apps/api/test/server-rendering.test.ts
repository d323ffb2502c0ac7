import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerEntry } from "../src/plugins/page-renderer.ts";
import { createAccount } from "./helpers/accounts.ts";
import { freelancerBody, registerFreelancer } from "./helpers/profiles.ts";
import { UNKNOWN_ID } from "./helpers/reads.ts";
import {
  catalogue,
  createPublishedListing,
  createVendorTestApp,
  listingBody,
  type VendorTestApp,
} from "./helpers/vendor.ts";

// The site's own template (apps/web/index.html) around pages rendered by its entry-server.tsx,
// imported from source: no build is needed (decision 023).
const webIndex = fileURLToPath(new URL("../../web/index.html", import.meta.url));
const distDir = mkdtempSync(path.join(os.tmpdir(), "mp-ssr-dist-"));
copyFileSync(webIndex, path.join(distDir, "index.html"));

// Imported by its address, so that the API's type check (no JSX) does not compile the site.
const serverEntry = (await import(new URL("../../web/src/entry-server.tsx", import.meta.url).href)) as ServerEntry;

const hostileName = "</script><script>alert(1)</script>";
let t: VendorTestApp;
let listingId = "";
let hostileId = "";
let vendorId = "";
let vendorToken = "";
let subcategoryId = "";
let coverId = "";
let ids: Awaited<ReturnType<typeof catalogue>>;

beforeAll(async () => {
  t = await createVendorTestApp({ PUBLIC_URL: "https://market.example" }, { webDistDir: distDir, serverEntry });
  ids = await catalogue(t.database);
  const vendor = await createAccount(t.app);
  vendorId = vendor.user._id;
  vendorToken = vendor.token;
  subcategoryId = ids.subcategoryId;
  const { listing, cover } = await createPublishedListing(t.app, vendor.token, ids, {
    kind: "product",
    name: "Quillfeather Notebook",
    description: "A hand-bound notebook of cotton paper, sewn on tapes.",
    priceCents: 4250,
  });
  listingId = listing._id;
  coverId = cover._id;
  const hostile = await createPublishedListing(t.app, vendor.token, ids, { name: hostileName });
  hostileId = hostile.listing._id;
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: "GET", url });

/** The JSON the page carries for the browser, as the browser's JSON.parse reads it. */
function stateOf(html: string): { queries: { queryKey: unknown[]; state: { data?: unknown } }[] } {
  const match = /<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error("The page carries no #ssr-state.");
  return JSON.parse(match[1]!) as ReturnType<typeof stateOf>;
}

/** Every JSON-LD block of the page. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe("server-rendered listing page", () => {
  it("carries the listing's name, price and description, its head and JSON-LD", async () => {
    const res = await page(`/productdetail/${listingId}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain("<title>Quillfeather Notebook · Main Street Market</title>");
    expect(html).toContain('<meta name="description" content="Quillfeather Notebook in Springfield: A hand-bound');
    expect(html).toContain(`<link rel="canonical" href="https://market.example/productdetail/${listingId}">`);
    expect(html).toContain('<meta property="og:title" content="Quillfeather Notebook">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/market\.example\/media\/[^"]+">/);
    // The content itself, inside the root element.
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain("<h1");
    expect(root).toContain("Quillfeather Notebook");
    expect(root).toContain("$42.50");
    expect(root).toContain("A hand-bound notebook of cotton paper, sewn on tapes.");
    const product = jsonLdOf(html).find((data) => data["@type"] === "Product");
    expect(product).toMatchObject({
      name: "Quillfeather Notebook",
      description: "A hand-bound notebook of cotton paper, sewn on tapes.",
      url: `https://market.example/productdetail/${listingId}`,
      offers: { "@type": "Offer", price: "42.50", priceCurrency: "USD" },
    });
    expect(product?.image).toMatch(/^https:\/\/market\.example\/media\//);
    // The data the page was rendered with goes along, for the browser to hydrate without fetching it again.
    const listing = stateOf(html).queries.find(
      (q) => JSON.stringify(q.queryKey) === `["listings","detail","${listingId}"]`,
    );
    expect(listing?.state.data).toMatchObject({ _id: listingId, name: "Quillfeather Notebook", priceCents: 4250 });
  });

  it("puts every part of the page in place: no hole for an inline script to fill, which the CSP would block", async () => {
    const html = (await page(`/productdetail/${listingId}`)).body;
    const root = html.slice(html.indexOf('<div id="root">'));
    // The page, header and footer are Suspense boundaries (hydrated in slices), each one complete in place.
    expect(root.match(/<!--\$-->/g)?.length).toBeGreaterThanOrEqual(3);
    expect(root).not.toContain("<!--$?-->");
    expect(root).not.toContain("<template");
    expect(html).not.toContain("$RC");
    expect(root.indexOf("Quillfeather Notebook")).toBeLessThan(root.indexOf("</main>"));
  });

  it("answers 404 with the not-found listing for an unknown id", async () => {
    const res = await page(`/productdetail/${UNKNOWN_ID}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<title>Listing not found · Main Street Market</title>");
    expect(res.body).toContain("Listing not found</h1>");
    const failed = stateOf(res.body).queries.find((q) => JSON.stringify(q.queryKey).includes(UNKNOWN_ID));
    expect(failed?.state).toMatchObject({ status: "error", error: { status: 404 } });
  });

  it("keeps a listing's text from closing the page's scripts", async () => {
    const res = await page(`/productdetail/${hostileId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<script>alert(1)</script>");
    // One script element per script the page means to have: none opened by the name.
    expect(res.body.match(/<script/g)?.length).toBe(res.body.match(/<\/script>/g)?.length);
    const listing = stateOf(res.body).queries.find((q) => JSON.stringify(q.queryKey).includes(hostileId));
    expect(listing?.state.data).toMatchObject({ name: hostileName });
    expect(jsonLdOf(res.body).find((data) => data.name === hostileName)).toBeDefined();
    expect(res.body).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("server-rendered public pages", () => {
  it("renders the home page with the site's Organization and WebSite with its SearchAction", async () => {
    const res = await page("/");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Home · Main Street Market</title>");
    expect(res.body).toContain('<link rel="canonical" href="https://market.example/">');
    const site = jsonLdOf(res.body).find((data) => Array.isArray(data["@graph"]));
    expect(site?.["@graph"]).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ "@type": "Organization", name: "Main Street Market" }),
        expect.objectContaining({
          "@type": "WebSite",
          potentialAction: expect.objectContaining({
            "@type": "SearchAction",
            target: expect.objectContaining({ urlTemplate: "https://market.example/search?q={search_term_string}" }),
          }),
        }),
      ]),
    );
  });

  it.each([
    ["/categories", "All categories"],
    ["/findjob", "Find Jobs"],
    ["/hirefreelancers", "Hire Freelancers"],
    ["/search?q=notebook", "Search: notebook"],
  ])("renders %s with its title and content", async (url, title) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${title} · Main Street Market</title>`);
    expect(res.body).toContain(`<meta property="og:title" content="${title}">`);
    expect(res.body).toContain('<script id="ssr-state" type="application/json">');
  });

  it("renders the vendor's public page", async () => {
    const res = await page(`/vendor/${vendorId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Quillfeather Notebook");
  });

  it("renders a freelancer's public page, and 404 for an unknown one", async () => {
    const person = await createAccount(t.app);
    const registered = await registerFreelancer(
      t.app,
      person,
      freelancerBody(ids, { headline: "Marbled endpapers to order" }),
    );
    expect(registered.status).toBe(201);
    const res = await page(`/freelancer/${registered.body.result_value._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.slice(res.body.indexOf('<div id="root">'))).toContain("Marbled endpapers to order");
    expect((await page(`/freelancer/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown page, still rendered", async () => {
    const res = await page("/no-such-page");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"><');
  });

  it("sends the shell for a path that reads as another origin's address", async () => {
    const res = await page(`//evil.example/productdetail/${listingId}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain("evil.example");
  });

  it("sends private pages as the client-rendered shell", async () => {
    const res = await page("/messages");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain("ssr-state");
  });
});

describe("what a rendered page shows", () => {
  it("renders a subcategory's listings", async () => {
    const res = await page(`/products?subcategoryId=${subcategoryId}&name=Stationery`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Stationery · Main Street Market</title>");
    expect(res.body).toContain(
      `<link rel="canonical" href="https://market.example/products?subcategoryId=${subcategoryId}&#38;name=Stationery">`,
    );
    expect(res.body.slice(res.body.indexOf('<div id="root">'))).toContain("Quillfeather Notebook");
  });

  it("shows a listing's change at once: the cache is keyed by the catalogue version", async () => {
    const url = `/productdetail/${listingId}`;
    expect((await page(url)).body).toContain("A hand-bound notebook of cotton paper");
    // The vendor rewrites the description: the write moves the catalogue version.
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/vendor/listings/${listingId}`,
      headers: { authorization: `Bearer ${vendorToken}` },
      payload: listingBody(ids, {
        kind: "product",
        name: "Quillfeather Notebook",
        description: "Now with a linen cover.",
        priceCents: 4250,
        coverImageId: coverId,
      }),
    });
    expect(edit.statusCode).toBe(200);
    const again = await page(url);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain("Now with a linen cover.");
    expect(again.body).not.toContain("A hand-bound notebook of cotton paper");
  });
});
