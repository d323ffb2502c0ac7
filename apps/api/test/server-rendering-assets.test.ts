import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { pageAssets, withPageScripts, type ServerEntry } from "../src/plugins/page-renderer.ts";
import { createTestApp } from "./helpers/test-app.ts";

// The site's own template (apps/web/index.html), as server-rendering.test.ts serves it.
const webIndex = fileURLToPath(new URL("../../web/index.html", import.meta.url));
const distDir = mkdtempSync(path.join(os.tmpdir(), "mp-ssr-assets-"));
copyFileSync(webIndex, path.join(distDir, "index.html"));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

// Imported by its address, so that the API's type check (no JSX) does not compile the site.
type SiteEntry = ServerEntry & { pageModules: Record<string, readonly string[]> };
const serverEntry = (await import(new URL("../../web/src/entry-server.tsx", import.meta.url).href)) as SiteEntry;

describe("what a rendered page links", () => {
  it("names a module for each server-rendered page that exists in the site's sources", () => {
    const webRoot = fileURLToPath(new URL("../../web/", import.meta.url));
    const modules = Object.values(serverEntry.pageModules).flat();
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) expect(existsSync(path.join(webRoot, module)), module).toBe(true);
    for (const pattern of ["/productdetail/x", "/vendor/x", "/freelancer/x", "/categories", "/"]) {
      expect(serverEntry.rendersOnServer(pattern), pattern).toBe(true);
    }
    for (const pattern of ["/messages", "/userproducts", "/addproducts", "/subscription"]) {
      expect(serverEntry.rendersOnServer(pattern), pattern).toBe(false);
    }
  });

  it("links the page chunk's styles and scripts from the build manifest, not what index.html links", () => {
    const manifest = {
      "index.html": { file: "assets/index.js", css: ["assets/index.css"], isEntry: true },
      "src/app/routes/product-detail.tsx": {
        file: "assets/product-detail.js",
        css: ["assets/browse-page.css"],
        imports: ["_framework.js", "_listing-detail.js"],
      },
      "_framework.js": { file: "assets/framework.js" },
      "_listing-detail.js": { file: "assets/listing-detail.js", css: ["assets/listing-detail.css"] },
      "src/app/routes/home-sections.tsx": { file: "assets/home-sections.js", css: ["assets/home-sections.css"] },
    };
    // The entry's scripts, as the site's build names them in its loader (decision 042).
    const template = '<script data-modules="/assets/framework.js /assets/index.js">(loader)</script>';
    const assets = pageAssets(
      manifest,
      ["src/app/routes/product-detail.tsx", "src/app/routes/home-sections.tsx"],
      template,
    );
    expect(assets).toEqual({
      styles: ["assets/browse-page.css", "assets/listing-detail.css", "assets/home-sections.css"],
      scripts: ["assets/product-detail.js", "assets/listing-detail.js"],
    });
    // The loader preloads the page chunk's scripts after the entry's, once the page has painted.
    expect(withPageScripts(template, assets.scripts)).toBe(
      '<script data-modules="/assets/framework.js /assets/index.js /assets/product-detail.js /assets/listing-detail.js">' +
        "(loader)</script>",
    );
    expect(withPageScripts(template, [])).toBe(template);
  });
});

describe("a render that fails", () => {
  it("sends the client-rendered shell with the page's status, never a 500", async () => {
    const failing = await createTestApp({
      webDistDir: distDir,
      serverEntry: {
        configure: () => undefined,
        rendersOnServer: () => true,
        renderPage: () => Promise.reject(new Error("window is not defined")),
      },
    });
    try {
      const res = await failing.app.inject({ method: "GET", url: "/categories" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain("<title>Main Street Market</title>");
      const unknown = await failing.app.inject({ method: "GET", url: "/no-such-page" });
      expect(unknown.statusCode).toBe(404);
    } finally {
      await failing.close();
    }
  });
});
