import type { Executor } from "../../lib/executor.ts";
import { applyRenewal } from "./public.ts";
import { periodFrom } from "./period.ts";
import type { SubscriptionRow } from "./subscription-repository.ts";

/** Test mode's stand-in for Stripe's invoice id: one per subscription and period, so a period is renewed once. */
export function testRenewalPaymentId(subscriptionId: string, periodStart: Date): string {
  return `test_renewal_${subscriptionId}_${periodStart.getTime()}`;
}

/** Missed periods renewed for one subscription in one run; a longer gap is caught up over the next runs. */
const MAX_PERIODS_PER_RUN = 12;

/**
 * Renews a test-mode subscription whose period has ended, through the same `applyRenewal` as
 * Stripe's `invoice.paid`: a paid renewal payment at the plan's price, the next period, and the
 * period's allowance granted on the payment (unspent connects carry over). The payment is keyed by
 * (subscription, period) (`payments_provider_payment_idx`), and `applyRenewal` continues only
 * from the period end it was given: a period is renewed once whoever tries. A subscription
 * several periods behind (the server was off) gets each missed period, a payment and a grant
 * each. Runs in the caller's transaction, which holds the subscription's row lock. Answers how
 * many periods were renewed.
 */
export async function renewTestSubscription(
  tx: Executor,
  subscription: SubscriptionRow,
  priceCents: number,
  now: Date,
): Promise<number> {
  let current = subscription;
  let renewed = 0;
  while (renewed < MAX_PERIODS_PER_RUN && current.currentPeriodEnd.getTime() <= now.getTime()) {
    const periodStart = current.currentPeriodEnd;
    const periodEnd = periodFrom(periodStart);
    const applied = await applyRenewal(
      tx,
      current,
      {
        fromPeriodEnd: current.currentPeriodEnd,
        periodStart,
        periodEnd,
        amountCents: priceCents,
        providerPaymentId: testRenewalPaymentId(current.id, periodStart),
      },
      now,
    );
    if (!applied) break;
    renewed += 1;
    current = { ...current, status: "active", currentPeriodStart: periodStart, currentPeriodEnd: periodEnd };
  }
  return renewed;
}
