import { statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents } from "@mp/db/schema/index";
import { createAccount } from "./helpers/accounts.ts";
import {
  billingState,
  getCheckout,
  PLANS,
  postWebhook,
  signed,
  startCheckout,
  stripeEvent,
  testModeSecret,
} from "./helpers/payments.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

/** The event test mode's Pay sends for a checkout, as Stripe shapes `checkout.session.completed`. */
const completed = (checkoutId: string, amount = 900) =>
  stripeEvent("checkout.session.completed", {
    id: `cs_test_${checkoutId.replaceAll("-", "")}`,
    object: "checkout.session",
    client_reference_id: checkoutId,
    payment_status: "paid",
    amount_total: amount,
    currency: "usd",
  });

describe("the payment webhook (test mode's secret)", () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
    secret = testModeSecret(t.app);
  });
  afterAll(() => t.close());

  const openCheckout = async () => {
    const a = await createAccount(t.app);
    const { checkoutId } = (await startCheckout(t.app, a.token, { planId: PLANS.userBasic })).json().result_value;
    return { a, checkoutId: checkoutId as string };
  };

  const eventRow = async (id: string) =>
    (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id)))[0];

  it("keeps a generated whsec_ secret in DATA_DIR/secrets and answers a signed event", async () => {
    expect(secret).toMatch(/^whsec_[\w-]{40,}$/);
    expect(testModeSecret(t.app)).toBe(secret);
    const { a, checkoutId } = await openCheckout();
    const event = completed(checkoutId);
    const { payload, signature } = signed(event, secret);
    const res = await postWebhook(t.app, payload, signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await billingState(t.database, a.user._id)).user).toMatchObject({ planType: "Basic", connects: 40 });
    expect(await eventRow(event.id)).toMatchObject({ provider: "test", outcome: "applied: new subscription" });
  });

  it("checks the exact bytes sent, whatever the content type says, and keeps the secret private", async () => {
    const { a, checkoutId } = await openCheckout();
    // Stripe's own header; the same JSON re-indented no longer matches its signature.
    const { payload, signature } = signed(completed(checkoutId), secret);
    const reformatted = JSON.stringify(JSON.parse(payload), null, 2);
    const send = (body: string, type: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        headers: { "content-type": type, "stripe-signature": signature },
        payload: body,
      });
    expect((await send(reformatted, "application/json; charset=utf-8")).statusCode).toBe(400);
    expect((await billingState(t.database, a.user._id)).payments).toEqual([]);
    expect((await send(payload, "application/json; charset=utf-8")).statusCode).toBe(200);
    expect((await billingState(t.database, a.user._id)).payments).toHaveLength(1);
    const file = path.join(t.app.config.dataDir, "secrets", "test-webhook-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("gives a replayed event one effect, even when the copies arrive together", async () => {
    const { a, checkoutId } = await openCheckout();
    const event = completed(checkoutId);
    const { payload, signature } = signed(event, secret);
    const answers = await Promise.all([1, 2, 3].map(() => postWebhook(t.app, payload, signature)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await postWebhook(t.app, payload, signature)).statusCode).toBe(200);
    const state = await billingState(t.database, a.user._id);
    expect(state.payments).toHaveLength(1);
    expect(state.ledger).toHaveLength(1);
    expect(state.subscriptions).toHaveLength(1);
    expect(state.user.connects).toBe(40);
    expect(state.events.filter((e) => e.type === "subscription_started")).toHaveLength(1);

    // A second event (another id) for the same checkout has no effect either.
    const second = signed(completed(checkoutId), secret);
    expect((await postWebhook(t.app, second.payload, second.signature)).statusCode).toBe(200);
    expect((await billingState(t.database, a.user._id)).user.connects).toBe(40);
  });

  it("refuses a bad, missing or foreign signature with 400 and changes nothing", async () => {
    const { a, checkoutId } = await openCheckout();
    const event = completed(checkoutId);
    const { payload, signature } = signed(event, secret);
    const tampered = payload.replace('"amount_total":900', '"amount_total":1');
    const cases = [
      await postWebhook(t.app, payload),
      await postWebhook(t.app, payload, "t=1,v1=deadbeef"),
      await postWebhook(t.app, tampered, signature),
      await postWebhook(t.app, payload, signed(event, "whsec_someone_else").signature),
      // One hex digit changed (to another digit: "0" would leave a signature that starts with 0 intact).
      await postWebhook(
        t.app,
        payload,
        signature.replace(/v1=(.)/, (_, d: string) => `v1=${d === "0" ? "1" : "0"}`),
      ),
      await postWebhook(t.app, "", signature),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Invalid webhook signature.");
    }
    const state = await billingState(t.database, a.user._id);
    expect(state.payments).toEqual([]);
    expect(state.user.connects).toBe(0);
    expect(state.checkouts[0]!.status).toBe("open");
    expect(await eventRow(event.id)).toBeUndefined();
    expect((await getCheckout(t.app, a.token, checkoutId)).json().result_value.status).toBe("open");
  });

  it("refuses a signature 301 seconds old; one 299 seconds old is fine", async () => {
    const { a, checkoutId } = await openCheckout();
    const now = Math.floor(Date.now() / 1000);
    const stale = signed(completed(checkoutId), secret, now - 301);
    const res = await postWebhook(t.app, stale.payload, stale.signature);
    expect(res.statusCode).toBe(400);
    expect((await billingState(t.database, a.user._id)).payments).toEqual([]);

    const fresh = signed(completed(checkoutId), secret, now - 299);
    expect((await postWebhook(t.app, fresh.payload, fresh.signature)).statusCode).toBe(200);
    expect((await billingState(t.database, a.user._id)).payments).toHaveLength(1);
  });

  it("acknowledges an unknown session or user with 200, records it as ignored, and changes nothing", async () => {
    const events = [
      completed("00000000-0000-4000-8000-000000000000"),
      completed("not-a-checkout"),
      stripeEvent("checkout.session.completed", { id: "cs_x", object: "checkout.session" }),
      stripeEvent("invoice.paid", { id: "in_x", billing_reason: "subscription_cycle", subscription: "sub_nobody" }),
      stripeEvent("invoice.payment_failed", { id: "in_y", subscription: "sub_nobody" }),
      stripeEvent("customer.subscription.deleted", { id: "sub_nobody", status: "canceled" }),
      stripeEvent("customer.created", { id: "cus_1" }),
    ];
    for (const event of events) {
      const { payload, signature } = signed(event, secret);
      const res = await postWebhook(t.app, payload, signature);
      expect(res.statusCode, event.type).toBe(200);
      expect((await eventRow(event.id))?.outcome, event.type).toMatch(/^ignored: /);
    }
    expect((await eventRow(events[0]!.id))?.outcome).toBe("ignored: unknown session");
  });

  it("does not complete a declined checkout's unpaid session", async () => {
    const { a, checkoutId } = await openCheckout();
    const event = stripeEvent("checkout.session.completed", {
      id: "cs_unpaid",
      client_reference_id: checkoutId,
      payment_status: "unpaid",
    });
    const { payload, signature } = signed(event, secret);
    expect((await postWebhook(t.app, payload, signature)).statusCode).toBe(200);
    expect((await eventRow(event.id))?.outcome).toBe("ignored: session not paid");
    expect((await billingState(t.database, a.user._id)).payments).toEqual([]);
  });
});
