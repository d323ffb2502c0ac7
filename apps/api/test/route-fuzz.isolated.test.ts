import { sql } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { solidImage } from "./fixtures/images/generate.ts";
import { bearer, createAccount, login, PASSWORD, signupBody, type Account } from "./helpers/accounts.ts";
import { routeEntries, type RouteEntry } from "./helpers/route-table.ts";
import {
  catalogue,
  createListing,
  createPublishedListing,
  createVendorTestApp,
  listingBody,
  rows,
  uploadImage,
  type VendorTestApp,
} from "./helpers/vendor.ts";

const routeTable = vi.hoisted(() => [] as RouteOptions[]);
vi.mock("fastify", async (importOriginal) =>
  (await import("./helpers/route-table.ts")).withRouteTable(await importOriginal(), routeTable),
);

/** Fixed, so that a failure is found again; FUZZ_SEED and FUZZ_RUNS explore further. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
/**
 * A stall, not a speed limit (speed is measured by `npm run bench`): an input that holds a request
 * this long — a backtracking pattern, a lock never released — fails even on a loaded machine.
 */
const STALL_MS = 10_000;

let t: VendorTestApp;
let attacker: Account;
let victim: Account;
/** Ids of the victim's things: generated paths and bodies aim at them. */
let victimIds: string[];
/** The attacker's own things, so that generated requests also reach the paths that write. */
let own: Resources;
/** Valid bodies of the routes that take one: generated bodies start from them and change a field or two. */
let validBodies: Record<string, object>;

type Resources = {
  listing: string;
  draft: string;
  image: string;
  galleryItem: string;
  banner: string;
  feature: string;
};
const today = new Date().toISOString().slice(0, 10);
const bannerBody = (imageId: string) => ({
  title: "Spring sale",
  imageId,
  linkUrl: "https://example.org/",
  placement: "home",
  categoryId: null,
  startsAt: today,
  endsAt: today,
});
const period = () => ({
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  endsAt: new Date(Date.now() + 86_400_000).toISOString(),
});

/** A published listing with a gallery item, a draft, a banner ad and a feature ad of `account`'s. */
async function resourcesOf(account: Account, ids: { categoryId: string; subcategoryId: string }): Promise<Resources> {
  const { listing, cover } = await createPublishedListing(t.app, account.token, ids);
  const draft = await createListing(t.app, account.token, listingBody(ids, { name: "A draft" }));
  const image = await uploadImage(t.app, account.token, await solidImage(16, 16, "png"));
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: "POST", url, headers: bearer(account.token), payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ result_value: { _id: string } }>().result_value._id;
  };
  return {
    listing: listing._id,
    draft: draft._id,
    image: cover._id,
    galleryItem: await post(`/api/vendor/listings/${listing._id}/images`, { imageId: image._id }),
    banner: await post("/api/vendor/banner-ads", bannerBody(image._id)),
    feature: await post("/api/vendor/feature-ads", { listingId: listing._id, ...period() }),
  };
}

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  const ids = await catalogue(t.database);
  [attacker, victim] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
  const theirs = await resourcesOf(victim, ids);
  victimIds = [victim.user._id, ...Object.values(theirs)];
  own = await resourcesOf(attacker, ids);
  validBodies = {
    "POST /api/auth/signup": signupBody(),
    "POST /api/auth/login": { email: attacker.email, password: PASSWORD },
    "POST /api/auth/forgot-password": { email: attacker.email },
    "POST /api/auth/reset-password": { token: "a".repeat(43), password: PASSWORD },
    "PUT /api/account/phone": { phone: "+1 202 555 0123" },
    "POST /api/account/email/confirm": { token: "a".repeat(114) },
    "POST /api/listings/:id/events": { type: "view" },
    "POST /api/banner-ads/:id/events": { type: "impression" },
    "POST /api/vendor/listings": listingBody(ids),
    "PUT /api/vendor/listings/:id": listingBody(ids),
    "PUT /api/vendor/listings/:id/fields": { fields: [{ label: "Size", type: "text", value: "Large" }] },
    "POST /api/vendor/listings/:id/images": { imageId: own.image },
    "PATCH /api/vendor/listings/:id/images/:itemId": { caption: "A caption" },
    "PUT /api/vendor/listings/:id/images/order": { imageIds: [own.galleryItem] },
    "POST /api/vendor/banner-ads/": bannerBody(own.image),
    "PUT /api/vendor/banner-ads/:id": bannerBody(own.image),
    "POST /api/vendor/feature-ads/": { listingId: own.listing, ...period() },
    "PUT /api/vendor/feature-ads/:id": period(),
  };
});
afterAll(() => t?.close());

