import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminPlan, PlanUpdate } from "@mp/contracts/admin-plans";
import { createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { startFakeStripe, type FakeStripe } from "./helpers/fake-stripe.ts";
import { PLANS, postWebhook, signed, startCheckout, stripeEvent } from "./helpers/payments.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { callApi } from "./helpers/vendor.ts";

const WEBHOOK_SECRET = "whsec_stand_in_secret_for_plan_prices";

type Answer<T> = { result: number; result_value: T };

describe("a plan's new price in Stripe mode", () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let admin: Account;
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
    admin = await createAccount(t.app);
    await makeAdmin(t.database, admin.user._id);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** Buys a plan through a Checkout Session and its signed completion, as Stripe subscription `subscriptionId`. */
  async function subscribe(planId: string, subscriptionId: string) {
    const member = await createAccount(t.app);
    const { checkoutId, url } = (await startCheckout(t.app, member.token, { planId })).json().result_value;
    const event = stripeEvent("checkout.session.completed", {
      id: url.split("/").pop(),
      object: "checkout.session",
      client_reference_id: checkoutId,
      payment_status: "paid",
      subscription: subscriptionId,
      invoice: `in_first_${subscriptionId}`,
    });
    const { payload, signature } = signed(event, WEBHOOK_SECRET);
    expect((await postWebhook(t.app, payload, signature)).statusCode).toBe(200);
  }

  async function edit(planId: string, changes: Partial<PlanUpdate>) {
    const plans = await callApi<Answer<AdminPlan[]>>(t.app, "GET", "/api/admin/plans", admin.token);
    const plan = plans.body.result_value.find((p) => p._id === planId)!;
    const body: PlanUpdate = {
      priceCents: plan.priceCents,
      connectsPerPeriod: plan.connectsPerPeriod,
      freelancersPerPeriod: plan.freelancersPerPeriod,
      limits: plan.limitColumns,
      description: plan.description,
      active: plan.active,
      ...changes,
    };
    return callApi<Answer<AdminPlan>>(t.app, "PUT", `/api/admin/plans/${planId}`, admin.token, body);
  }

  const movesOf = (subscriptionId: string) =>
    stripe.calls.filter((c) => c.method === "POST" && c.path === `/v1/subscriptions/${subscriptionId}`);

  it("moves each live subscriber's Stripe subscription to the new price from its next period, without proration", async () => {
    await subscribe(PLANS.userStandard, "sub_price_a");
    await subscribe(PLANS.userStandard, "sub_price_b");
    await subscribe(PLANS.userPremium, "sub_price_other");

    const saved = await edit(PLANS.userStandard, { priceCents: 2400 });
    expect(saved.status).toBe(200);
    await vi.waitFor(() => expect(movesOf("sub_price_b")).toHaveLength(1), { timeout: 10_000 });
    for (const id of ["sub_price_a", "sub_price_b"]) {
      const [move] = movesOf(id);
      expect(move!.params).toMatchObject({
        proration_behavior: "none",
        "items[0][id]": `si_${id}`,
        "items[0][price_data][unit_amount]": "2400",
        "items[0][price_data][product]": "prod_fake",
      });
      expect(move!.idempotencyKey).toMatch(/^plan-price-/);
    }
    // Another plan's subscribers are not touched.
    expect(movesOf("sub_price_other")).toHaveLength(0);
  });

  it("asks nothing of Stripe when the price stays (connects or limits only)", async () => {
    await subscribe(PLANS.userBasic, "sub_price_same");
    expect((await edit(PLANS.userBasic, { connectsPerPeriod: 45 })).status).toBe(200);
    // A price edit after it moves the subscription once: a move for the first edit would be a second.
    expect((await edit(PLANS.userBasic, { priceCents: 1100 })).status).toBe(200);
    await vi.waitFor(() => expect(movesOf("sub_price_same").length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(movesOf("sub_price_same").map((move) => move.params["items[0][price_data][unit_amount]"])).toEqual(["1100"]);
  });
});
