import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutView } from "@mp/contracts/billing";
import { checkouts, subscriptions } from "@mp/db/schema/index";
import { bearer, createAccount } from "./helpers/accounts.ts";
import {
  billingState,
  buyPlan,
  getCheckout,
  makeClient,
  PLANS,
  startCheckout,
  testCheckoutAction,
} from "./helpers/payments.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("checkout in test mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "https://shop.example", AUTH_THROTTLE: "off" } });
  });
  afterAll(() => t.close());

  it("buys Basic: checkout, the test page's Pay through the webhook, then what was granted", async () => {
    const a = await createAccount(t.app);
    const opened = await startCheckout(t.app, a.token, { planId: PLANS.userBasic });
    expect(opened.statusCode).toBe(200);
    const { checkoutId, url } = opened.json().result_value;
    expect(url).toBe(`https://shop.example/testcheckout/${checkoutId}`);

    const open = (await getCheckout(t.app, a.token, checkoutId)).json().result_value as CheckoutView;
    expect(open).toMatchObject({ status: "open", kind: "new", amountCents: 900, currency: "usd", testMode: true });
    expect(open.plan).toMatchObject({ name: "Basic", family: "user", connectsPerPeriod: 40 });
    expect(open.granted).toBeNull();
    // Looking at the checkout grants nothing.
    expect((await billingState(t.database, a.user._id)).user.connects).toBe(0);

    const paid = await testCheckoutAction(t.app, a.token, checkoutId, "pay");
    expect(paid.statusCode).toBe(200);
    expect(paid.json().result_value).toEqual({
      status: "completed",
      redirectUrl: `https://shop.example/paymentsuccess?checkout=${checkoutId}`,
    });

    const done = (await getCheckout(t.app, a.token, checkoutId)).json().result_value as CheckoutView;
    expect(done.status).toBe("completed");
    expect(done.granted).toEqual({ connects: 40, freelancers: 0, connectsBalance: 40, freelancersBalance: 0 });
    expect(done.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: false, provider: "test" });
    const period = Date.parse(done.subscription!.currentPeriodEnd) - Date.parse(done.subscription!.currentPeriodStart);
    expect(period).toBe(30 * DAY_MS);

    const state = await billingState(t.database, a.user._id);
    expect(state.user).toMatchObject({ planType: "Basic", connects: 40 });
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({ kind: "purchase", amountCents: 900, status: "paid", provider: "test" });
    expect(state.payments[0]!.receiptNumber).toMatch(/^MSM-\d{4}-[0-9A-F]{10}$/);
    expect(state.ledger).toHaveLength(1);
    expect(state.ledger[0]).toMatchObject({ kind: "connects", delta: 40, reason: "grant", referenceType: "payment" });
    expect(state.events).toContainEqual({ type: "subscription_started", detail: "Basic" });

    // The account menu's figures are live.
    const me = await t.app.inject({
      method: "GET",
      url: `/api/adds/UserDetalis/${a.user._id}`,
      headers: bearer(a.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().result_value.userPlan).toEqual({ planType: "Basic", connects: 40 });
  });

  it("takes the price from the plan: a body with a price, a name or anything else is refused with 400", async () => {
    const a = await createAccount(t.app);
    for (const payload of [
      { planId: PLANS.userPremium, priceCents: 1 },
      { planId: PLANS.userPremium, amountCents: 1 },
      { planId: PLANS.userPremium, name: "Basic" },
      { planId: PLANS.userPremium, plan: { priceCents: 0 } },
      {},
      { planId: "not-a-uuid" },
      { planId: 42 },
    ]) {
      const res = await startCheckout(t.app, a.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await billingState(t.database, a.user._id)).checkouts).toHaveLength(0);
  });

  it("answers 404 Plan not found. for an unknown plan", async () => {
    const a = await createAccount(t.app);
    const res = await startCheckout(t.app, a.token, { planId: "9a7e0000-0000-4000-8000-000000000999" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Plan not found.");
    expect((await billingState(t.database, a.user._id)).checkouts).toHaveLength(0);
  });

  it("needs the Client privilege for a hire plan, then grants Remaining Freelancer", async () => {
    const a = await createAccount(t.app);
    const refused = await startCheckout(t.app, a.token, { planId: PLANS.hireBasic });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Register as a client to buy a hire plan.");
    expect((await billingState(t.database, a.user._id)).checkouts).toHaveLength(0);

    await makeClient(t.database, a.user._id);
    const done = await buyPlan(t.app, a.token, PLANS.hireBasic);
    expect(done.granted).toEqual({ connects: 0, freelancers: 5, connectsBalance: 0, freelancersBalance: 5 });
    const state = await billingState(t.database, a.user._id);
    expect(state.user).toMatchObject({
      hirePlanType: "Basic",
      hireFreelancerAvailable: true,
      remainingFreelancers: 5,
      planType: null,
      connects: 0,
    });
  });

  it("answers the same open checkout twice (one charge); another plan expires the old one first", async () => {
    const a = await createAccount(t.app);
    const first = (await startCheckout(t.app, a.token, { planId: PLANS.userBasic })).json().result_value;
    const again = (await startCheckout(t.app, a.token, { planId: PLANS.userBasic })).json().result_value;
    expect(again).toEqual(first);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => startCheckout(t.app, a.token, { planId: PLANS.userBasic })),
    );
    expect(new Set(concurrent.map((r) => r.json().result_value.checkoutId))).toEqual(new Set([first.checkoutId]));
    expect((await billingState(t.database, a.user._id)).checkouts).toHaveLength(1);

    const other = (await startCheckout(t.app, a.token, { planId: PLANS.userStandard })).json().result_value;
    expect(other.checkoutId).not.toBe(first.checkoutId);
    const rows = (await billingState(t.database, a.user._id)).checkouts;
    expect(rows.find((r) => r.id === first.checkoutId)?.status).toBe("expired");
    expect(rows.find((r) => r.id === other.checkoutId)?.status).toBe("open");
    const old = await testCheckoutAction(t.app, a.token, first.checkoutId, "pay");
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe("This checkout is no longer open.");

    // Paying twice has one effect.
    const [p1, p2] = await Promise.all([
      testCheckoutAction(t.app, a.token, other.checkoutId, "pay"),
      testCheckoutAction(t.app, a.token, other.checkoutId, "pay"),
    ]);
    // The second either finds the checkout no longer open (409) or finds it completed by the first (200).
    expect(p1.statusCode === 200 || p2.statusCode === 200).toBe(true);
    for (const res of [p1, p2]) expect([200, 409]).toContain(res.statusCode);
    const state = await billingState(t.database, a.user._id);
    expect(state.payments).toHaveLength(1);
    expect(state.user.connects).toBe(100);
  });

  it("Decline marks the checkout declined and changes nothing else", async () => {
    const a = await createAccount(t.app);
    const { checkoutId } = (await startCheckout(t.app, a.token, { planId: PLANS.userPremium })).json().result_value;
    const before = await billingState(t.database, a.user._id);
    const res = await testCheckoutAction(t.app, a.token, checkoutId, "decline");
    expect(res.statusCode).toBe(200);
    expect(res.json().result_value).toEqual({
      status: "declined",
      redirectUrl: `https://shop.example/paymentfailed?checkout=${checkoutId}`,
    });
    const after = await billingState(t.database, a.user._id);
    expect(after.user).toEqual(before.user);
    expect(after.payments).toEqual([]);
    expect(after.subscriptions).toEqual([]);
    expect(after.ledger).toEqual([]);
    expect(after.checkouts.map((c) => c.status)).toEqual(["declined"]);
    expect((await getCheckout(t.app, a.token, checkoutId)).json().result_value.status).toBe("declined");
    expect((await testCheckoutAction(t.app, a.token, checkoutId, "pay")).statusCode).toBe(409);
    expect((await billingState(t.database, a.user._id)).user.connects).toBe(0);
  });

  it("refuses the same plan and a lower one (no downgrades) with 409", async () => {
    const a = await createAccount(t.app);
    await buyPlan(t.app, a.token, PLANS.userStandard);
    const same = await startCheckout(t.app, a.token, { planId: PLANS.userStandard });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe("You already have this plan.");
    const lower = await startCheckout(t.app, a.token, { planId: PLANS.userBasic });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe("You cannot move to a lower plan. Plans can only be upgraded.");
    expect((await billingState(t.database, a.user._id)).checkouts).toHaveLength(1);
  });

  it("upgrades at once for the price difference prorated by the days left; connects carry over", async () => {
    const a = await createAccount(t.app);
    await buyPlan(t.app, a.token, PLANS.userBasic);
    // Ten of the thirty days are gone: twenty are left.
    const now = Date.now();
    const [sub] = await t.database.db
      .update(subscriptions)
      .set({ currentPeriodStart: new Date(now - 10 * DAY_MS), currentPeriodEnd: new Date(now + 20 * DAY_MS) })
      .where(eq(subscriptions.userId, a.user._id))
      .returning();

    const opened = await startCheckout(t.app, a.token, { planId: PLANS.userPremium });
    expect(opened.statusCode).toBe(200);
    const { checkoutId } = opened.json().result_value;
    const view = (await getCheckout(t.app, a.token, checkoutId)).json().result_value as CheckoutView;
    // (3900 - 900) × 20 / 30 = 2000
    expect(view).toMatchObject({ kind: "upgrade", amountCents: 2000 });

    await testCheckoutAction(t.app, a.token, checkoutId, "pay");
    const done = (await getCheckout(t.app, a.token, checkoutId)).json().result_value as CheckoutView;
    // Premium's 250 less Basic's 40 are granted; Basic's 40 carry over.
    expect(done.granted).toEqual({ connects: 210, freelancers: 0, connectsBalance: 250, freelancersBalance: 0 });
    expect(done.subscription).toMatchObject({ _id: sub!.id, plan: { name: "Premium" } });
    expect(done.subscription!.currentPeriodEnd).toBe(sub!.currentPeriodEnd.toISOString());

    const state = await billingState(t.database, a.user._id);
    expect(state.subscriptions).toHaveLength(1);
    expect(state.user).toMatchObject({ planType: "Premium", connects: 250 });
    expect(state.payments.map((p) => [p.kind, p.amountCents]).sort()).toEqual([
      ["purchase", 900],
      ["upgrade", 2000],
    ]);
    expect(state.ledger.find((r) => r.reason === "upgrade")).toMatchObject({ delta: 210 });
    expect(state.events).toContainEqual({ type: "subscription_upgraded", detail: "Premium" });
  });

  it("answers 404 for another user's checkout, and their pay and decline change nothing", async () => {
    const owner = await createAccount(t.app);
    const stranger = await createAccount(t.app);
    const { checkoutId } = (await startCheckout(t.app, owner.token, { planId: PLANS.userBasic })).json().result_value;
    for (const res of [
      await getCheckout(t.app, stranger.token, checkoutId),
      await testCheckoutAction(t.app, stranger.token, checkoutId, "pay"),
      await testCheckoutAction(t.app, stranger.token, checkoutId, "decline"),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Checkout not found.");
    }
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(row!.status).toBe("open");
    expect((await billingState(t.database, stranger.user._id)).payments).toEqual([]);
  });

  it("shows an open checkout whose time ran out as expired, and refuses to pay it", async () => {
    const a = await createAccount(t.app);
    const { checkoutId } = (await startCheckout(t.app, a.token, { planId: PLANS.userBasic })).json().result_value;
    await t.database.db
      .update(checkouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkouts.id, checkoutId));
    expect((await getCheckout(t.app, a.token, checkoutId)).json().result_value.status).toBe("expired");
    expect((await testCheckoutAction(t.app, a.token, checkoutId, "pay")).statusCode).toBe(409);
    // A new checkout replaces it.
    const next = (await startCheckout(t.app, a.token, { planId: PLANS.userBasic })).json().result_value;
    expect(next.checkoutId).not.toBe(checkoutId);
  });
});
