import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "@mp/contracts/admin-dashboard";
import { payments } from "@mp/db/schema/index";
import { windowOf } from "../src/modules/admin-dashboard/dashboard.ts";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { buyPlan, PLANS } from "./helpers/payments.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

describe("GET /api/admin/dashboard", () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
    admin = await createAccount(t.app);
    await makeAdmin(t.database, admin.user._id);
    t.app.mailer.sendInBackground = () => undefined;
    // Today: two purchases, one of them refunded (Basic $9 kept, Standard $19 given back).
    const [a, b] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
    await buyPlan(t.app, a.token, PLANS.userBasic);
    await buyPlan(t.app, b.token, PLANS.userStandard);
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.userId, b.user._id));
    const refunded = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/${paid!.id}/refund`,
      headers: bearer(admin.token),
      payload: { note: "Dashboard test" },
    });
    expect(refunded.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const read = async (range: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/dashboard?range=${range}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result_value: Dashboard }>().result_value;
  };

  it("counts per day over 30 days, today last, with totals and the revenue net of refunds", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const dashboard = await read("30d");
    expect(dashboard).toMatchObject({ range: "30d", bucket: "day", to: today });
    expect(dashboard.series).toHaveLength(30);
    expect(dashboard.series.at(-1)!.bucket).toBe(today);
    expect(dashboard.series.at(-1)!.signups).toBeGreaterThanOrEqual(3);
    const sum = dashboard.series.reduce((n, p) => n + p.signups, 0);
    expect(dashboard.totals.signups).toBe(sum);
    const usd = dashboard.revenue.filter((r) => r.currency === "usd" && r.bucket === today);
    expect(usd.reduce((n, r) => n + r.netCents, 0)).toBeGreaterThanOrEqual(900);
    // The refunded $19 counts for nothing: what is left today is a multiple of the kept purchases.
    const all = await t.database.db.select().from(payments);
    const expected = all.filter((p) => p.status !== "failed").reduce((n, p) => n + p.amountCents, 0);
    expect(dashboard.totals.revenue.find((r) => r.currency === "usd")?.netCents).toBe(expected);
  });

  it("counts per week over 90 days and per month over 12 months", async () => {
    const weeks = await read("90d");
    expect(weeks.bucket).toBe("week");
    expect(weeks.series.length).toBeGreaterThanOrEqual(13);
    expect(weeks.series.length).toBeLessThanOrEqual(14);
    expect(new Date(`${weeks.series[0]!.bucket}T00:00:00Z`).getUTCDay()).toBe(1);
    const months = await read("12m");
    expect(months.bucket).toBe("month");
    expect(months.series).toHaveLength(12);
    expect(months.series.every((p) => p.bucket.endsWith("-01"))).toBe(true);
    expect(months.totals.signups).toBeGreaterThanOrEqual(weeks.series.at(-1)!.signups);
  });

  it("refuses an unknown range and any other parameter with 400", async () => {
    for (const query of ["?range=7d", "?range=", "?range=30d&x=1", "?range=30d%27"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/admin/dashboard${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("places its buckets in UTC whatever the hour", () => {
    expect(windowOf("30d", new Date("2026-03-01T23:59:59Z"))).toMatchObject({ from: "2026-01-31", last: "2026-03-01" });
    expect(windowOf("90d", new Date("2026-11-25T10:00:00Z"))).toMatchObject({ unit: "week", last: "2026-11-23" });
    expect(windowOf("12m", new Date("2026-01-15T00:00:00Z"))).toMatchObject({ from: "2025-02-01", last: "2026-01-01" });
  });
});
