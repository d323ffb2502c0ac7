import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { routeEntries } from "./helpers/route-table.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

// Every route the app registers, seen as Fastify adds it: the list the document is checked against.
const routeTable = vi.hoisted(() => [] as RouteOptions[]);
vi.mock("fastify", async (importOriginal) =>
  (await import("./helpers/route-table.ts")).withRouteTable(await importOriginal(), routeTable),
);

const webFiles = ["/index.html", "/favicon.svg", "/assets/app-1a2b3c.js"];

/** Routes left out of the reference on purpose. */
const isHidden = (url: string) =>
  url === "/api/docs" ||
  url.startsWith("/api/docs/") || // the reference's own page, its assets and the document itself
  url === "/art/*" || // the demo catalogue's generated pictures
  webFiles.includes(url); // the built web app's files (the SPA fallback is the not-found handler, not a route)

type Operation = { tags?: string[]; summary?: string; responses?: Record<string, unknown>; security?: unknown };
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string }[];
};

/** Fastify's `/a/:id/*` as OpenAPI writes it: `/a/{id}/{*}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}").replace(/\*/g, "{*}");

function builtApp(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mp-dist-"));
  mkdirSync(path.join(dir, "assets"));
  for (const file of webFiles) writeFileSync(path.join(dir, file), "<html><head></head><body></body></html>");
  return dir;
}

/** Every property name anywhere inside a JSON schema. */
function propertyNames(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(propertyNames);
  if (typeof schema !== "object" || schema === null) return [];
  const entries = Object.entries(schema);
  const own =
    "properties" in schema && typeof schema.properties === "object" ? Object.keys(schema.properties ?? {}) : [];
  return [...own, ...entries.flatMap(([, value]) => propertyNames(value))];
}

describe("the API reference", () => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    t = await createTestApp({ webDistDir: builtApp() });
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    doc = res.json<Document>();
  });
  afterAll(() => t.close());

  it("is an OpenAPI 3 document", () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe("Main Street Market API");
    expect(typeof doc.info.version).toBe("string");
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    for (const [url, operations] of Object.entries(doc.paths)) {
      expect(url, url).toMatch(/^\//);
      for (const [method, operation] of Object.entries(operations)) {
        expect(["get", "post", "put", "patch", "delete", "parameters"], `${method} ${url}`).toContain(method);
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${url} responses`).toBeGreaterThan(0);
      }
    }
  });

  it("has every route of the route table, with its method, a known tag and a summary", () => {
    const shown = routeEntries(routeTable).filter(({ url }) => !isHidden(url));
    expect(shown.length).toBeGreaterThan(40);
    const tagNames = doc.tags.map((tag) => tag.name);
    for (const { method, url } of shown) {
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(operation?.summary, `${method} ${url} summary`).toMatch(/\w/);
      expect(operation?.tags?.length, `${method} ${url} tags`).toBe(1);
      expect(tagNames, `${method} ${url} tag`).toContain(operation?.tags?.[0]);
    }
    const documented = Object.entries(doc.paths).flatMap(([url, ops]) => Object.keys(ops).map((m) => `${m} ${url}`));
    expect(documented.sort()).toEqual(
      shown.map(({ method, url }) => `${method.toLowerCase()} ${openApiPath(url)}`).sort(),
    );
  });

  it("leaves out the hidden routes, which are really there", () => {
    for (const url of ["/api/docs/json", "/art/*", ...webFiles]) {
      expect(
        routeTable.some((route) => route.url === url),
        url,
      ).toBe(true);
      expect(doc.paths[openApiPath(url)], url).toBeUndefined();
    }
  });

  it("describes requests and answers from the zod schemas", () => {
    const categories = doc.paths["/api/category"]?.get;
    expect(JSON.stringify(categories)).toContain('"name":"page"');
    expect(JSON.stringify(categories?.responses?.["200"])).toContain("result_value");
    expect(doc.paths["/api/adds/UserDetalis/{userId}"]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths["/api/health"]?.get?.security).toBeUndefined();
  });

  it("shows no password or hash in any answer", () => {
    const names = Object.values(doc.paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => propertyNames(operation.responses));
    expect(names).toContain("email");
    // The refused login's message for the password field (a string) is the one name allowed.
    expect(names.filter((name) => /password|hash/i.test(name) && name !== "Password_error")).toEqual([]);
  });

  it("marks exactly the routes that refuse a request without a token", async () => {
    const operations = Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.entries(ops).map(([method, operation]) => ({ method: method.toUpperCase(), url, operation })),
    );
    expect(operations.filter(({ operation }) => operation.security).length).toBeGreaterThan(10);
    for (const { method, url, operation } of operations) {
      const concrete = url.replace(/\{\*\}/g, "x").replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000000");
      const res = await t.app.inject({ method: method as "GET", url: concrete });
      expect(res.statusCode === 401, `${method} ${url} answered ${res.statusCode}`).toBe(Boolean(operation.security));
    }
  });

  it("serves the readable reference with its own assets, styled inline only there", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("swagger-ui-bundle.js");
    expect(page.body).not.toMatch(/https?:\/\//);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/script-src 'self';/);

    const bundle = await t.app.inject({ method: "GET", url: "/api/docs/static/swagger-ui-bundle.js" });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers["content-type"]).toMatch(/javascript/);

    const api = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(String(api.headers["content-security-policy"])).not.toContain("unsafe-inline");
  });
});

describe("the API reference on a site with a Google Maps key", () => {
  it("keeps its own script policy: the site's nonce and 'strict-dynamic' would block its scripts", async () => {
    const t = await createTestApp({ env: { GOOGLE_MAPS_API_KEY: "AIza-test-key" } });
    try {
      const page = await t.app.inject({ method: "GET", url: "/api/docs" });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers["content-security-policy"]);
      expect(csp).toMatch(/script-src 'self';/);
      expect(csp).toMatch(/style-src 'self' 'unsafe-inline';/);
      const api = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(String(api.headers["content-security-policy"])).toContain("'strict-dynamic'");
    } finally {
      await t.close();
    }
  });
});

describe("the admin surface", () => {
  it("serves the same API without the reference", async () => {
    const t = await createTestApp({ surface: "admin" });
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ result: 0, message: "Not found." });
    } finally {
      await t.close();
    }
  });
});
