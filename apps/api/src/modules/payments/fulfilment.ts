import type { Executor } from "../../lib/executor.ts";
import { insertAccountEvent, systemOrigin } from "../activity/repository.ts";
import { expireCredits, grantCredits } from "../credits/public.ts";
import { termsOf, withTerms } from "../plans/public.ts";
import { completeCheckout, type CheckoutRow } from "./checkout-repository.ts";
import { insertPayment } from "./payment-repository.ts";
import { findPlan, type PlanRow } from "./plan-repository.ts";
import { periodFrom } from "./period.ts";
import {
  findLiveSubscription,
  insertSubscription,
  setPlanCache,
  updateSubscription,
  type SubscriptionRow,
} from "./subscription-repository.ts";

/** What the provider said was paid for a checkout. */
export type CheckoutPayment = {
  amountCents: number;
  /** Stripe's invoice or session id; null in test mode. */
  providerPaymentId: string | null;
  /** Stripe's subscription id of a new subscription; null in test mode. */
  providerSubscriptionId: string | null;
};

/**
 * Grants a plan's allowance for a payment: connects for a user plan, Remaining Freelancer for a
 * hire plan. The ledger writes each (user, kind, reason, payment) once.
 */
export async function grantAllowance(
  tx: Executor,
  userId: string,
  plan: Pick<PlanRow, "family" | "name">,
  amount: number,
  reason: "grant" | "upgrade" | "renewal",
  paymentId: string,
): Promise<void> {
  if (amount <= 0) return;
  await grantCredits(tx, {
    userId,
    kind: plan.family === "user" ? "connects" : "freelancers",
    amount,
    reason,
    referenceType: "payment",
    referenceId: paymentId,
    note: `${plan.name} plan`,
  });
}

const allowanceOf = (plan: PlanRow) => (plan.family === "user" ? plan.connectsPerPeriod : plan.freelancersPerPeriod);

/**
 * The one place a paid checkout takes effect, called by the webhook inside the event's
 * transaction with the checkout locked. A new plan starts a period; an upgrade changes the live
 * subscription's plan at once, keeps its period and grants the difference of the allowances.
 */
export async function fulfilCheckout(
  tx: Executor,
  checkout: CheckoutRow,
  paid: CheckoutPayment,
  now: Date,
): Promise<string> {
  if (checkout.status === "completed") return "ignored: checkout already completed";
  const plan = await findPlan(tx, checkout.planId);
  if (!plan) return "ignored: plan not found";
  const live = await findLiveSubscription(tx, checkout.userId, checkout.family, { lock: true });
  const from = live ? await findPlan(tx, live.planId) : null;
  if (live && from && plan.rank <= from.rank) return "ignored: already on this plan or a higher one";

  const subscription = live
    ? await updateSubscription(tx, live.id, { planId: plan.id, status: "active", terms: termsOf(plan) }, now)
    : await insertSubscription(tx, {
        userId: checkout.userId,
        family: checkout.family,
        planId: plan.id,
        status: "active",
        provider: checkout.provider,
        providerSubscriptionId: paid.providerSubscriptionId,
        currentPeriodStart: now,
        currentPeriodEnd: periodFrom(now),
        // The period's terms: an admin's later change to the plan waits for the next period.
        terms: termsOf(plan),
        createdAt: now,
        updatedAt: now,
      });
  const payment = await insertPayment(
    tx,
    {
      userId: checkout.userId,
      subscriptionId: subscription.id,
      checkoutId: checkout.id,
      planId: plan.id,
      kind: live ? "upgrade" : "purchase",
      amountCents: paid.amountCents,
      currency: checkout.currency,
      status: "paid",
      provider: checkout.provider,
      providerPaymentId: paid.providerPaymentId,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
    },
    now,
  );
  if (!payment) return "ignored: payment already recorded";
  // An upgrade grants the difference from what this period's terms gave, not from the plan as edited since.
  const granted = live && from ? allowanceOf(plan) - allowanceOf(withTerms(from, live.terms)) : allowanceOf(plan);
  await grantAllowance(tx, checkout.userId, plan, granted, live ? "upgrade" : "grant", payment.id);
  await setPlanCache(tx, checkout.userId, checkout.family, plan.name);
  await completeCheckout(tx, checkout.id, subscription.id, now);
  await insertAccountEvent(
    tx,
    checkout.userId,
    live ? "subscription_upgraded" : "subscription_started",
    systemOrigin,
    plan.name,
  );
  return live ? "applied: upgrade" : "applied: new subscription";
}

