import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

/** A route with a strict body contract, standing in for the write endpoints of later issues. */
function echoRoute(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/test-echo",
      { schema: { body: z.object({ name: z.string().min(1).max(50), count: z.number().int() }).strict() } },
      async (request) => ({ result: 1, result_value: request.body }),
    );
}

let t: TestApp;
const logLines: string[] = [];
const webDist = mkdtempSync(path.join(os.tmpdir(), "mp-web-"));
writeFileSync(
  path.join(webDist, "index.html"),
  "<html><head><title>%PRODUCT_NAME%</title><!--app-config--></head><body></body></html>",
);

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    env: { LOG_LEVEL: "info", PRODUCT_NAME: "Corner </script> Shop" },
    webDistDir: webDist,
    logStream,
    extraRoutes: echoRoute,
  });
});
afterAll(() => t.close());

const post = (payload: string, contentType = "application/json") =>
  t.app.inject({ method: "POST", url: "/api/test-echo", payload, headers: { "content-type": contentType } });

describe("bad input never gets a 500 or a stack trace", () => {
  it("accepts a valid body", async () => {
    const res = await post(JSON.stringify({ name: "Ada", count: 2 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 1, result_value: { name: "Ada", count: 2 } });
  });

  it("answers malformed JSON with 400", async () => {
    const res = await post('{"name": "Ada", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 0, message: "The request body is not valid JSON." });
  });

  it("answers wrong types with 400 and the field's error", async () => {
    const res = await post(JSON.stringify({ name: 42, count: "two" }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.result).toBe(0);
    expect(Object.keys(body.errors).sort()).toEqual(["count", "name"]);
  });

  it("answers an over-long string with 400", async () => {
    const res = await post(JSON.stringify({ name: "x".repeat(51), count: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty("name");
  });

  it("answers unknown fields with 400", async () => {
    const res = await post(JSON.stringify({ name: "Ada", count: 1, isAdmin: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json().result).toBe(0);
  });

  it("answers a 2 MB body with 413", async () => {
    const res = await post(JSON.stringify({ name: "x".repeat(2 * 1024 * 1024), count: 1 }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ result: 0, message: "Request body is too large." });
  });

  it("answers an unsupported content type with 415", async () => {
    const res = await post("name=Ada", "application/x-www-form-urlencoded");
    expect(res.statusCode).toBe(415);
    expect(res.json().result).toBe(0);
  });

  it("answers unknown API routes with a JSON 404", async () => {
    for (const url of ["/api/nope", "/api", "/api/category/extra/path"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ result: 0, message: "Not found." });
    }
  });

  it("answers unknown pages with the app and status 404, known pages with 200", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/no/such/page" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toContain("text/html");
    const home = await t.app.inject({ method: "GET", url: "/" });
    expect(home.statusCode).toBe(200);
    const terms = await t.app.inject({ method: "GET", url: "/terms&conditions" });
    expect(terms.statusCode).toBe(200);
    const head = await t.app.inject({ method: "HEAD", url: "/" });
    expect(head.statusCode).toBe(200);
    const post = await t.app.inject({ method: "POST", url: "/" });
    expect(post.statusCode).toBe(404);
  });

  it("writes the settings into the page, escaped", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.body).toContain("<title>Corner &#60;/script&#62; Shop</title>");
    expect(res.body).toContain('"productName":"Corner \\u003c/script> Shop"');
    expect(res.body).not.toContain("</script> Shop");
  });

  it("hides the cause of an unexpected error and logs it with the request id", async () => {
    const broken = await createTestApp({ env: { LOG_LEVEL: "silent" } });
    await broken.database.close();
    const res = await broken.app.inject({ method: "GET", url: "/api/category?page=1" });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      result: 0,
      message: "Something went wrong. Please try again later.",
      requestId: expect.any(String),
    });
    expect(res.headers["x-request-id"]).toBe(body.requestId);
    expect(res.body).not.toMatch(/at .*\.ts|stack|pglite|postgres/i);

    const health = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ result: 0, message: "Database unavailable." });
    await broken.app.close();
  });

  it("carries the request id into the log of a failed request", async () => {
    const unexpected = await createTestApp({
      env: { LOG_LEVEL: "info" },
      logStream: new Writable({
        write(chunk, _e, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
      extraRoutes: (app) =>
        app.get("/api/test-boom", async () => {
          throw new Error("secret internal detail");
        }),
    });
    const res = await unexpected.app.inject({ method: "GET", url: "/api/test-boom" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret internal detail");
    const { requestId } = res.json();
    const logged = logLines.map((l) => JSON.parse(l) as { reqId?: string; err?: { message: string } });
    expect(logged.some((l) => l.reqId === requestId && l.err?.message === "secret internal detail")).toBe(true);
    await unexpected.close();
  });
});

describe("headers", () => {
  it("sends security headers with a strict Content-Security-Policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("echoes a caller's request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "abc-123" } });
    expect(res.headers["x-request-id"]).toBe("abc-123");
  });
});

describe("GET /api/health", () => {
  it("answers 200 with the database driver", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json().result_value).toMatchObject({ status: "ok", database: t.database.driver });
  });
});

const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const stores: { store: string; env: Record<string, string> }[] = [
  { store: "memory", env: {} },
  // Counting in Redis is the production path; the machines this runs on have a local Redis.
  { store: "Redis", env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `mp-test-${process.pid}-${Date.now()}:` } },
];

describe.each(stores)("rate limit in $store", ({ env }) => {
  it("answers 429 past the per-minute ceiling", async () => {
    const limited = await createTestApp({ env: { ...env, RATE_LIMIT_PER_MINUTE: "3" } });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await limited.app.inject({ method: "GET", url: "/api/category" })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await limited.app.inject({ method: "GET", url: "/api/category" });
    expect(res.json()).toEqual({ result: 0, message: "Too many requests. Please try again later." });
    expect((await limited.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    await limited.close();
  });
});
