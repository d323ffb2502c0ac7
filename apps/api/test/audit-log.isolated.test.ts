import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteOptions } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog } from "@mp/db/schema/index";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import { auditCount, createAuditTestApp, paidPurchase } from "./helpers/audit.ts";
import { routeEntries, type RouteEntry } from "./helpers/route-table.ts";
import type { TestApp } from "./helpers/test-app.ts";

const routeTable = vi.hoisted(() => [] as RouteOptions[]);
vi.mock("fastify", async (importOriginal) =>
  (await import("./helpers/route-table.ts")).withRouteTable(await importOriginal(), routeTable),
);

let t: TestApp;
let admin: Account;
let superAdmin: Account;

beforeAll(async () => {
  ({ t, admin, superAdmin } = await createAuditTestApp());
});
afterAll(() => t.close());

type Success = { url: string; payload?: object; caller?: Account };

async function api<T>(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object): Promise<T> {
  const res = await t.app.inject({ method, url, headers: bearer(superAdmin.token), ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ result_value: T }>().result_value;
}

type Catalogue = {
  categories: { _id: string; name: string; subcategories: { _id: string }[] }[];
  iconNames: string[];
};
const catalogue = () => api<Catalogue>("GET", "/api/admin/categories");
let made = 0;
/** A category of this test's own, with one empty subcategory. */
async function ownCategory() {
  const { iconNames } = await catalogue();
  made += 1;
  const { _id } = await api<{ _id: string }>("POST", "/api/admin/categories", {
    name: `Audit shelf ${made} ${Date.now() % 100000}`,
    iconName: iconNames[0],
    hue: 200,
  });
  const sub = await api<{ _id: string }>("POST", `/api/admin/categories/${_id}/subcategories`, {
    name: `Audit corner ${made}`,
  });
  return { id: _id, subcategoryId: sub._id };
}

/** A public listing of the seeded catalogue that nobody has hidden. */
async function publicListingId(): Promise<string> {
  const rows = await t.database.db.execute(
    sql`select id from listings where hidden_at is null order by created_at limit 1 offset ${made++}`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { id: string }[] }).rows) as { id: string }[];
  return list[0]!.id;
}

/**
 * How to make each mutating admin route succeed once. A POST, PUT, PATCH or DELETE under
 * /api/admin without a recipe here fails the test: whoever adds the route adds its recipe.
 * (Recipes may call other admin routes to set things up; only the route's own call is counted.)
 */
const recipes: Record<string, () => Promise<Success>> = {
  "POST /api/admin/payments/:id/refund": async () => ({
    url: `/api/admin/payments/${await paidPurchase(t)}/refund`,
    payload: { note: "Audit test" },
  }),
  "POST /api/admin/users/:id/suspend": async () => ({
    url: `/api/admin/users/${(await createAccount(t.app)).user._id}/suspend`,
    payload: { note: "Audit test" },
  }),
  "POST /api/admin/users/:id/restore": async () => {
    const { user } = await createAccount(t.app);
    await api("POST", `/api/admin/users/${user._id}/suspend`, { note: "Audit test" });
    return { url: `/api/admin/users/${user._id}/restore`, payload: { note: "Back" } };
  },
  "POST /api/admin/users/:id/role": async () => ({
    url: `/api/admin/users/${(await createAccount(t.app)).user._id}/role`,
    payload: { role: "Admin" },
  }),
  "POST /api/admin/users/:id/password-reset": async () => ({
    url: `/api/admin/users/${(await createAccount(t.app)).user._id}/password-reset`,
  }),
  "POST /api/admin/users/:id/connects": async () => ({
    url: `/api/admin/users/${(await createAccount(t.app)).user._id}/connects`,
    payload: { delta: 5, reason: "Audit test" },
  }),
  "POST /api/admin/categories": async () => ({
    url: "/api/admin/categories",
    payload: { name: `Audit new ${Date.now() % 100000}`, iconName: (await catalogue()).iconNames[0], hue: 10 },
  }),
  "PUT /api/admin/categories/order": async () => {
    const ids = (await catalogue()).categories.map((c) => c._id);
    return { url: "/api/admin/categories/order", payload: { ids: [...ids.slice(1), ids[0]] } };
  },
  "POST /api/admin/categories/:id/move": async () => ({
    url: `/api/admin/categories/${(await ownCategory()).id}/move`,
    payload: { direction: "up" },
  }),
  "PUT /api/admin/categories/:id": async () => ({
    url: `/api/admin/categories/${(await ownCategory()).id}`,
    payload: { name: `Audit renamed ${Date.now() % 100000}`, iconName: (await catalogue()).iconNames[1], hue: 20 },
  }),
  "DELETE /api/admin/categories/:id": async () => {
    const [gone, target] = [await ownCategory(), await ownCategory()];
    return {
      url: `/api/admin/categories/${gone.id}`,
      payload: { targetCategoryId: target.id, subcategories: [{ id: gone.subcategoryId, into: null }] },
    };
  },
  "POST /api/admin/categories/:id/subcategories": async () => ({
    url: `/api/admin/categories/${(await ownCategory()).id}/subcategories`,
    payload: { name: "Audit nook" },
  }),
  "PUT /api/admin/categories/:id/subcategories/order": async () => {
    const own = await ownCategory();
    const second = await api<{ _id: string }>("POST", `/api/admin/categories/${own.id}/subcategories`, {
      name: "Audit second",
    });
    return {
      url: `/api/admin/categories/${own.id}/subcategories/order`,
      payload: { ids: [second._id, own.subcategoryId] },
    };
  },
  "POST /api/admin/subcategories/:id/move": async () => {
    const own = await ownCategory();
    await api("POST", `/api/admin/categories/${own.id}/subcategories`, { name: "Audit after" });
    return { url: `/api/admin/subcategories/${own.subcategoryId}/move`, payload: { direction: "down" } };
  },
  "PUT /api/admin/subcategories/:id": async () => ({
    url: `/api/admin/subcategories/${(await ownCategory()).subcategoryId}`,
    payload: { name: "Audit renamed corner" },
  }),
  "DELETE /api/admin/subcategories/:id": async () => ({
    url: `/api/admin/subcategories/${(await ownCategory()).subcategoryId}`,
    payload: { targetSubcategoryId: null },
  }),
  "POST /api/admin/reports/hide": async () => ({
    url: "/api/admin/reports/hide",
    payload: { targetType: "listing", targetId: await publicListingId(), note: "Audit test" },
  }),
  "POST /api/admin/reports/restore": async () => {
    const targetId = await publicListingId();
    await api("POST", "/api/admin/reports/hide", { targetType: "listing", targetId, note: "Audit test" });
    return { url: "/api/admin/reports/restore", payload: { targetType: "listing", targetId, note: "Fine after all" } };
  },
  "POST /api/admin/reports/dismiss": async () => {
    const targetId = await publicListingId();
    const reporter = await createAccount(t.app);
    const filed = await t.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: bearer(reporter.token),
      payload: { targetType: "listing", targetId, reason: "spam", note: "Audit test" },
    });
    if (filed.statusCode >= 300) throw new Error(`report: ${filed.statusCode} ${filed.body}`);
    return { url: "/api/admin/reports/dismiss", payload: { targetType: "listing", targetId } };
  },
  "PUT /api/admin/plans/:id": async () => {
    type Plan = {
      _id: string;
      family: string;
      priceCents: number;
      connectsPerPeriod: number;
      freelancersPerPeriod: number;
      description?: string;
      active: boolean;
      limitColumns: {
        listings: number | null;
        imagesPerListing: number | null;
        bannerAds: number | null;
        featureAds: number | null;
      };
    };
    const plan = (await api<Plan[]>("GET", "/api/admin/plans")).find((p) => p.family === "user")!;
    return {
      url: `/api/admin/plans/${plan._id}`,
      payload: {
        priceCents: plan.priceCents + 100,
        connectsPerPeriod: plan.connectsPerPeriod,
        freelancersPerPeriod: plan.freelancersPerPeriod,
        limits: plan.limitColumns,
        description: plan.description ?? "",
        active: plan.active,
      },
    };
  },
};

