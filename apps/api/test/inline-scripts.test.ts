import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "@mp/ui/build/scripts-after-paint.ts";
import { inlineScriptSources } from "../src/plugins/inline-scripts.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

// The site's index.html as its build writes it (decision 042): no module script, one loader.
const loader = `<script data-modules="/assets/framework-abc.js /assets/index-abc.js">${scriptsAfterPaint}</script>`;
const distDir = mkdtempSync(path.join(os.tmpdir(), "mp-inline-scripts-"));
mkdirSync(path.join(distDir, ".vite"), { recursive: true });
writeFileSync(
  path.join(distDir, "index.html"),
  `<!doctype html><html><head><title>%PRODUCT_NAME%</title><!--app-config--></head>` +
    `<body><div id="root"></div>${loader}</body></html>`,
);
writeFileSync(
  path.join(distDir, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-abc.js", isEntry: true, imports: ["_framework.js"] },
    "_framework.js": { file: "assets/framework-abc.js" },
    "src/app/routes/categories.tsx": { file: "assets/categories-abc.js", imports: ["_framework.js", "_grid.js"] },
    "_grid.js": { file: "assets/grid-abc.js" },
  }),
);
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const scriptSrcOf = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))?.[1]?.split(" ");

// A server build that renders /categories with its page chunk, as the site's does.
const serverEntry = {
  configure: () => undefined,
  rendersOnServer: (pathname: string) => pathname === "/categories",
  renderPage: async () => ({
    status: 200,
    head: "<title>Categories</title>",
    body: "<main><h1>Categories</h1></main>",
    state: '{"queries":[]}',
    modules: ["src/app/routes/categories.tsx"],
  }),
};

let site: TestApp;
let withMaps: TestApp;
beforeAll(async () => {
  site = await createTestApp({ webDistDir: distDir, serverEntry });
  withMaps = await createTestApp({ webDistDir: distDir, serverEntry, env: { GOOGLE_MAPS_API_KEY: "AIza-test-key" } });
});
afterAll(async () => {
  await site?.close();
  await withMaps?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe("the scripts a page runs from its own text", () => {
  it("are the runnable ones: not data (JSON, JSON-LD), not a script with an address", () => {
    const page =
      `<script id="app-config" type="application/json">{"a":1}</script>` +
      `<script type="application/ld+json">{"@type":"Thing"}</script>` +
      `<script type="module" src="/assets/index.js"></script><script></script>` +
      loader +
      `<script type="module">import("/x.js")</script>`;
    expect(inlineScriptSources(page)).toEqual([sha256(scriptsAfterPaint), sha256('import("/x.js")')]);
  });
});

describe("the site's loader of its scripts (decision 042)", () => {
  it("is allowed by its hash on the client-rendered shell and its 404, and nowhere in the API's policy", async () => {
    for (const url of ["/messages", "/no-such-page"]) {
      const res = await site.app.inject({ method: "GET", url });
      expect(res.body).toContain(loader);
      expect(scriptSrcOf(res.headers["content-security-policy"]), url).toEqual(["'self'", sha256(scriptsAfterPaint)]);
    }
    const api = await site.app.inject({ method: "GET", url: "/api/health" });
    expect(scriptSrcOf(api.headers["content-security-policy"])).toEqual(["'self'"]);
  });

  it("loads a rendered page's chunk after the entry's scripts, with no module preloaded before the paint", async () => {
    const res = await site.app.inject({ method: "GET", url: "/categories" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>Categories</h1>");
    expect(res.body).toContain(
      '<script data-modules="/assets/framework-abc.js /assets/index-abc.js /assets/categories-abc.js /assets/grid-abc.js">',
    );
    expect(res.body).not.toContain('<link rel="modulepreload"');
    expect(scriptSrcOf(res.headers["content-security-policy"])).toEqual(["'self'", sha256(scriptsAfterPaint)]);
  });

  it("carries the response's nonce where the policy has one (Google Maps), which a hash would not add to", async () => {
    for (const url of ["/categories", "/messages"]) {
      const res = await withMaps.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
      const policy = String(res.headers["content-security-policy"]);
      const nonce = /'nonce-([\w+/=]+)'/.exec(policy)?.[1];
      expect(nonce, url).toBeDefined();
      expect(res.body).toContain(`<script nonce="${nonce}" data-modules="/assets/framework-abc.js`);
      expect(policy).not.toContain(sha256(scriptsAfterPaint));
    }
  });
});