export type RenewalInput = {
  /** The period end the renewal continues from: a renewal already applied has moved it, and is not applied twice. */
  fromPeriodEnd: Date;
  periodStart: Date;
  periodEnd: Date;
  amountCents: number;
  providerPaymentId: string | null;
};

/**
 * A new period of a live subscription: the payment row, the period, and the period's allowance
 * (unspent connects stay). Call it inside a transaction with the subscription locked; it answers
 * false without effect when the subscription is not live or was renewed already.
 */
export async function applyRenewal(
  tx: Executor,
  subscription: SubscriptionRow,
  input: RenewalInput,
  now: Date,
): Promise<boolean> {
  if (subscription.status !== "active" && subscription.status !== "past_due") return false;
  if (subscription.currentPeriodEnd.getTime() !== input.fromPeriodEnd.getTime()) return false;
  const plan = await findPlan(tx, subscription.planId);
  if (!plan) return false;
  const payment = await insertPayment(
    tx,
    {
      userId: subscription.userId,
      subscriptionId: subscription.id,
      planId: plan.id,
      kind: "renewal",
      amountCents: input.amountCents,
      currency: plan.currency,
      status: "paid",
      provider: subscription.provider,
      providerPaymentId: input.providerPaymentId,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
    },
    now,
  );
  if (!payment) return false;
  await updateSubscription(
    tx,
    subscription.id,
    // The new period holds the plan's terms as they stand at renewal (the price charged is the caller's).
    {
      status: "active",
      currentPeriodStart: input.periodStart,
      currentPeriodEnd: input.periodEnd,
      terms: termsOf(plan),
    },
    now,
  );
  await grantAllowance(tx, subscription.userId, plan, allowanceOf(plan), "renewal", payment.id);
  await setPlanCache(tx, subscription.userId, subscription.family, plan.name);
  await insertAccountEvent(tx, subscription.userId, "subscription_renewed", systemOrigin, plan.name);
  return true;
}

/** More than any balance holds: `expireCredits` takes the whole balance, never below zero. */
const WHOLE_BALANCE = 2_147_483_647;

/**
 * Ends a subscription Stripe ended (`customer.subscription.deleted`) as the scheduled expiry ends
 * a test-mode one (decision 020): status expired, the plan caches cleared, the family's unspent
 * balance expired in one ledger row keyed by the subscription (so written once whichever path
 * runs first), and a subscription_expired event.
 */
export async function endSubscription(tx: Executor, subscription: SubscriptionRow, now: Date): Promise<boolean> {
  // Expired already, or canceled at once by a refund (which took back what the payment granted).
  if (subscription.status === "expired" || subscription.status === "canceled") return false;
  await updateSubscription(tx, subscription.id, { status: "expired", canceledAt: subscription.canceledAt ?? now }, now);
  await setPlanCache(tx, subscription.userId, subscription.family, null);
  const plan = await findPlan(tx, subscription.planId);
  await expireCredits(tx, {
    userId: subscription.userId,
    kind: subscription.family === "user" ? "connects" : "freelancers",
    amount: WHOLE_BALANCE,
    reason: "expiry",
    referenceType: "subscription",
    referenceId: subscription.id,
    note: `${plan?.name ?? "Plan"} ended`,
  });
  await insertAccountEvent(tx, subscription.userId, "subscription_expired", systemOrigin, plan?.name);
  return true;
}
