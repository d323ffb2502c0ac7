import type { BillingPlan, CheckoutView, Payment, Subscription } from "@mp/contracts/billing";
import { withTerms } from "../plans/public.ts";
import type { CheckoutRow } from "./checkout-repository.ts";
import type { PaymentRow } from "./payment-repository.ts";
import type { PlanRow } from "./plan-repository.ts";
import type { SubscriptionRow } from "./subscription-repository.ts";

export function toBillingPlan(plan: PlanRow): BillingPlan {
  return {
    _id: plan.id,
    family: plan.family,
    name: plan.name,
    rank: plan.rank,
    priceCents: plan.priceCents,
    currency: plan.currency,
    connectsPerPeriod: plan.connectsPerPeriod,
    freelancersPerPeriod: plan.freelancersPerPeriod,
  };
}

/** The plan as the subscriber holds it this period: the terms kept when it began, when it has them. */
export function toSubscription(row: SubscriptionRow, plan: PlanRow): Subscription {
  return {
    _id: row.id,
    family: row.family,
    plan: toBillingPlan(withTerms(plan, row.terms)),
    status: row.status,
    provider: row.provider,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** What a checkout and the payment it becomes both show: the plan bought, the kind of purchase and its amount. */
function purchaseOf<K>(row: { id: string; kind: K; amountCents: number; currency: string }, plan: PlanRow) {
  return {
    _id: row.id,
    plan: toBillingPlan(plan),
    kind: row.kind,
    amountCents: row.amountCents,
    currency: row.currency,
  };
}

/** An open checkout whose time ran out shows as expired, as it is treated. */
export function toCheckoutView(
  row: CheckoutRow,
  plan: PlanRow,
  now: Date,
  completed: { subscription: Subscription | null; granted: CheckoutView["granted"] },
): CheckoutView {
  const timedOut = row.status === "open" && row.expiresAt.getTime() <= now.getTime();
  return {
    ...purchaseOf(row, plan),
    status: timedOut ? "expired" : row.status,
    testMode: row.provider === "test",
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    ...completed,
  };
}

export function toPayment(row: PaymentRow, plan: PlanRow): Payment {
  return {
    ...purchaseOf(row, plan),
    status: row.status,
    receiptNumber: row.receiptNumber,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
