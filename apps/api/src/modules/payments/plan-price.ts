import { findPlan } from "../plans/public.ts";
import type { PaymentsContext } from "./context.ts";
import { planPriceItem } from "./stripe-client.ts";
import { findLiveStripeSubscriptionsOfPlan } from "./subscription-repository.ts";

/**
 * After an admin changed a plan's price: in Stripe mode, each live Stripe subscription of the plan
 * moves to the new price without proration, so Stripe charges it from the next period on — the
 * rule a plan change follows here (decision 026). Test mode charges the plan's price at each
 * renewal already. A subscription Stripe refuses to move is logged and left at its price; the rest
 * still move. Answers how many moved.
 */
export async function moveStripeSubscribersToPlanPrice(ctx: PaymentsContext, planId: string): Promise<number> {
  const stripe = ctx.stripe;
  if (!stripe) return 0;
  const plan = await findPlan(ctx.db, planId);
  if (!plan) return 0;
  let moved = 0;
  for (const live of await findLiveStripeSubscriptionsOfPlan(ctx.db, planId)) {
    try {
      const item = await planPriceItem(stripe, live.providerSubscriptionId, plan);
      if (!item) throw new Error("the subscription has no item");
      await stripe.subscriptions.update(
        live.providerSubscriptionId,
        {
          items: [item],
          proration_behavior: "none",
        },
        { idempotencyKey: `plan-price-${plan.id}-${plan.updatedAt.getTime()}-${live.id}` },
      );
      moved += 1;
    } catch (err) {
      ctx.log.warn(
        { err, subscriptionId: live.id, planId },
        "could not move a Stripe subscription to its plan's new price",
      );
    }
  }
  return moved;
}
