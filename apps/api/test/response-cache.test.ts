import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createMemoryCatalogueVersion } from "../src/lib/catalogue-version.ts";
import { createResponseCache, sendCached } from "../src/lib/response-cache.ts";

/** A cached read as the catalogue routes make one, counting its validations and its loads. */
async function cachedRoute() {
  const version = createMemoryCatalogueVersion();
  const counts = { validated: 0, loaded: 0 };
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const responses = createResponseCache(version, { max: 10 });
  app.addHook("preValidation", responses.answerKnownAddress("no-cache"));
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .transform((value) => {
      counts.validated += 1;
      return value;
    });
  app.get(
    "/things",
    {
      schema: {
        querystring: z.object({ page: page.default(1) }),
        response: { 200: z.object({ page: z.number(), loads: z.number() }) },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const cached = await responses.get(`things:${page}`, reply, async () => {
        counts.loaded += 1;
        return { page, loads: counts.loaded };
      });
      return sendCached(request, reply, cached, "no-cache");
    },
  );
  await app.ready();
  return { app, version, counts };
}

describe("a cached read's answer by address", () => {
  let route: Awaited<ReturnType<typeof cachedRoute>>;
  beforeAll(async () => {
    route = await cachedRoute();
  });
  afterAll(() => route.app.close());
  const get = (url: string, headers: Record<string, string> = {}) => route.app.inject({ url, headers });

  it("is sent again to the same address without validating or loading, byte for byte", async () => {
    const first = await get("/things?page=2");
    const again = await get("/things?page=2");
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(route.counts).toEqual({ validated: 1, loaded: 1 });
    // The conditional request is still answered per request.
    const notModified = await get("/things?page=2", { "if-none-match": String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(route.counts).toEqual({ validated: 1, loaded: 1 });
  });

  it("validates another spelling of the same query, which then shares the answer", async () => {
    const before = { ...route.counts };
    const spelled = await get("/things?page=02");
    expect(spelled.json()).toEqual({ page: 2, loads: 1 });
    expect(route.counts).toEqual({ validated: before.validated + 1, loaded: before.loaded });
  });

  it("never answers a query that fails validation from memory", async () => {
    const before = { ...route.counts };
    for (let i = 0; i < 2; i++) expect((await get("/things?page=0")).statusCode).toBe(400);
    expect(route.counts.loaded).toBe(before.loaded);
  });

  it("is not sent once the catalogue version has moved: the next request reads again", async () => {
    const before = { ...route.counts };
    await route.version.bump();
    const fresh = await get("/things?page=2");
    expect(fresh.json()).toEqual({ page: 2, loads: before.loaded + 1 });
    expect(route.counts).toEqual({ validated: before.validated + 1, loaded: before.loaded + 1 });
    await get("/things?page=2");
    expect(route.counts).toEqual({ validated: before.validated + 1, loaded: before.loaded + 1 });
  });
});
