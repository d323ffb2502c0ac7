import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPlan, PlanUpdate } from "@mp/contracts/admin-plans";
import { adminPlanMessages } from "@mp/contracts/admin-plans";
import { subscriptions } from "@mp/db/schema/index";
import { ledgerBalance } from "../src/modules/credits/public.ts";
import { runSubscriptionWork } from "../src/modules/payments/schedule-tasks.ts";
import { limitsFor } from "../src/modules/plans/public.ts";
import { createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { buyPlan, PLANS } from "./helpers/payments.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { callApi, rows } from "./helpers/vendor.ts";
import { fileMailer, paymentsOf, workContext } from "./subscription-renewals-fixtures.ts";

let t: TestApp;
let admin: Account;
let member: Account;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
  [admin, member] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
  await makeAdmin(t.database, admin.user._id);
});
afterAll(() => t?.close());

type Answer<T> = { result: number; message: string; result_value: T; errors?: Record<string, string[]> };
const listPlans = async () =>
  (await callApi<Answer<AdminPlan[]>>(t.app, "GET", "/api/admin/plans", admin.token)).body.result_value;
const edit = (id: string, body: object, token = admin.token) =>
  callApi<Answer<AdminPlan>>(t.app, "PUT", `/api/admin/plans/${id}`, token, body);

/** The plan's current terms as an update, with `changes` on top. */
async function updateOf(id: string, changes: Partial<PlanUpdate>): Promise<PlanUpdate> {
  const plan = (await listPlans()).find((p) => p._id === id)!;
  return {
    priceCents: plan.priceCents,
    connectsPerPeriod: plan.connectsPerPeriod,
    freelancersPerPeriod: plan.freelancersPerPeriod,
    limits: plan.limitColumns,
    description: plan.description,
    active: plan.active,
    ...changes,
  };
}

