import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./helpers/test-app.ts";

const script = `console.log(${JSON.stringify("x".repeat(4000))});`;

/** A built app as the web build leaves it: assets with their .br and .gz copies beside them. */
function builtApp(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mp-dist-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<html><head><title>%PRODUCT_NAME%</title><!--app-config--></head></html>`,
  );
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app.js"), script);
  writeFileSync(path.join(dir, "assets", "app.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dir, "assets", "app.js.gz"), gzipSync(script));
  return dir;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: builtApp() });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("compressed responses", () => {
  it("sends an asset's precompressed copy that the browser accepts, else the asset itself", async () => {
    const br = await get("/assets/app.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get("/assets/app.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("compresses the page itself, with Vary so caches keep the encodings apart", async () => {
    const br = await get("/", "br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<script id="app-config"');

    const gz = await get("/no-such-page", "gzip");
    expect(gz.statusCode).toBe(404);
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<script id="app-config"');

    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain('<script id="app-config"');
  });
});

describe("the headers of the build's scripts and styles", () => {
  it("carry nosniff and the resource policy but no document policies, which pages keep", async () => {
    const asset = await get("/assets/app.js", "br");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const header of ["content-security-policy", "x-frame-options", "cross-origin-opener-policy"]) {
      expect(asset.headers[header]).toBeUndefined();
    }
    const page = await get("/");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    // Anything else under /assets (a query string, another kind of file) keeps every header.
    const other = await get("/assets/app.js?v=1");
    expect(other.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
