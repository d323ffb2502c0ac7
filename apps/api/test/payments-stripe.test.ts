import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutView } from "@mp/contracts/billing";
import { subscriptions } from "@mp/db/schema/index";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import { startFakeStripe, type FakeStripe } from "./helpers/fake-stripe.ts";
import {
  billingState,
  getCheckout,
  PLANS,
  postWebhook,
  signed,
  startCheckout,
  stripeEvent,
  testCheckoutAction,
} from "./helpers/payments.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const WEBHOOK_SECRET = "whsec_stand_in_secret_for_tests";
const DAY_S = 24 * 60 * 60;

describe("Stripe mode, against a local stand-in of Stripe's API", () => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: {
        AUTH_THROTTLE: "off",
        PUBLIC_URL: "https://shop.example",
        STRIPE_SECRET_KEY: "sk_test_stand_in",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = async (type: string, object: object) => {
    const event = stripeEvent(type, object);
    const { payload, signature } = signed(event, WEBHOOK_SECRET);
    const res = await postWebhook(t.app, payload, signature);
    expect(res.statusCode).toBe(200);
    return event;
  };

  /** Buys Basic through a Checkout Session and its signed completion; answers Stripe's subscription id. */
  const subscribe = async (a: Account, subscriptionId: string) => {
    const opened = await startCheckout(t.app, a.token, { planId: PLANS.userBasic });
    expect(opened.statusCode).toBe(200);
    const { checkoutId, url } = opened.json().result_value;
    const call = stripe.calls.findLast((c) => c.path === "/v1/checkout/sessions" && c.method === "POST")!;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake\d+$/);
    const sessionId = url.split("/").pop()!;
    await deliver("checkout.session.completed", {
      id: sessionId,
      object: "checkout.session",
      client_reference_id: checkoutId,
      payment_status: "paid",
      amount_total: 900,
      subscription: subscriptionId,
      invoice: `in_first_${subscriptionId}`,
    });
    return { checkoutId, sessionId, call };
  };

  it("opens a Checkout Session in subscription mode with the server's price and the checkout as reference", async () => {
    const a = await createAccount(t.app);
    const { checkoutId, call } = await subscribe(a, "sub_first");
    expect(call.params).toMatchObject({
      mode: "subscription",
      client_reference_id: checkoutId,
      "metadata[checkoutId]": checkoutId,
      success_url: `https://shop.example/paymentsuccess?checkout=${checkoutId}`,
      cancel_url: `https://shop.example/paymentfailed?checkout=${checkoutId}`,
      "line_items[0][price_data][unit_amount]": "900",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][recurring][interval]": "month",
      customer_email: a.email,
    });
    expect(call.idempotencyKey).toBe(`checkout-${checkoutId}`);
    const view = (await getCheckout(t.app, a.token, checkoutId)).json().result_value as CheckoutView;
    expect(view).toMatchObject({ status: "completed", testMode: false });
    expect(view.granted).toMatchObject({ connects: 40, connectsBalance: 40 });
    const state = await billingState(t.database, a.user._id);
    expect(state.subscriptions[0]).toMatchObject({ provider: "stripe", providerSubscriptionId: "sub_first" });
    expect(state.payments[0]).toMatchObject({ provider: "stripe", providerPaymentId: "in_first_sub_first" });
  });

  it("answers the same session for a second checkout request, and has no test checkout", async () => {
    const a = await createAccount(t.app);
    const first = (await startCheckout(t.app, a.token, { planId: PLANS.userStandard })).json().result_value;
    const sessionsBefore = stripe.calls.filter((c) => c.method === "POST" && c.path === "/v1/checkout/sessions").length;
    const again = (await startCheckout(t.app, a.token, { planId: PLANS.userStandard })).json().result_value;
    expect(again).toEqual(first);
    expect(stripe.calls.filter((c) => c.method === "POST" && c.path === "/v1/checkout/sessions")).toHaveLength(
      sessionsBefore,
    );
    // Another plan replaces the open checkout, and its session is expired at Stripe too.
    const firstSession = first.url.split("/").pop();
    const other = await startCheckout(t.app, a.token, { planId: PLANS.userPremium });
    expect(other.statusCode).toBe(200);
    await expect
      .poll(() =>
        stripe.calls.some((c) => c.method === "POST" && c.path === `/v1/checkout/sessions/${firstSession}/expire`),
      )
      .toBe(true);
    for (const action of ["pay", "decline"] as const) {
      const res = await testCheckoutAction(t.app, a.token, first.checkoutId, action);
      expect(res.statusCode).toBe(404);
    }
    expect((await billingState(t.database, a.user._id)).payments).toEqual([]);
  });

  it("ignores a session whose id is not the checkout's (a forged reference)", async () => {
    const a = await createAccount(t.app);
    const { checkoutId } = (await startCheckout(t.app, a.token, { planId: PLANS.userBasic })).json().result_value;
    await deliver("checkout.session.completed", {
      id: "cs_someone_elses",
      client_reference_id: checkoutId,
      payment_status: "paid",
      subscription: "sub_forged",
    });
    expect((await billingState(t.database, a.user._id)).payments).toEqual([]);
  });

  it("upgrades through Stripe's subscription update with proration; the invoice completes it", async () => {
    const a = await createAccount(t.app);
    await subscribe(a, "sub_upgrade");
    const opened = await startCheckout(t.app, a.token, { planId: PLANS.userPremium });
    expect(opened.statusCode).toBe(200);
    const { checkoutId, url } = opened.json().result_value;
    expect(url).toBe(`https://shop.example/paymentsuccess?checkout=${checkoutId}`);
    const update = stripe.calls.findLast((c) => c.method === "POST" && c.path === "/v1/subscriptions/sub_upgrade")!;
    expect(update.params).toMatchObject({
      proration_behavior: "always_invoice",
      "metadata[checkoutId]": checkoutId,
      "items[0][id]": "si_sub_upgrade",
      "items[0][price_data][unit_amount]": "3900",
      "items[0][price_data][product]": "prod_fake",
    });
    expect((await getCheckout(t.app, a.token, checkoutId)).json().result_value.status).toBe("open");

    await deliver("invoice.paid", {
      id: "in_upgrade",
      object: "invoice",
      billing_reason: "subscription_update",
      amount_paid: 2950,
      parent: { subscription_details: { subscription: "sub_upgrade", metadata: { checkoutId } } },
    });
    const done = (await getCheckout(t.app, a.token, checkoutId)).json().result_value as CheckoutView;
    expect(done.status).toBe("completed");
    expect(done.granted).toEqual({ connects: 210, freelancers: 0, connectsBalance: 250, freelancersBalance: 0 });
    const state = await billingState(t.database, a.user._id);
    expect(state.user.planType).toBe("Premium");
    expect(state.payments.find((p) => p.kind === "upgrade")).toMatchObject({
      amountCents: 2950,
      providerPaymentId: "in_upgrade",
    });
  });

  it("renews on invoice.paid (subscription_cycle), once, with the new period's connects", async () => {
    const a = await createAccount(t.app);
    await subscribe(a, "sub_renew");
    const start = Math.floor(Date.now() / 1000) + 30 * DAY_S;
    const invoice = {
      id: "in_cycle_1",
      object: "invoice",
      billing_reason: "subscription_cycle",
      amount_paid: 900,
      parent: { subscription_details: { subscription: "sub_renew", metadata: {} } },
      lines: { data: [{ period: { start, end: start + 30 * DAY_S } }] },
    };
    await deliver("invoice.paid", invoice);
    await deliver("invoice.paid", invoice); // the same invoice in a second event
    const state = await billingState(t.database, a.user._id);
    expect(state.payments.filter((p) => p.kind === "renewal")).toHaveLength(1);
    expect(state.user.connects).toBe(80);
    expect(state.subscriptions[0]!.currentPeriodEnd.getTime()).toBe((start + 30 * DAY_S) * 1000);
    expect(state.ledger.filter((r) => r.reason === "renewal")).toHaveLength(1);
    expect(state.events).toContainEqual({ type: "subscription_renewed", detail: "Basic" });
  });

  it("marks a failed payment past due, follows Stripe's updates, and ends the plan when Stripe deletes it", async () => {
    const a = await createAccount(t.app);
    await subscribe(a, "sub_life");
    await deliver("invoice.payment_failed", {
      id: "in_fail",
      parent: { subscription_details: { subscription: "sub_life" } },
    });
    let state = await billingState(t.database, a.user._id);
    expect(state.subscriptions[0]!.status).toBe("past_due");
    expect(state.events.map((e) => e.type)).toContain("payment_failed");

    const end = Math.floor(Date.now() / 1000) + 20 * DAY_S;
    await deliver("customer.subscription.updated", {
      id: "sub_life",
      status: "active",
      cancel_at_period_end: true,
      items: { data: [{ current_period_start: end - 30 * DAY_S, current_period_end: end }] },
    });
    state = await billingState(t.database, a.user._id);
    expect(state.subscriptions[0]).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(state.subscriptions[0]!.currentPeriodEnd.getTime()).toBe(end * 1000);

    await deliver("customer.subscription.deleted", { id: "sub_life", status: "canceled" });
    state = await billingState(t.database, a.user._id);
    expect(state.subscriptions[0]!.status).toBe("expired");
    expect(state.user).toMatchObject({ planType: null, connects: 0 });
    expect(state.ledger.find((r) => r.reason === "expiry")).toMatchObject({
      delta: -40,
      referenceType: "subscription",
    });
    expect(state.events).toContainEqual({ type: "subscription_expired", detail: "Basic" });
    const live = await t.app.inject({ method: "GET", url: "/api/subscription", headers: bearer(a.token) });
    expect(live.json().result_value.user).toBeNull();
  });

  it("cancels at period end on Stripe first; a refusal there changes nothing here", async () => {
    const a = await createAccount(t.app);
    await subscribe(a, "sub_cancel");
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, "sub_cancel"));
    const cancel = () =>
      t.app.inject({ method: "POST", url: `/api/subscription/${row!.id}/cancel`, headers: bearer(a.token) });

    stripe.failWith = 500;
    try {
      const refused = await cancel();
      expect(refused.statusCode).toBe(503);
    } finally {
      stripe.failWith = null;
    }
    expect((await billingState(t.database, a.user._id)).subscriptions[0]!.cancelAtPeriodEnd).toBe(false);

    const res = await cancel();
    expect(res.statusCode).toBe(200);
    const call = stripe.calls.findLast((c) => c.method === "POST" && c.path === "/v1/subscriptions/sub_cancel")!;
    expect(call.params).toEqual({ cancel_at_period_end: "true" });
    expect((await billingState(t.database, a.user._id)).subscriptions[0]!.cancelAtPeriodEnd).toBe(true);
  });

  it("answers 503 when Stripe cannot open a session, and leaves no open checkout behind", async () => {
    const a = await createAccount(t.app);
    stripe.failWith = 500;
    try {
      const res = await startCheckout(t.app, a.token, { planId: PLANS.userBasic });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        "The payment service could not be reached. Nothing was charged; try again shortly.",
      );
    } finally {
      stripe.failWith = null;
    }
    const state = await billingState(t.database, a.user._id);
    expect(state.checkouts.map((c) => c.status)).toEqual(["expired"]);
    expect((await startCheckout(t.app, a.token, { planId: PLANS.userBasic })).statusCode).toBe(200);
  });

  it("verifies events with the configured endpoint secret, not test mode's", async () => {
    const event = stripeEvent("customer.created", { id: "cus_x" });
    const wrong = signed(event, "whsec_not_the_endpoint_secret");
    expect((await postWebhook(t.app, wrong.payload, wrong.signature)).statusCode).toBe(400);
    const right = signed(event, WEBHOOK_SECRET);
    expect((await postWebhook(t.app, right.payload, right.signature)).statusCode).toBe(200);
  });
});
