import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerBalance } from "../src/modules/credits/public.ts";
import { testRenewalPaymentId } from "../src/modules/payments/renewal.ts";
import { runSubscriptionWork } from "../src/modules/payments/schedule-tasks.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import {
  DAY,
  eventsOf,
  fileMailer,
  insertUser,
  ledgerOf,
  paymentsOf,
  plan,
  subscribe,
  subscriptionRow,
  userRow,
  workContext,
} from "./subscription-renewals-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A clock far from the real one, so that subscriptions the other tests of this file make are never due. */
const base = new Date("2031-03-01T12:00:00.000Z");
const at = (days: number) => new Date(base.getTime() + days * DAY);

async function work(now: Date, overrides: Parameters<typeof workContext>[2] = {}) {
  const mail = await fileMailer();
  const run = await runSubscriptionWork(workContext(t.database.db, mail.mailer, overrides), now);
  return { run, mail };
}

describe("test-mode renewal", () => {
  it("renews a live subscription whose period ended: a renewal payment, the next period, the period's connects", async () => {
    const user = await insertUser(t.database.db);
    const sub = await subscribe(t.database.db, user.id, plan.userBasic, { periodEnd: at(100) });

    // Not yet: a second before the period's end nothing is renewed.
    await work(new Date(at(100).getTime() - 1000));
    expect(await paymentsOf(t.database.db, user.id)).toHaveLength(0);

    const { run } = await work(at(100.5));
    expect(run.renewals.handled).toBeGreaterThanOrEqual(1);
    const paid = await paymentsOf(t.database.db, user.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      kind: "renewal",
      status: "paid",
      provider: "test",
      amountCents: 900,
      currency: "usd",
      subscriptionId: sub.id,
      planId: plan.userBasic.id,
      providerPaymentId: testRenewalPaymentId(sub.id, at(100)),
      periodStart: at(100),
      periodEnd: at(130),
    });
    expect(paid[0]!.receiptNumber).toMatch(/^MSM-\d{4}-[0-9A-F]{10}$/);
    const renewed = await subscriptionRow(t.database.db, sub.id);
    expect(renewed).toMatchObject({ status: "active", currentPeriodStart: at(100), currentPeriodEnd: at(130) });

    // 40 from the purchase and 40 from the renewal, carried over; the ledger agrees with the cache.
    const account = await userRow(t.database.db, user.id);
    expect(account.connects).toBe(80);
    expect(account.planType).toBe("Basic");
    expect(await ledgerBalance(t.database.db, user.id, "connects")).toBe(80);
    const rows = await ledgerOf(t.database.db, user.id);
    expect(rows.map((r) => [r.reason, r.delta, r.referenceType, r.referenceId])).toEqual([
      ["grant", 40, "subscription", sub.id],
      ["renewal", 40, "payment", paid[0]!.id],
    ]);
    expect(await eventsOf(t.database.db, user.id, "subscription_renewed")).toEqual([{ detail: "Basic" }]);

    // The same moment again, and later within the new period: nothing more.
    await work(at(100.5));
    await work(at(129));
    expect(await paymentsOf(t.database.db, user.id)).toHaveLength(1);
    expect((await userRow(t.database.db, user.id)).connects).toBe(80);
  });

  it("renews a hire plan with its Remaining Freelancer allowance, and leaves connects alone", async () => {
    const user = await insertUser(t.database.db);
    await subscribe(t.database.db, user.id, plan.hireBasic, { periodEnd: at(200) });
    await work(at(200));
    const account = await userRow(t.database.db, user.id);
    expect(account).toMatchObject({ remainingFreelancers: 10, connects: 0, hirePlanType: "Basic" });
    expect(account.hireFreelancerAvailable).toBe(true);
    expect((await paymentsOf(t.database.db, user.id)).map((p) => p.amountCents)).toEqual([1500]);
  });

  it("catches up each missed period when the server was off, one payment and one grant per period", async () => {
    const user = await insertUser(t.database.db);
    const sub = await subscribe(t.database.db, user.id, plan.userBasic, { periodEnd: at(300) });
    await work(at(365));
    const paid = await paymentsOf(t.database.db, user.id);
    expect(paid.map((p) => [p.periodStart, p.periodEnd])).toEqual([
      [at(300), at(330)],
      [at(330), at(360)],
      [at(360), at(390)],
    ]);
    expect((await subscriptionRow(t.database.db, sub.id)).currentPeriodEnd).toEqual(at(390));
    expect((await userRow(t.database.db, user.id)).connects).toBe(160);
  });

  it("does not renew what is set to end, what Stripe renews, or a past-due subscription", async () => {
    const canceling = await insertUser(t.database.db);
    await subscribe(t.database.db, canceling.id, plan.userBasic, { periodEnd: at(400), cancelAtPeriodEnd: true });
    const stripe = await insertUser(t.database.db);
    const stripeSub = await subscribe(t.database.db, stripe.id, plan.userBasic, {
      periodEnd: at(400),
      provider: "stripe",
    });
    const pastDue = await insertUser(t.database.db);
    await subscribe(t.database.db, pastDue.id, plan.userBasic, {
      periodEnd: at(400),
      provider: "stripe",
      status: "past_due",
    });
    await work(at(401));
    for (const user of [canceling, stripe, pastDue]) expect(await paymentsOf(t.database.db, user.id)).toHaveLength(0);
    // Stripe renews its own: an active Stripe subscription past its period is left to the webhook.
    expect(await subscriptionRow(t.database.db, stripeSub.id)).toMatchObject({
      status: "active",
      currentPeriodEnd: at(400),
    });
    expect((await userRow(t.database.db, stripe.id)).connects).toBe(40);
  });
});