describe("admin plans", () => {
  it("lists both families' plans, active or not, with their live subscribers", async () => {
    const buyer = await createAccount(t.app);
    await buyPlan(t.app, buyer.token, PLANS.userStandard);
    const { status, body } = await callApi<Answer<AdminPlan[]>>(t.app, "GET", "/api/admin/plans", admin.token);
    expect(status).toBe(200);
    expect(body.result_value.map((p) => [p.family, p.name])).toEqual([
      ["hire", "Basic"],
      ["hire", "Standard"],
      ["hire", "Premium"],
      ["user", "Basic"],
      ["user", "Standard"],
      ["user", "Premium"],
    ]);
    const standard = body.result_value.find((p) => p._id === PLANS.userStandard)!;
    expect(standard.activeSubscribers).toBeGreaterThanOrEqual(1);
    expect(standard.limitColumns).toEqual({ listings: 60, imagesPerListing: 40, bannerAds: 8, featureAds: 4 });
  });

  it("keeps a current subscriber's terms for this period and applies the edit from the next renewal", async () => {
    const subscriber = await createAccount(t.app);
    await buyPlan(t.app, subscriber.token, PLANS.userBasic);
    const userId = subscriber.user._id;
    expect(await ledgerBalance(t.database.db, userId, "connects")).toBe(40);

    const body = await updateOf(PLANS.userBasic, {
      priceCents: 1200,
      connectsPerPeriod: 60,
      limits: { listings: 3, imagesPerListing: 5, bannerAds: 1, featureAds: null },
      description: "  Edited.  ",
    });
    const saved = await edit(PLANS.userBasic, body);
    expect(saved.status).toBe(200);
    expect(saved.body.result_value).toMatchObject({ priceCents: 1200, connectsPerPeriod: 60, description: "Edited." });

    // New buyers see the new price at once.
    const publicPlans = await callApi<Answer<{ _id: string; priceCents: number }[]>>(
      t.app,
      "GET",
      "/api/plans?family=user",
    );
    expect(publicPlans.body.result_value.find((p) => p._id === PLANS.userBasic)!.priceCents).toBe(1200);

    // The subscriber keeps what this period was bought with: its numbers and its vendor limits.
    const own = await callApi<Answer<{ user: { plan: { priceCents: number; connectsPerPeriod: number } } }>>(
      t.app,
      "GET",
      "/api/subscription",
      subscriber.token,
    );
    expect(own.body.result_value.user.plan).toMatchObject({ priceCents: 900, connectsPerPeriod: 40 });
    expect(await limitsFor(t.database.db, userId)).toEqual({
      listings: 25,
      imagesPerListing: 30,
      bannerAds: 4,
      featureAds: 2,
    });

    // The period ends: the renewal charges and grants the plan as it stands now, and keeps those terms.
    const now = new Date();
    await t.database.db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(now.getTime() - 30 * 86_400_000),
        currentPeriodEnd: new Date(now.getTime() - 60_000),
      })
      .where(eq(subscriptions.userId, userId));
    const mail = await fileMailer();
    await runSubscriptionWork(workContext(t.database.db, mail.mailer), now);
    const renewal = (await paymentsOf(t.database.db, userId)).find((p) => p.kind === "renewal");
    expect(renewal).toMatchObject({ amountCents: 1200, status: "paid" });
    expect(await ledgerBalance(t.database.db, userId, "connects")).toBe(100);
    expect(await limitsFor(t.database.db, userId)).toEqual({
      listings: 3,
      imagesPerListing: 5,
      bannerAds: 1,
      featureAds: 1,
    });
    const [row] = await t.database.db
      .select({ terms: subscriptions.terms })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(row!.terms).toMatchObject({
      priceCents: 1200,
      connectsPerPeriod: 60,
      listingsLimit: 3,
      featureAdsLimit: null,
    });
  });

  it("prices and grants an upgrade from what this period was bought at, not from the plan as edited since", async () => {
    const subscriber = await createAccount(t.app);
    await buyPlan(t.app, subscriber.token, PLANS.userStandard);
    const premium = await updateOf(PLANS.userPremium, {});
    await edit(PLANS.userStandard, await updateOf(PLANS.userStandard, { priceCents: 3000, connectsPerPeriod: 200 }));
    // The whole period is left: the upgrade costs Premium's price less the 1,900 paid, not less 3,000.
    const upgrade = await buyPlan(t.app, subscriber.token, PLANS.userPremium);
    expect(upgrade).toMatchObject({ kind: "upgrade", amountCents: premium.priceCents - 1900 });
    // 100 connects came with Standard this period: the upgrade adds Premium's 250 less those.
    expect(await ledgerBalance(t.database.db, subscriber.user._id, "connects")).toBe(250);
    await edit(PLANS.userStandard, await updateOf(PLANS.userStandard, { priceCents: 1900, connectsPerPeriod: 100 }));
  });

  it("audits every change with before and after", async () => {
    const saved = await edit(
      PLANS.hireStandard,
      await updateOf(PLANS.hireStandard, { freelancersPerPeriod: 20, active: false }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.result_value.limits).toBeNull();
    const [audit] = await rows<{
      action: string;
      actor_id: string;
      before: { freelancersPerPeriod: number; active: boolean };
      after: { freelancersPerPeriod: number; active: boolean };
    }>(
      t.database,
      sql`select action, actor_id, before, after from audit_log where target_type = 'plan' and target_id = ${PLANS.hireStandard}`,
    );
    expect(audit).toMatchObject({ action: "plan.update", actor_id: admin.user._id });
    expect(audit!.before).toMatchObject({ freelancersPerPeriod: 15, active: true });
    expect(audit!.after).toMatchObject({ freelancersPerPeriod: 20, active: false });
    const hire = await callApi<Answer<{ _id: string }[]>>(t.app, "GET", "/api/plans?family=hire");
    expect(hire.body.result_value.map((p) => p._id)).not.toContain(PLANS.hireStandard);
  });

  it("refuses hostile input, unknown plans and users, changing nothing", async () => {
    const good = await updateOf(PLANS.userPremium, {});
    for (const body of [
      { ...good, priceCents: -1 },
      { ...good, priceCents: 1.5 },
      { ...good, priceCents: "900" },
      { ...good, priceCents: 1e12 },
      { ...good, connectsPerPeriod: 100_001 },
      { ...good, limits: { ...good.limits, listings: -3 } },
      { ...good, limits: { listings: 1 } },
      { ...good, description: "x".repeat(501) },
      { ...good, name: "Free" },
      { ...good, active: "yes" },
      {},
    ]) {
      const res = await edit(PLANS.userPremium, body);
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.body.result).toBe(0);
    }
    const unknown = await edit("00000000-0000-4000-8000-000000000000", good);
    expect(unknown).toMatchObject({ status: 404, body: { message: adminPlanMessages.notFound } });
    expect((await edit(PLANS.userPremium, { ...good, priceCents: 1 }, member.token)).status).toBe(403);
    expect((await callApi(t.app, "GET", "/api/admin/plans", member.token)).status).toBe(403);
    expect((await callApi(t.app, "GET", "/api/admin/plans")).status).toBe(401);
    expect((await listPlans()).find((p) => p._id === PLANS.userPremium)!.priceCents).toBe(3900);
  });
});