const mutating = (route: RouteEntry) =>
  ["POST", "PUT", "PATCH", "DELETE"].includes(route.method) && route.url.startsWith("/api/admin/");

describe("the audit log", () => {
  it("writes exactly one row for each admin mutation that succeeds", async () => {
    const routes = routeEntries(routeTable).filter(mutating);
    expect(routes.length).toBeGreaterThanOrEqual(1);
    const missing = routes.filter((route) => !(route.key in recipes)).map((route) => route.key);
    expect(missing, "add a recipe for these routes to audit-log.isolated.test.ts").toEqual([]);
    for (const route of routes) {
      const recipe = await recipes[route.key]!();
      const before = await auditCount(t);
      const res = await t.app.inject({
        method: route.method as "POST",
        url: recipe.url,
        headers: bearer((recipe.caller ?? superAdmin).token),
        ...(route.method === "DELETE" && !recipe.payload ? {} : { payload: recipe.payload ?? {} }),
      });
      expect(res.statusCode, `${route.key}: ${res.body}`).toBeLessThan(300);
      expect(await auditCount(t), route.key).toBe(before + 1);
      const [row] = await t.database.db
        .select()
        .from(auditLog)
        .orderBy(sql`${auditLog.id} desc`)
        .limit(1);
      expect(row, route.key).toMatchObject({ actorId: superAdmin.user._id, actorEmail: superAdmin.user.email });
    }
  });

  it("writes no row for a refused admin mutation", async () => {
    const before = await auditCount(t);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/${await paidPurchase(t)}/refund`,
      headers: bearer(admin.token),
      payload: { note: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(await auditCount(t)).toBe(before);
  });

  it("refuses UPDATE, DELETE and TRUNCATE of its rows in the database", async () => {
    await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/${await paidPurchase(t)}/refund`,
      headers: bearer(admin.token),
      payload: { note: "For the trigger" },
    });
    const before = await auditCount(t);
    expect(before).toBeGreaterThan(0);
    await expect(t.database.db.update(auditLog).set({ note: "rewritten" })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await auditCount(t)).toBe(before);
    const notes = await t.database.db.select({ note: auditLog.note }).from(auditLog);
    expect(notes.map((n) => n.note)).not.toContain("rewritten");
  });

  it("has no code path that updates or deletes its rows", () => {
    const src = fileURLToPath(new URL("../src", import.meta.url));
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith(".ts")) files.push(path);
      }
    };
    walk(src);
    const offenders = files.filter((file) =>
      /\.(?:update|delete)\(\s*auditLog\b|(?:update|delete\s+from|truncate)\s+"?audit_log\b/i.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
