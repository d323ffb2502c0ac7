import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaymentMessages } from "@mp/contracts/admin-payments";
import { auditLog, paymentEvents, payments, subscriptions } from "@mp/db/schema/index";
import { createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { latestPaymentId, refund } from "./helpers/admin-payments.ts";
import { startFakeStripe, type FakeStripe } from "./helpers/fake-stripe.ts";
import { billingState, PLANS, postWebhook, signed, startCheckout, stripeEvent } from "./helpers/payments.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

describe("admin refunds in Stripe mode, against the stand-in", () => {
  const WEBHOOK_SECRET = "whsec_admin_refund_tests";
  let t: TestApp;
  let stripe: FakeStripe;
  let admin: Account;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: {
        AUTH_THROTTLE: "off",
        STRIPE_SECRET_KEY: "sk_test_stand_in",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    });
    admin = await createAccount(t.app);
    await makeAdmin(t.database, admin.user._id, "Super-Admin");
    t.app.mailer.sendInBackground = () => undefined;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = async (type: string, object: object) => {
    const event = stripeEvent(type, object);
    const { payload, signature } = signed(event, WEBHOOK_SECRET);
    expect((await postWebhook(t.app, payload, signature)).statusCode).toBe(200);
    return (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id)))[0]!;
  };

  const subscribe = async (buyer: Account, subscriptionId: string) => {
    const opened = await startCheckout(t.app, buyer.token, { planId: PLANS.userBasic });
    const { checkoutId, url } = opened.json().result_value;
    await deliver("checkout.session.completed", {
      id: url.split("/").pop(),
      object: "checkout.session",
      client_reference_id: checkoutId,
      payment_status: "paid",
      amount_total: 900,
      subscription: subscriptionId,
      invoice: `in_first_${subscriptionId}`,
    });
    return latestPaymentId(t, buyer.user._id);
  };

  it("refunds through Stripe's refunds API once, and Stripe's charge.refunded echo changes nothing", async () => {
    const buyer = await createAccount(t.app);
    const id = await subscribe(buyer, "sub_refund1");
    const res = await refund(t, admin, id);
    expect(res.statusCode).toBe(200);
    const call = stripe.calls.findLast((c) => c.path === "/v1/refunds")!;
    expect(call).toMatchObject({
      method: "POST",
      idempotencyKey: `refund-${id}`,
      params: { payment_intent: "pi_in_first_sub_refund1", "metadata[paymentId]": id },
    });
    const refundRow = (await t.database.db.select().from(payments).where(eq(payments.refundOf, id)))[0]!;
    expect(refundRow).toMatchObject({ providerPaymentId: "re_pi_in_first_sub_refund1", amountCents: -900 });
    const after = await billingState(t.database, buyer.user._id);

    const echo = await deliver("charge.refunded", {
      id: "ch_1",
      object: "charge",
      refunded: true,
      refunds: { object: "list", data: [{ id: refundRow.providerPaymentId, metadata: { paymentId: id } }] },
    });
    expect(echo.outcome).toBe("ignored: refund already recorded");
    const outside = await deliver("charge.refunded", { id: "ch_2", object: "charge", refunds: { data: [] } });
    expect(outside.outcome).toBe("ignored: refund made outside the admin panel");
    const later = await billingState(t.database, buyer.user._id);
    expect(later.user.connects).toBe(after.user.connects);
    expect(later.ledger).toHaveLength(after.ledger.length);
    // Stripe's own end of the subscription later leaves the refunded (canceled) plan alone.
    await deliver("customer.subscription.deleted", { id: "sub_refund1", object: "subscription", status: "canceled" });
    const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user._id));
    expect(sub!.status).toBe("canceled");
  });

  it("changes nothing when Stripe refuses the refund", async () => {
    const buyer = await createAccount(t.app);
    const id = await subscribe(buyer, "sub_refund2");
    const before = await billingState(t.database, buyer.user._id);
    stripe.failWith = 500;
    try {
      const res = await refund(t, admin, id);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(adminPaymentMessages.providerUnavailable);
    } finally {
      stripe.failWith = null;
    }
    const after = await billingState(t.database, buyer.user._id);
    expect(after.payments).toEqual(before.payments);
    expect(after.user).toEqual(before.user);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toEqual([]);
  });
});