/** Everything the victim owns, as stored (view and click counts, which anyone may add to, apart). */
async function victimData(): Promise<string> {
  const id = victim.user._id;
  const listingIds = sql`(select id from listings where vendor_id = ${id})`;
  const queries = [
    sql`select * from users where id = ${id}`,
    sql`select * from sessions where user_id = ${id} order by id`,
    sql`select * from vendor_profiles where user_id = ${id}`,
    sql`select * from stored_images where owner_id = ${id} order by id`,
    sql`select * from listings where vendor_id = ${id} order by id`,
    sql`select * from listing_images where listing_id in ${listingIds} order by id`,
    sql`select * from listing_fields where listing_id in ${listingIds} order by id`,
    sql`select * from banner_ads where vendor_id = ${id} order by id`,
    sql`select * from feature_ads where vendor_id = ${id} order by id`,
  ];
  const tables = await Promise.all(queries.map((query) => rows(t.database, query)));
  return JSON.stringify(tables);
}

/** The field names a route's zod schema (querystring or body) declares, if it is an object. */
const declaredKeys = (schema: unknown): string[] =>
  Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom("", " ", "-1", "0", "1e309", "NaN", "null", "true", "../../etc/passwd", "%00", "a".repeat(5_000)),
);
const scalar = () =>
  fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(...victimIds));
const value = () =>
  fc.oneof(
    scalar(),
    fc.array(scalar(), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), scalar(), { maxKeys: 3 }),
  );

/** `valid` with a field or two replaced by generated values, or left out. */
function mutated(valid: object) {
  const keys = Object.keys(valid);
  const change = fc.dictionary(fc.constantFrom(...keys), fc.option(value(), { nil: undefined }), {
    minKeys: 1,
    maxKeys: 2,
  });
  return change.map((changes) => JSON.parse(JSON.stringify({ ...valid, ...changes })) as object);
}

function requestArbitrary(route: RouteEntry, options: RouteOptions) {
  const params = route.url.match(/:\w+|\*/g) ?? [];
  const paramValue = fc.oneof(fc.constantFrom(...victimIds), fc.constantFrom(...Object.values(own)), fc.uuid(), text);
  const valid = validBodies[route.key];
  const queryKey = fc.oneof(
    fc.constantFrom(...declaredKeys(options.schema?.querystring), "page", "limit"),
    fc.string({ maxLength: 10 }),
  );
  const bodyKeys = declaredKeys(options.schema?.body);
  const bodyKey = bodyKeys.length
    ? fc.oneof(fc.constantFrom(...bodyKeys), fc.string({ maxLength: 10 }))
    : fc.string({ maxLength: 10 });
  return fc.record({
    params: fc.tuple(...params.map(() => paramValue)),
    query: fc.dictionary(queryKey, fc.oneof(text, fc.integer().map(String)), { maxKeys: 4 }),
    body: fc.oneof(
      fc.constant(undefined),
      fc.dictionary(bodyKey, value(), { maxKeys: 8 }),
      fc.jsonValue({ maxDepth: 2 }),
      ...(valid ? [fc.constant(valid), mutated(valid), mutated(valid)] : []),
    ),
    signedIn: fc.boolean(),
  });
}

function urlOf(route: RouteEntry, params: string[], query: Record<string, string>): string {
  let index = 0;
  const path = route.url.replace(/:\w+|\*/g, () => encodeURIComponent(params[index++] ?? ""));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

describe("every route, driven with generated paths, queries and bodies", { timeout: 240_000 }, () => {
  it("never answers 5xx, never stalls, and never changes another user's data", async () => {
    const before = await victimData();
    const routes = routeEntries(routeTable);
    const options = new Map<string, RouteOptions>(
      routeTable.flatMap((route) => [route.method].flat().map((method) => [`${method} ${route.url}`, route] as const)),
    );
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const route of routes) {
      const property = fc.asyncProperty(requestArbitrary(route, options.get(route.key)!), async (request) => {
        const url = urlOf(route, request.params, request.query);
        const hasBody = route.method !== "GET" && request.body !== undefined;
        const headers = {
          ...(request.signedIn ? bearer(attacker.token) : {}),
          ...(hasBody ? { "content-type": "application/json" } : {}),
        };
        const startedAt = performance.now();
        const res = await t.app.inject({
          method: route.method as "GET",
          url,
          headers,
          ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
        });
        const ms = performance.now() - startedAt;
        // A successful logout ends the attacker's session: sign in again for the next runs.
        if (route.key === "POST /api/auth/logout" && res.statusCode === 200) {
          attacker = { ...attacker, token: (await login(t.app, attacker.email)).json<{ token: string }>().token };
        }
        if (res.statusCode >= 500)
          throw new Error(`${route.method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (ms > STALL_MS) throw new Error(`${route.method} ${url}: ${Math.round(ms)} ms`);
      });
      const details = await fc.check(property, { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true });
      if (details.failed) failures.push(`${route.key}: ${String(details.errorInstance)}`);
    }
    expect(failures).toEqual([]);
    expect(await victimData()).toBe(before);
  });
});
