import type Stripe from "stripe";
import { billingMessages, CHECKOUT_TTL_MINUTES } from "@mp/contracts/billing";
import type { User } from "@mp/contracts/user";
import { AppError } from "../../lib/app-error.ts";
import {
  closeCheckout,
  findOpenCheckout,
  insertCheckout,
  isLive,
  lockUser,
  setCheckoutSession,
  type CheckoutRow,
} from "./checkout-repository.ts";
import { failedUrl, successUrl, testCheckoutUrl, type PaymentsContext } from "./context.ts";
import { findActivePlan, findPlan, type PlanRow } from "./plan-repository.ts";
import { proratedUpgradeCents } from "./proration.ts";
import { planPriceItem } from "./stripe-client.ts";
import { findLiveSubscription, findUserEmail, type SubscriptionRow } from "./subscription-repository.ts";

const unavailable = () =>
  new AppError("UNAVAILABLE", "The payment service could not be reached. Nothing was charged; try again shortly.");

type Opened = {
  checkout: CheckoutRow;
  plan: PlanRow;
  live: SubscriptionRow | null;
  reused: boolean;
  /** The Stripe session of the open checkout this one replaced, to be expired at Stripe too. */
  replacedSession: string | null;
};

/**
 * Decides the checkout under the user's row lock: the plan and price are the server's; the same
 * plan or a lower one is refused; a higher one with a live subscription is an upgrade at the
 * prorated difference; an open checkout of the family for the same plan is answered again, one
 * for another plan expires first.
 */
async function decide(ctx: PaymentsContext, user: User, planId: string, now: Date): Promise<Opened> {
  const plan = await findActivePlan(ctx.db, planId);
  if (!plan) throw new AppError("NOT_FOUND", billingMessages.planNotFound);
  if (plan.family === "hire" && !user.AddtionalRole.includes("Client")) {
    throw new AppError("CONFLICT", billingMessages.clientRequired);
  }
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, user._id);
    const live = await findLiveSubscription(tx, user._id, plan.family);
    let amountCents = plan.priceCents;
    if (live) {
      const current = await findPlan(tx, live.planId);
      if (live.planId === plan.id) throw new AppError("CONFLICT", billingMessages.samePlan);
      if (current && plan.rank <= current.rank) throw new AppError("CONFLICT", billingMessages.noDowngrade);
      const period = { start: live.currentPeriodStart, end: live.currentPeriodEnd };
      // The price this period was paid at (its kept terms), not the plan's as an admin edited it since.
      const paidCents = live.terms?.priceCents ?? current?.priceCents ?? 0;
      amountCents = proratedUpgradeCents(paidCents, plan.priceCents, period, now);
    }
    const kind = live ? "upgrade" : "new";
    const provider = ctx.stripe ? "stripe" : "test";
    const open = await findOpenCheckout(tx, user._id, plan.family);
    if (open && isLive(open, now) && open.planId === plan.id && open.kind === kind && open.provider === provider) {
      return { checkout: open, plan, live, reused: true, replacedSession: null };
    }
    if (open) await closeCheckout(tx, open.id, "expired");
    const checkout = await insertCheckout(tx, {
      userId: user._id,
      family: plan.family,
      planId: plan.id,
      kind,
      subscriptionId: live?.id ?? null,
      amountCents,
      currency: plan.currency,
      provider,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MINUTES * 60_000),
    });
    return { checkout, plan, live, reused: false, replacedSession: open?.providerSessionId ?? null };
  });
}

/** A Stripe Checkout Session in subscription mode for a new plan. */
async function createSession(ctx: PaymentsContext, stripe: Stripe, opened: Opened, userId: string) {
  const { checkout, plan } = opened;
  const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = plan.stripePriceId
    ? { price: plan.stripePriceId, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: plan.currency,
          unit_amount: plan.priceCents,
          recurring: { interval: "month" },
          product_data: { name: `${plan.name} (${plan.family === "user" ? "user" : "hire"} plan)` },
        },
      };
  const email = await findUserEmail(ctx.db, userId);
  return stripe.checkout.sessions.create(
    {
      mode: "subscription",
      line_items: [lineItem],
      client_reference_id: checkout.id,
      metadata: { checkoutId: checkout.id },
      subscription_data: { metadata: { userId } },
      ...(email ? { customer_email: email } : {}),
      success_url: successUrl(ctx, checkout.id),
      cancel_url: failedUrl(ctx, checkout.id),
      // Stripe wants at least 30 minutes; a minute more than ours covers the time since.
      expires_at: Math.floor(checkout.expiresAt.getTime() / 1000) + 60,
    },
    { idempotencyKey: `checkout-${checkout.id}` },
  );
}

/**
 * An upgrade in Stripe mode changes the live Stripe subscription's price with proration, charged
 * at once (`always_invoice`); the invoice's `invoice.paid` event completes the checkout.
 */
async function upgradeSubscription(stripe: Stripe, opened: Opened) {
  const { checkout, plan, live } = opened;
  const providerId = live?.providerSubscriptionId;
  if (!providerId) throw unavailable();
  const item = await planPriceItem(stripe, providerId, plan);
  if (!item) throw unavailable();
  await stripe.subscriptions.update(
    providerId,
    {
      items: [item],
      proration_behavior: "always_invoice",
      metadata: { checkoutId: checkout.id },
    },
    { idempotencyKey: `upgrade-${checkout.id}` },
  );
}

/** Where the browser goes to pay: test mode's page, Stripe's hosted page, or (Stripe upgrade) straight to the wait. */
async function providerUrl(ctx: PaymentsContext, opened: Opened, userId: string): Promise<string> {
  const { stripe } = ctx;
  const { checkout } = opened;
  if (!stripe) return testCheckoutUrl(ctx, checkout.id);
  if (checkout.kind === "upgrade") {
    if (!opened.reused) await upgradeSubscription(stripe, opened);
    return successUrl(ctx, checkout.id);
  }
  if (opened.reused && checkout.providerSessionId) {
    const session = await stripe.checkout.sessions.retrieve(checkout.providerSessionId);
    if (session.url) return session.url;
  }
  const session = await createSession(ctx, stripe, opened, userId);
  if (!session.url) throw unavailable();
  await setCheckoutSession(ctx.db, checkout.id, session.id);
  return session.url;
}

/**
 * A replaced checkout's Stripe session is expired so that an old tab cannot pay it; should Stripe
 * not answer, the webhook still honours a payment made there (decision 019).
 */
function expireReplacedSession(ctx: PaymentsContext, sessionId: string | null): void {
  if (!ctx.stripe || !sessionId) return;
  ctx.stripe.checkout.sessions.expire(sessionId).catch((err: unknown) => {
    ctx.log.warn({ err, sessionId }, "could not expire a replaced Stripe Checkout Session");
  });
}

/** `POST /api/payments/checkout`: the checkout and where to pay it. */
export async function openCheckout(
  ctx: PaymentsContext,
  user: User,
  planId: string,
  now: Date,
): Promise<{ checkoutId: string; url: string }> {
  const opened = await decide(ctx, user, planId, now);
  expireReplacedSession(ctx, opened.replacedSession);
  try {
    return { checkoutId: opened.checkout.id, url: await providerUrl(ctx, opened, user._id) };
  } catch (err) {
    ctx.log.error({ err, checkoutId: opened.checkout.id }, "stripe refused or could not be reached");
    if (!opened.reused) await closeCheckout(ctx.db, opened.checkout.id, "expired");
    throw err instanceof AppError ? err : unavailable();
  }
}
