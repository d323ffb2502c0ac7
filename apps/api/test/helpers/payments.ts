import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import type { CheckoutView } from "@mp/contracts/billing";
import type { DatabaseHandle } from "@mp/db/client";
import { accountEvents, checkouts, creditLedger, payments, subscriptions, users } from "@mp/db/schema/index";
import { loadTestWebhookSecret } from "../../src/modules/payments/test-mode-secret.ts";
import { bearer } from "./accounts.ts";

/** The seeded plans (migration 0009): user plans give connects, hire plans Remaining Freelancer. */
export const PLANS = {
  userBasic: "9a7e0000-0000-4000-8000-000000000101", // $9, 40 connects
  userStandard: "9a7e0000-0000-4000-8000-000000000102", // $19, 100 connects
  userPremium: "9a7e0000-0000-4000-8000-000000000103", // $39, 250 connects
  hireBasic: "9a7e0000-0000-4000-8000-000000000201", // $15, 5 freelancers
  hireStandard: "9a7e0000-0000-4000-8000-000000000202", // $29, 15 freelancers
  hirePremium: "9a7e0000-0000-4000-8000-000000000203", // $59, 40 freelancers
} as const;

export function startCheckout(app: FastifyInstance, token: string, payload: object) {
  return app.inject({ method: "POST", url: "/api/payments/checkout", headers: bearer(token), payload });
}

export function getCheckout(app: FastifyInstance, token: string, id: string) {
  return app.inject({ method: "GET", url: `/api/payments/checkout/${id}`, headers: bearer(token) });
}

export function testCheckoutAction(app: FastifyInstance, token: string, id: string, action: "pay" | "decline") {
  return app.inject({ method: "POST", url: `/api/payments/test-checkout/${id}/${action}`, headers: bearer(token) });
}

/** Opens a checkout for the plan and pays it in test mode; answers the completed checkout. */
export async function buyPlan(app: FastifyInstance, token: string, planId: string): Promise<CheckoutView> {
  const opened = await startCheckout(app, token, { planId });
  if (opened.statusCode !== 200) throw new Error(`checkout failed: ${opened.statusCode} ${opened.body}`);
  const { checkoutId } = opened.json<{ result_value: { checkoutId: string } }>().result_value;
  const paid = await testCheckoutAction(app, token, checkoutId, "pay");
  if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.statusCode} ${paid.body}`);
  return (await getCheckout(app, token, checkoutId)).json<{ result_value: CheckoutView }>().result_value;
}

/** The Client privilege, as registering as a client gives it. */
export async function makeClient(database: DatabaseHandle, userId: string): Promise<void> {
  await database.db
    .update(users)
    .set({ additionalRoles: ["Client"] })
    .where(eq(users.id, userId));
}

/** The secret test mode signs its events with (generated into the test app's DATA_DIR). */
export const testModeSecret = (app: FastifyInstance) => loadTestWebhookSecret(app.config.dataDir);

/** A Stripe-signed delivery of `event`; `timestamp` (seconds) makes an old signature. */
export function signed(event: object, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return { payload, signature };
}

export function postWebhook(app: FastifyInstance, payload: string, signature?: string) {
  return app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    payload,
  });
}

let eventCount = 0;
/** A Stripe-shaped event of `type` around `object`, with an id no other test uses. */
export function stripeEvent(type: string, object: object, id = `evt_t${Date.now()}_${++eventCount}`) {
  return { id, object: "event", type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } };
}

/** What the database holds for one user: the numbers the tests compare before and after. */
export async function billingState(database: DatabaseHandle, userId: string) {
  const { db } = database;
  const [user] = await db
    .select({
      planType: users.planType,
      hirePlanType: users.hirePlanType,
      connects: users.connects,
      remainingFreelancers: users.remainingFreelancers,
      hireFreelancerAvailable: users.hireFreelancerAvailable,
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    user: user!,
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    payments: await db.select().from(payments).where(eq(payments.userId, userId)),
    checkouts: await db.select().from(checkouts).where(eq(checkouts.userId, userId)),
    ledger: await db.select().from(creditLedger).where(eq(creditLedger.userId, userId)),
    events: await db
      .select({ type: accountEvents.type, detail: accountEvents.detail })
      .from(accountEvents)
      .where(and(eq(accountEvents.userId, userId))),
  };
}

/** A fresh start for `account`: its live subscriptions end, so that any plan may be bought again. */
async function endSubscriptions(database: DatabaseHandle, userId: string) {
  await database.db.update(subscriptions).set({ status: "expired" }).where(eq(subscriptions.userId, userId));
}

/** Resources of the payment routes, owned by `account` (the authorization matrix's fixtures). */
export const paymentFixtures = {
  /** An open test-mode checkout. */
  checkout: async (app: FastifyInstance, database: DatabaseHandle, userId: string, token: string) => {
    await endSubscriptions(database, userId);
    const res = await startCheckout(app, token, { planId: PLANS.userBasic });
    if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
    return { id: res.json<{ result_value: { checkoutId: string } }>().result_value.checkoutId };
  },
  /** A live subscription to Basic. */
  subscription: async (app: FastifyInstance, database: DatabaseHandle, userId: string, token: string) => {
    await endSubscriptions(database, userId);
    return { id: (await buyPlan(app, token, PLANS.userBasic)).subscription!._id };
  },
  /** The payment of a Basic purchase. */
  payment: async (app: FastifyInstance, database: DatabaseHandle, userId: string, token: string) => {
    await endSubscriptions(database, userId);
    await buyPlan(app, token, PLANS.userBasic);
    const res = await app.inject({ method: "GET", url: "/api/payments?limit=1", headers: bearer(token) });
    return { id: res.json<{ result_value: { _id: string }[] }>().result_value[0]!._id };
  },
};
