import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import helmet from "helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersSetBy } from "../src/plugins/security.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const distDir = mkdtempSync(path.join(os.tmpdir(), "mp-security-headers-"));
writeFileSync(
  path.join(distDir, "index.html"),
  '<html><head><title>%PRODUCT_NAME%</title><!--app-config--></head><body><div id="root"></div></body></html>',
);

// What every response but a build asset carries, whatever answers it: a page, the API, an error.
const expected = {
  "content-security-policy": expect.stringContaining("default-src 'self';script-src 'self';"),
  "cross-origin-opener-policy": "same-origin-allow-popups",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

let site: TestApp;
beforeAll(async () => {
  site = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await site?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe("the security headers, worked out once where the policy has no nonce", () => {
  it("reads what a middleware sets and removes, by lower-case name", () => {
    const headers = headersSetBy((_request, response, next) => {
      response.setHeader("X-Frame-Options", "DENY");
      response.setHeader("X-Powered-By", "test");
      response.removeHeader("X-Powered-By");
      next();
    });
    expect(headers).toEqual({ "x-frame-options": "DENY" });
    expect(headersSetBy(helmet({ contentSecurityPolicy: false }))).toMatchObject({ "x-frame-options": "SAMEORIGIN" });
  });

  it("are on the API's answers, its errors, the pages and unknown paths alike", async () => {
    const requests = [
      { method: "GET", url: "/api/health", status: 200 },
      { method: "GET", url: "/api/category?page=1&limit=16", status: 200 },
      { method: "GET", url: "/api/category?page=0", status: 400 },
      { method: "GET", url: "/api/no-such-route", status: 404 },
      { method: "POST", url: "/api/auth/login", status: 400 },
      { method: "GET", url: "/", status: 200 },
      { method: "GET", url: "/no-such-page", status: 404 },
    ] as const;
    for (const { method, url, status } of requests) {
      const res = await site.app.inject({ method, url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers, `${method} ${url}`).toMatchObject(expected);
      expect(res.headers["x-powered-by"], url).toBeUndefined();
    }
  });
});
