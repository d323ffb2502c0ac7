import { randomUUID } from "node:crypto";
import type { onRequestHookHandler, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authMessages } from "@mp/contracts/auth";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { routeEntries } from "./helpers/route-table.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const routeTable = vi.hoisted(() => [] as RouteOptions[]);
vi.mock("fastify", async (importOriginal) =>
  (await import("./helpers/route-table.ts")).withRouteTable(await importOriginal(), routeTable),
);

/**
 * The admin routes only a Super-Admin may call; every other route under /api/admin is for Admin
 * and Super-Admin alike. A route added under /api/admin is covered by the matrix as soon as it
 * exists; one that checks for Super-Admin must be named here (the test compares this table with
 * the hook each route declares).
 */
const superAdminOnly = new Set<string>(["POST /api/admin/users/:id/role"]);

const isAdminPath = (url: string) => url === "/api/admin" || url.startsWith("/api/admin/");

let t: TestApp;
let user: Account;
let admin: Account;
let superAdmin: Account;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
  [user, admin, superAdmin] = await Promise.all([createAccount(t.app), createAccount(t.app), createAccount(t.app)]);
  await makeAdmin(t.database, admin.user._id, "Admin");
  await makeAdmin(t.database, superAdmin.user._id, "Super-Admin");
});
afterAll(() => t.close());

/** The route's path with each parameter an id that exists nowhere: the role check comes first. */
const concrete = (url: string) => url.replace(/:\w+/g, () => randomUUID());

function call(method: string, url: string, caller: Account | null) {
  const hasBody = method !== "GET" && method !== "DELETE";
  return t.app.inject({
    method: method as "GET",
    url: concrete(url),
    headers: caller ? bearer(caller.token) : {},
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe("every admin route × anonymous, user, admin, super-admin", () => {
  const adminRoutes = () => routeEntries(routeTable).filter((route) => isAdminPath(route.url));

  it("has admin routes to check, each guarded by requireAdmin or requireSuperAdmin as the table says", () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      const options = routeTable.find(
        (r) => r.url === route.url && [r.method].flat().includes(route.method as RouteOptions["method"] & string),
      )!;
      const hooks = [options.onRequest ?? []].flat() as onRequestHookHandler[];
      const guard = hooks.includes(t.app.requireSuperAdmin as onRequestHookHandler)
        ? "super-admin"
        : hooks.includes(t.app.requireAdmin as onRequestHookHandler)
          ? "admin"
          : "none";
      expect(guard, `${route.key} declares requireAdmin or requireSuperAdmin`).not.toBe("none");
      expect(guard === "super-admin", `${route.key}: Super-Admin only in the table and in its hook alike`).toBe(
        superAdminOnly.has(route.key),
      );
    }
  });

  it("answers 401 to anonymous callers, 403 to users, and lets admins in as each route declares", async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const anonymous = await call(route.method, route.url, null);
      if (anonymous.statusCode !== 401) failures.push(`${route.key}: anonymous got ${anonymous.statusCode}, not 401`);
      else if (anonymous.json().message !== authMessages.signInRequired)
        failures.push(`${route.key}: anonymous told "${anonymous.json().message}"`);

      const byUser = await call(route.method, route.url, user);
      if (byUser.statusCode !== 403) failures.push(`${route.key}: a user got ${byUser.statusCode}, not 403`);
      else if (byUser.json().message !== authMessages.adminDenied)
        failures.push(`${route.key}: a user told "${byUser.json().message}"`);

      // Past the role check an unknown id or an empty body answers 400, 404 or 409 — never 401, 403 or 5xx.
      const passed = (status: number) => status !== 401 && status !== 403 && status < 500;
      const byAdmin = await call(route.method, route.url, admin);
      if (superAdminOnly.has(route.key)) {
        if (byAdmin.statusCode !== 403) failures.push(`${route.key}: an admin got ${byAdmin.statusCode}, not 403`);
      } else if (!passed(byAdmin.statusCode)) {
        failures.push(`${route.key}: an admin got ${byAdmin.statusCode}`);
      }
      const bySuper = await call(route.method, route.url, superAdmin);
      if (!passed(bySuper.statusCode)) failures.push(`${route.key}: a super-admin got ${bySuper.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
