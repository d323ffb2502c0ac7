import { billingMessages } from "@mp/contracts/billing";
import { AppError } from "../../lib/app-error.ts";
import { insertAccountEvent, type EventOrigin } from "../activity/repository.ts";
import type { PaymentsContext } from "./context.ts";
import { findPlan } from "./plan-repository.ts";
import { findOwnSubscription, lockSubscription, updateSubscription } from "./subscription-repository.ts";

const isLive = (status: string) => status === "active" || status === "past_due";

/**
 * Cancel at period end: the plan stays until `currentPeriodEnd`, then the scheduled work (test
 * mode) or Stripe's `customer.subscription.deleted` ends it. Stripe is told first, so that a
 * refusal there changes nothing here.
 */
export async function cancelAtPeriodEnd(
  ctx: PaymentsContext,
  id: string,
  userId: string,
  origin: EventOrigin,
  now = new Date(),
) {
  const found = await findOwnSubscription(ctx.db, id, userId);
  if (!found || !isLive(found.status)) throw new AppError("NOT_FOUND", billingMessages.subscriptionNotFound);
  if (found.cancelAtPeriodEnd) throw new AppError("CONFLICT", billingMessages.alreadyCanceled);
  if (ctx.stripe && found.provider === "stripe" && found.providerSubscriptionId) {
    try {
      await ctx.stripe.subscriptions.update(found.providerSubscriptionId, { cancel_at_period_end: true });
    } catch (err) {
      ctx.log.error({ err, subscriptionId: id }, "stripe refused the cancellation");
      throw new AppError(
        "UNAVAILABLE",
        "The payment service could not be reached. Nothing changed; try again shortly.",
      );
    }
  }
  return ctx.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, id);
    if (!row || !isLive(row.status)) throw new AppError("NOT_FOUND", billingMessages.subscriptionNotFound);
    if (row.cancelAtPeriodEnd) throw new AppError("CONFLICT", billingMessages.alreadyCanceled);
    const updated = await updateSubscription(tx, id, { cancelAtPeriodEnd: true, canceledAt: now }, now);
    const plan = await findPlan(tx, row.planId);
    await insertAccountEvent(tx, userId, "subscription_canceled", origin, plan?.name);
    return updated;
  });
}
