import type * as FastifyModule from "fastify";
import type { RouteOptions } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAccount, makeAdmin } from "./helpers/accounts.ts";
import { createAccountElsewhere } from "./helpers/admin-users.ts";
import { watchCatalogueWrites } from "./helpers/catalogue-writes.ts";
import { createTestApp } from "./helpers/test-app.ts";
import { catalogue, createListing, listingBody } from "./helpers/vendor.ts";
import { accountRows } from "./catalogue-invalidation/accounts.ts";
import { adminRows } from "./catalogue-invalidation/admin.ts";
import { adRows } from "./catalogue-invalidation/ads.ts";
import { ctx, type Row } from "./catalogue-invalidation/context.ts";
import { hiringRows } from "./catalogue-invalidation/hiring.ts";
import { jobRows } from "./catalogue-invalidation/jobs.ts";
import { messageRows } from "./catalogue-invalidation/messages.ts";
import { paymentRows } from "./catalogue-invalidation/payments.ts";
import { profileRows } from "./catalogue-invalidation/profiles.ts";
import { moderationRows, reviewRows } from "./catalogue-invalidation/reviews.ts";
import { savingRows } from "./catalogue-invalidation/saving.ts";
import { vendorRemovalRows, vendorRows } from "./catalogue-invalidation/vendor.ts";

// Every route the app registers, as its method and URL at the moment Fastify adds it: the route
// objects helpers/route-table.ts keeps change afterwards (a prefix's "/" route ends up with the "/").
const routeTable = vi.hoisted(() => [] as string[]);
vi.mock("fastify", async (importOriginal) => {
  const fastify = await importOriginal<typeof FastifyModule>();
  const withRouteTable = ((options: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook("onRoute", (route: RouteOptions) => {
      for (const method of [route.method].flat()) routeTable.push(`${method} ${route.url}`);
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: withRouteTable };
});

const isMutating = (route: string) => /^(?:POST|PUT|PATCH|DELETE) /.test(route);
const FORGETFUL_ROUTE = "POST /test/forgetful-write";

let observe: Awaited<ReturnType<typeof watchCatalogueWrites>>;

beforeAll(async () => {
  ctx.t = await createTestApp({
    // A write route that bypasses the catalogue writer: the check below must catch it.
    extraRoutes: (app) =>
      app.post("/test/forgetful-write", async () => {
        await app.database.db.execute(
          sql`update categories set name = name where id = (select id from categories order by id limit 1)`,
        );
        return { result: 1 };
      }),
  });
  observe = await watchCatalogueWrites(ctx.t);
  ctx.vendor = await createAccount(ctx.t.app);
  // The admin user routes: a suspension hides a listing, so its target has one before it is observed.
  ctx.users = { admin: await createAccountElsewhere(ctx.t.app), target: await createAccountElsewhere(ctx.t.app) };
  await makeAdmin(ctx.t.database, ctx.users.admin.user._id, "Super-Admin");
  await createListing(ctx.t.app, ctx.users.target.token, listingBody(await catalogue(ctx.t.database)));
});
afterAll(() => ctx.t?.close());

/**
 * A row for every mutating route, by area (catalogue-invalidation/), in the order they run: each
 * builds on the ones before. A new route fails the first test until it gets a row; its row then
 * proves that a write to the catalogue moves the version.
 */
const cases: Row[] = [
  ...accountRows,
  ...paymentRows,
  ...jobRows,
  ...messageRows,
  ...hiringRows,
  ...vendorRows,
  ...profileRows,
  ...adRows,
  ...savingRows,
  ...moderationRows,
  ...reviewRows,
  ...vendorRemovalRows,
  ...adminRows,
];

describe("cache invalidation over the route table", () => {
  it("has a row for every mutating route, and none for a route that is gone", () => {
    const mutating = routeTable.filter(isMutating).filter((route) => route !== FORGETFUL_ROUTE);
    expect(mutating.length).toBeGreaterThan(20);
    expect(cases.map(([route]) => route).sort()).toEqual([...new Set(mutating)].sort());
  });

  it.each(cases)("%s moves the catalogue version whenever it writes the catalogue", async (_route, entry) => {
    if ("accountsOnly" in entry) return;
    const seen = await observe(entry.request);
    expect(seen.status, seen.body).toBeLessThan(300);
    expect(seen.wrote).toBe(entry.catalogue);
    // A write the cached reads depend on must end their reuse; anything else must not (views, clicks, sign-ins).
    expect(seen.moved).toBe(seen.wrote);
  });

  it("catches a write route that goes around the catalogue writer", async () => {
    expect(routeTable).toContain(FORGETFUL_ROUTE);
    const seen = await observe(() => ctx.t.app.inject({ method: "POST", url: "/test/forgetful-write" }));
    expect(seen.status).toBe(200);
    expect(seen.wrote).toBe(true);
    expect(seen.moved).toBe(false);
  });
});
