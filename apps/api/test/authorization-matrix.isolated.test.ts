import { randomUUID } from "node:crypto";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { solidImage } from "./fixtures/images/generate.ts";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { jobBody } from "./helpers/jobs.ts";
import { routeEntries, type RouteEntry } from "./helpers/route-table.ts";
import { catalogue, createVendorTestApp, uploadImage } from "./helpers/vendor.ts";
import { accountRows } from "./authorization-matrix/accounts.ts";
import { adminRows } from "./authorization-matrix/admin.ts";
import { catalogueRows } from "./authorization-matrix/catalogue.ts";
import { allRows, env, type Fixture, type Row } from "./authorization-matrix/context.ts";
import { makeFixture } from "./authorization-matrix/fixtures.ts";
import { hiringRows } from "./authorization-matrix/hiring.ts";
import { messageRows } from "./authorization-matrix/messages.ts";
import { paymentRows } from "./authorization-matrix/payments.ts";
import { vendorRows } from "./authorization-matrix/vendor.ts";

const routeTable = vi.hoisted(() => [] as RouteOptions[]);
vi.mock("fastify", async (importOriginal) =>
  (await import("./helpers/route-table.ts")).withRouteTable(await importOriginal(), routeTable),
);

/**
 * One row per route, by area (authorization-matrix/; context.ts says what each access means): a
 * route the app has and these rows lack fails the test.
 */
const expectations = allRows(catalogueRows, accountRows, hiringRows, vendorRows, paymentRows, messageRows, adminRows);

let member: Account;
let other: Account;
let admin: Account;
let superAdmin: Account;
let routes: RouteEntry[];

beforeAll(async () => {
  env.t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  routes = routeEntries(routeTable);
  env.ids = await catalogue(env.t.database);
  env.jobPayload = await jobBody(env.t.database);
  [member, other, admin] = await Promise.all([
    createAccount(env.t.app),
    createAccount(env.t.app),
    createAccount(env.t.app),
  ]);
  await makeAdmin(env.t.database, admin.user._id);
  superAdmin = await createAccount(env.t.app);
  await makeAdmin(env.t.database, superAdmin.user._id, "Super-Admin");
});
afterAll(() => env.t?.close());

const images = new Map<string, Promise<string>>();
/** An image `account` uploaded, once per account. */
function imageOf(account: Account): Promise<string> {
  const known = images.get(account.user._id);
  if (known) return known;
  const uploaded = solidImage(16, 16, "png").then(
    async (bytes) => (await uploadImage(env.t.app, account.token, bytes))._id,
  );
  images.set(account.user._id, uploaded);
  return uploaded;
}

/** The route's URL with its parameters filled: the fixture's ids, or ones that need not exist. */
function urlOf(route: RouteEntry, fixture: Fixture | null, owner: Account): string {
  return route.url
    .replace(":itemId", fixture?.itemId ?? randomUUID())
    .replace(":attachmentId", fixture?.itemId ?? randomUUID())
    .replace(":id", fixture?.id ?? randomUUID())
    .replace(":userId", owner.user._id)
    .replace(":categoryId", env.ids.categoryId)
    .replace(":file", "listings-1.xml")
    .replace(/\*$/, "missing.png")
    .replace(/\/$/, "");
}

async function callAs(route: RouteEntry, row: Row, caller: Account | null, fixture: Fixture | null, owner: Account) {
  let token = caller?.token;
  // Logging out ends the session it is called with: a session of its own keeps the others' tokens alive.
  if (caller && row.endsSession) {
    const res = await env.t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: caller.email, password: caller.password },
    });
    token = res.json<{ token: string }>().token;
  }
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  // An admin works with the owner's images; anyone else with their own.
  const imageId = row.body && caller ? await imageOf(caller === admin ? owner : caller) : randomUUID();
  const res = await env.t.app.inject({
    method: route.method as "GET",
    url: urlOf(route, fixture, owner),
    headers: token ? bearer(token) : {},
    ...(hasBody ? { payload: row.body && fixture ? row.body(fixture, imageId) : {} } : {}),
  });
  return res.statusCode;
}

const allowed = (status: number) => status < 500 && status !== 401 && status !== 403;
const allowedOwn = (status: number) => allowed(status) && status !== 404;

describe("the authorization matrix", { timeout: 180_000 }, () => {
  it("has a row for every route the app serves, and none for a route it does not", () => {
    const keys = routes.map((route) => route.key);
    expect(keys.length).toBeGreaterThan(60);
    expect(keys.filter((key) => !(key in expectations))).toEqual([]);
    expect(Object.keys(expectations).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it("answers anonymous callers, users, other users and admins as each route's row says", async () => {
    const failures: string[] = [];
    const check = (route: RouteEntry, who: string, status: number, ok: boolean, expected: string) => {
      if (!ok) failures.push(`${route.key} as ${who}: ${status}, expected ${expected}`);
    };
    for (const route of routes) {
      const row = expectations[route.key];
      if (!row) continue;
      const owner = row.access === "owner" ? await createAccount(env.t.app) : member;
      const fixture = row.resource ? await makeFixture(row.resource, owner) : null;
      const anonymous = await callAs(route, row, null, fixture, owner);
      if (row.access === "public") {
        check(route, "anonymous", anonymous, allowed(anonymous), "neither 401 nor 403 nor 5xx");
        for (const [who, caller] of [
          ["a user", member],
          ["an admin", admin],
        ] as const) {
          const status = await callAs(route, row, caller, fixture, owner);
          check(route, who, status, allowed(status), "neither 401 nor 403 nor 5xx");
        }
        continue;
      }
      check(route, "anonymous", anonymous, anonymous === 401, "401");
      if (row.access !== "signed-in" && row.access !== "admin" && row.access !== "super-admin") {
        const stranger = await callAs(route, row, other, fixture, owner);
        const refusal =
          row.access === "role" ? 409 : row.access === "self-or-admin" || row.access === "self" ? 403 : 404;
        check(route, "another user", stranger, stranger === refusal, String(refusal));
      }
      const byOwner = await callAs(route, row, owner, fixture, owner);
      if (row.access === "admin" || row.access === "super-admin")
        check(route, "a user", byOwner, byOwner === 403, "403");
      else check(route, "its user", byOwner, allowedOwn(byOwner), "neither 401, 403, 404 nor 5xx");
      // An admin acts on another owner's resource, since the first may be gone (DELETE) and a
      // plan allows few ads.
      const adminOwner = row.resource ? await createAccount(env.t.app) : owner;
      const adminFixture = row.resource ? await makeFixture(row.resource, adminOwner) : null;
      const byAdmin = await callAs(route, row, admin, adminFixture, adminOwner);
      if (row.access === "party") check(route, "an admin", byAdmin, byAdmin === 404, "404");
      else if (row.access === "self") check(route, "an admin", byAdmin, byAdmin === 403, "403");
      else if (row.access === "role") check(route, "an admin", byAdmin, byAdmin === 409, "409");
      else if (row.access === "super-admin") {
        check(route, "an Admin", byAdmin, byAdmin === 403, "403");
        const bySuperAdmin = await callAs(route, row, superAdmin, adminFixture, adminOwner);
        check(route, "a Super-Admin", bySuperAdmin, allowedOwn(bySuperAdmin), "neither 401, 403, 404 nor 5xx");
      } else check(route, "an admin", byAdmin, allowedOwn(byAdmin), "neither 401, 403, 404 nor 5xx");
    }
    expect(failures).toEqual([]);
  });
});
