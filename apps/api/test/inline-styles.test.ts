import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyleInliner } from "../src/plugins/inline-styles.ts";
import { pageAssets, styleElements } from "../src/plugins/page-renderer.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

// A built app's index.html as Vite writes it: the entry's stylesheet linked in the head.
const css = `body{color:#0f1b3d;background:url(/assets/street-abc.svg)}`;
const fencedCss = `a::after{content:"</style><script>alert(1)</script>"}`;
const distDir = mkdtempSync(path.join(os.tmpdir(), "mp-inline-styles-"));
mkdirSync(path.join(distDir, "assets"));
writeFileSync(path.join(distDir, "assets", "index-abc.css"), css);
writeFileSync(path.join(distDir, "assets", "fenced-abc.css"), fencedCss);
writeFileSync(
  path.join(distDir, "index.html"),
  `<!doctype html><html><head><title>%PRODUCT_NAME%</title><!--app-config-->` +
    `<script type="module" crossorigin src="/assets/index-abc.js"></script>` +
    `<link rel="stylesheet" crossorigin href="/assets/index-abc.css">` +
    `<link rel="stylesheet" crossorigin href="/assets/fenced-abc.css">` +
    `</head><body><div id="root"></div></body></html>`,
);
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const styleSrcOf = (policy: unknown) => /style-src ([^;]*)/.exec(String(policy))?.[1]?.split(" ");

let site: TestApp;
let withMaps: TestApp;
beforeAll(async () => {
  site = await createTestApp({ webDistDir: distDir });
  withMaps = await createTestApp({ webDistDir: distDir, env: { GOOGLE_MAPS_API_KEY: "AIza-test-key" } });
});
afterAll(async () => {
  await site?.close();
  await withMaps?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe("the entry stylesheet written into the page", () => {
  it("sends the stylesheet in the page, allowed by its hash, instead of a link to fetch", async () => {
    const res = await site.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<style data-href="/assets/index-abc.css">${css}</style>`);
    expect(res.body).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(styleSrcOf(res.headers["content-security-policy"])).toEqual(["'self'", sha256(css)]);
  });

  it("keeps a stylesheet that could close its element as a link, and allows no hash for it", async () => {
    const res = await site.app.inject({ method: "GET", url: "/categories" });
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/fenced-abc.css">');
    expect(res.body).not.toContain("alert(1)");
    expect(String(res.headers["content-security-policy"])).not.toContain(sha256(fencedCss));
  });

  it("does the same for an unknown page's 404, and leaves the API's policy alone", async () => {
    const missing = await site.app.inject({ method: "GET", url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<style data-href="/assets/index-abc.css">');
    expect(styleSrcOf(missing.headers["content-security-policy"])).toContain(sha256(css));
    const api = await site.app.inject({ method: "GET", url: "/api/health" });
    expect(styleSrcOf(api.headers["content-security-policy"])).toEqual(["'self'"]);
  });

  it("adds no hash where the policy already allows inline styles (Google Maps), which a hash would switch off", async () => {
    const res = await withMaps.app.inject({ method: "GET", url: "/" });
    expect(res.body).toContain(`<style data-href="/assets/index-abc.css">${css}</style>`);
    expect(styleSrcOf(res.headers["content-security-policy"])).toEqual([
      "'self'",
      "'unsafe-inline'",
      "https://fonts.googleapis.com",
    ]);
  });
});

describe("a rendered page's own stylesheets", () => {
  const manifest = {
    "src/app/routes/categories.tsx": {
      file: "assets/categories.js",
      css: ["assets/index-abc.css", "assets/grid.css", "assets/fenced-abc.css"],
    },
  };
  const template = `<style data-href="/assets/index-abc.css">${css}</style>`;

  it("links none that the page already carries, writes in the rest when asked, and links those it cannot", () => {
    const own = pageAssets(manifest, ["src/app/routes/categories.tsx"], template);
    expect(own).toEqual({ styles: ["assets/grid.css", "assets/fenced-abc.css"], scripts: ["assets/categories.js"] });
    expect(styleElements(own.styles)).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/grid.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/fenced-abc.css">',
    );
    const gridCss = ".grid{display:grid}";
    writeFileSync(path.join(distDir, "assets", "grid.css"), gridCss);
    const styles = createStyleInliner(distDir);
    const links = styleElements(own.styles, styles.element);
    expect(links).toBe(
      `<style data-href="/assets/grid.css">${gridCss}</style>` +
        // Never fetched: it tells the script preloader the page has this stylesheet already.
        '<link rel="stylesheet" href="/assets/grid.css" disabled>' +
        '<link rel="stylesheet" crossorigin href="/assets/fenced-abc.css">',
    );
    // The policy allows each written-in stylesheet once, and nothing for the one still linked.
    expect(styles.sourcesIn(template + links + links)).toEqual([sha256(css), sha256(gridCss)]);
  });
});
