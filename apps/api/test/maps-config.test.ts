import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { createTestApp } from "./helpers/test-app.ts";

const KEY = "maps-key-123";

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems.join("\n");
  }
  throw new Error("expected a ConfigError");
}

/** The site's (or the admin panel's) Content-Security-Policy, directive by directive. */
async function policyOf(env: Record<string, string>, surface: "site" | "admin" = "site") {
  const t = await createTestApp({ env, surface });
  try {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    return Object.fromEntries(
      String(res.headers["content-security-policy"])
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;
  } finally {
    await t.close();
  }
}

describe("map settings", () => {
  it("default to OpenStreetMap's tiles and no Google key", () => {
    expect(loadConfig({}).maps).toEqual({
      googleMapsKey: null,
      tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      tileOrigin: "https://tile.openstreetmap.org",
      tileAttribution: "© OpenStreetMap contributors",
    });
    expect(loadConfig({ MAP_TILE_URL: "", MAP_TILE_ATTRIBUTION: " ", GOOGLE_MAPS_API_KEY: "" }).maps).toMatchObject({
      googleMapsKey: null,
      tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      tileAttribution: "© OpenStreetMap contributors",
    });
  });

  it("read a tile server (with Leaflet's {s} subdomains), its attribution and a Google key", () => {
    const maps = loadConfig({
      MAP_TILE_URL: "https://{s}.Tiles.example.org:8443/{z}/{x}/{y}.png?style=light",
      MAP_TILE_ATTRIBUTION: "© Example Maps",
      GOOGLE_MAPS_API_KEY: KEY,
    }).maps;
    expect(maps).toEqual({
      googleMapsKey: KEY,
      tileUrl: "https://{s}.Tiles.example.org:8443/{z}/{x}/{y}.png?style=light",
      tileOrigin: "https://*.tiles.example.org:8443",
      tileAttribution: "© Example Maps",
    });
  });

  it.each([
    ["ftp://tiles.example.org/{z}/{x}/{y}.png", "MAP_TILE_URL: must start with http:// or https://"],
    ["javascript:alert(1)//{z}/{x}/{y}", "MAP_TILE_URL: must start with http:// or https://"],
    ["https://tiles.example.org/{z}/{x}.png", "MAP_TILE_URL: must contain {z}, {x} and {y}"],
    ["https://tiles.example.org;script-src */{z}/{x}/{y}.png", "MAP_TILE_URL: must have a plain host name"],
    ["https://a.{s}.example.org/{z}/{x}/{y}.png", "MAP_TILE_URL: must have a plain host name"],
  ])("refuse MAP_TILE_URL=%s", (url, problem) => {
    expect(problemsOf({ MAP_TILE_URL: url })).toContain(problem);
  });

  it("are written into the page for the browser, without the tiles' CSP origin", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "mp-dist-"));
    writeFileSync(path.join(dir, "index.html"), "<html><head><!--app-config--></head><body></body></html>");
    const t = await createTestApp({ webDistDir: dir, env: { GOOGLE_MAPS_API_KEY: KEY } });
    try {
      const page = (await t.app.inject({ method: "GET", url: "/" })).body;
      expect(page).toContain(
        `"maps":{"googleMapsKey":"${KEY}","tileUrl":"https://tile.openstreetmap.org/{z}/{x}/{y}.png","tileAttribution":"© OpenStreetMap contributors"}`,
      );
      expect(page).not.toContain("tileOrigin");
    } finally {
      await t.close();
    }
  });
});

describe("the site's Content-Security-Policy for maps", () => {
  it("lets the tiles' origin into img-src, and no Google Maps origin without a key", async () => {
    const policy = await policyOf({});
    expect(policy["img-src"]).toContain("https://tile.openstreetmap.org");
    expect(JSON.stringify(policy)).not.toMatch(/googleapis|gstatic|unsafe/);
    expect(policy["script-src"]).toEqual(["'self'"]);
  });

  it("follows a configured tile server", async () => {
    const policy = await policyOf({ MAP_TILE_URL: "http://{s}.tiles.example.org/{z}/{x}/{y}.png" });
    expect(policy["img-src"]).toContain("http://*.tiles.example.org");
    expect(JSON.stringify(policy)).not.toContain("openstreetmap");
  });

  it("follows Google's strict CSP (a nonce, 'strict-dynamic', no eval) for Google Maps, only when the key is set", async () => {
    const policy = await policyOf({ GOOGLE_MAPS_API_KEY: KEY });
    const [nonce, ...rest] = policy["script-src"]!;
    expect(nonce).toMatch(/^'nonce-[\w+/]{22}==?'$/);
    // 'https:' and 'unsafe-inline' only serve browsers without CSP 3, which ignore the nonce.
    expect(rest).toEqual(["'strict-dynamic'", "https:", "'unsafe-inline'"]);
    expect(JSON.stringify(policy)).not.toContain("unsafe-eval");
    expect(policy["img-src"]).toEqual(expect.arrayContaining(["https://*.googleapis.com", "https://*.gstatic.com"]));
    expect(policy["connect-src"]).toContain("https://*.googleapis.com");
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"]);
    expect(policy["font-src"]).toEqual(["'self'", "https://fonts.gstatic.com"]);
    expect(policy["worker-src"]).toEqual(["'self'", "blob:"]);
    // Sign-in with Google is a separate setting.
    expect(JSON.stringify(policy)).not.toContain("accounts.google.com");
  });

  it("puts a fresh nonce on the page's scripts per request, the one its policy names", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "mp-dist-"));
    const template =
      '<html><head><!--app-config--><script type="module" src="/assets/a.js"></script>' +
      '<link rel="modulepreload" href="/assets/b.js"></head><body></body></html>';
    writeFileSync(path.join(dir, "index.html"), template);
    const withKey = await createTestApp({ webDistDir: dir, env: { GOOGLE_MAPS_API_KEY: KEY } });
    const withoutKey = await createTestApp({ webDistDir: dir });
    try {
      const nonces: string[] = [];
      for (const encoding of ["identity", "gzip"]) {
        const res = await withKey.app.inject({ url: "/", headers: { "accept-encoding": encoding } });
        const nonce = /'nonce-([\w+/=]+)'/.exec(String(res.headers["content-security-policy"]))![1]!;
        const page = encoding === "gzip" ? gunzipSync(res.rawPayload).toString() : res.body;
        expect(page).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
        expect(page).toContain(`<script nonce="${nonce}" type="module" src="/assets/a.js">`);
        expect(page).toContain(`<link nonce="${nonce}" rel="modulepreload" href="/assets/b.js">`);
        nonces.push(nonce);
      }
      expect(new Set(nonces).size).toBe(2);
      // Without the key: no nonce in the policy or the page, which is compressed once.
      const plain = await withoutKey.app.inject({ url: "/" });
      expect(String(plain.headers["content-security-policy"])).toContain("script-src 'self';");
      expect(plain.body).not.toContain("nonce");
    } finally {
      await withKey.close();
      await withoutKey.close();
    }
  });

  it("keeps the admin panel free of map origins", async () => {
    const policy = await policyOf({ GOOGLE_MAPS_API_KEY: KEY }, "admin");
    expect(JSON.stringify(policy)).not.toMatch(/openstreetmap|googleapis|gstatic/);
  });
});