describe("expiry", () => {
  it("expires a subscription set to end once its period is over: status, cached plan, unspent connects, event", async () => {
    const user = await insertUser(t.database.db);
    const sub = await subscribe(t.database.db, user.id, plan.userPremium, {
      periodEnd: at(500),
      cancelAtPeriodEnd: true,
    });

    await work(new Date(at(500).getTime() - 1000));
    expect((await subscriptionRow(t.database.db, sub.id)).status).toBe("active");

    await work(at(500));
    const ended = await subscriptionRow(t.database.db, sub.id);
    expect(ended.status).toBe("expired");
    expect(ended.canceledAt).not.toBeNull();
    const account = await userRow(t.database.db, user.id);
    expect(account).toMatchObject({ planType: null, connects: 0 });
    expect(await ledgerBalance(t.database.db, user.id, "connects")).toBe(0);
    const expiry = (await ledgerOf(t.database.db, user.id)).filter((r) => r.reason === "expiry");
    expect(expiry.map((r) => [r.delta, r.balanceAfter, r.referenceType, r.referenceId])).toEqual([
      [-250, 0, "subscription", sub.id],
    ]);
    expect(await eventsOf(t.database.db, user.id, "subscription_expired")).toEqual([{ detail: "Premium" }]);
    expect(await paymentsOf(t.database.db, user.id)).toHaveLength(0);

    // Run again: the expiry and its ledger row happen once.
    await work(at(501));
    expect((await ledgerOf(t.database.db, user.id)).filter((r) => r.reason === "expiry")).toHaveLength(1);
    expect(await eventsOf(t.database.db, user.id, "subscription_expired")).toHaveLength(1);
  });

  it("ends a hire plan: Remaining Freelancer expires, hiring is no longer available, connects stay", async () => {
    const user = await insertUser(t.database.db);
    await subscribe(t.database.db, user.id, plan.userBasic, { periodEnd: at(640) });
    const hire = await subscribe(t.database.db, user.id, plan.hireBasic, {
      periodEnd: at(600),
      cancelAtPeriodEnd: true,
    });
    await work(at(600));
    expect((await subscriptionRow(t.database.db, hire.id)).status).toBe("expired");
    const account = await userRow(t.database.db, user.id);
    expect(account).toMatchObject({
      hirePlanType: null,
      hireFreelancerAvailable: false,
      remainingFreelancers: 0,
      planType: "Basic",
      connects: 40,
    });
  });

  it("expires a past-due subscription only once the grace period after its period's end is over", async () => {
    const user = await insertUser(t.database.db);
    const sub = await subscribe(t.database.db, user.id, plan.userBasic, {
      periodEnd: at(700),
      provider: "stripe",
      status: "past_due",
    });
    await work(at(713), { pastDueGraceDays: 14 });
    expect((await subscriptionRow(t.database.db, sub.id)).status).toBe("past_due");
    await work(at(714), { pastDueGraceDays: 14 });
    expect((await subscriptionRow(t.database.db, sub.id)).status).toBe("expired");
    expect((await userRow(t.database.db, user.id)).connects).toBe(0);
  });

  it("is Stripe mode's safety net too: a Stripe subscription set to end is expired when its period is over", async () => {
    const user = await insertUser(t.database.db);
    const sub = await subscribe(t.database.db, user.id, plan.userBasic, {
      periodEnd: at(800),
      provider: "stripe",
      cancelAtPeriodEnd: true,
    });
    await work(at(800.1));
    expect((await subscriptionRow(t.database.db, sub.id)).status).toBe("expired");
  });
});
