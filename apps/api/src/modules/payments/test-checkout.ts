import { randomBytes } from "node:crypto";
import { billingMessages } from "@mp/contracts/billing";
import { AppError } from "../../lib/app-error.ts";
import { closeCheckout, findOwnCheckout, isLive, type CheckoutRow } from "./checkout-repository.ts";
import { failedUrl, successUrl, type PaymentsContext } from "./context.ts";
import { stripeWebhooks } from "./stripe-client.ts";
import { receiveWebhook } from "./webhook.ts";

/** The user's own open test-mode checkout; in Stripe mode the test checkout does not exist (404). */
async function requireOpenTestCheckout(ctx: PaymentsContext, id: string, userId: string, now: Date) {
  const checkout = await findOwnCheckout(ctx.db, id, userId);
  if (!checkout || ctx.stripe || checkout.provider !== "test") {
    throw new AppError("NOT_FOUND", billingMessages.checkoutNotFound);
  }
  if (!isLive(checkout, now)) throw new AppError("CONFLICT", billingMessages.checkoutNotOpen);
  return checkout;
}

/** The event Stripe would send for a paid Checkout Session, in Stripe's shape. */
function completedSessionEvent(checkout: CheckoutRow, now: Date) {
  const created = Math.floor(now.getTime() / 1000);
  return {
    id: `evt_test_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: null,
    created,
    livemode: false,
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_test_${checkout.id.replaceAll("-", "")}`,
        object: "checkout.session",
        mode: "subscription",
        status: "complete",
        payment_status: "paid",
        client_reference_id: checkout.id,
        metadata: { checkoutId: checkout.id },
        amount_total: checkout.amountCents,
        currency: checkout.currency,
        created,
        subscription: null,
        invoice: null,
      },
    },
  };
}

/**
 * Test mode's Pay: a signed `checkout.session.completed` delivered in process through the
 * webhook's own verification and handling — the page itself grants nothing.
 */
export async function payTestCheckout(ctx: PaymentsContext, id: string, userId: string, now = new Date()) {
  const checkout = await requireOpenTestCheckout(ctx, id, userId, now);
  const payload = JSON.stringify(completedSessionEvent(checkout, now));
  const signature = stripeWebhooks.generateTestHeaderString({ payload, secret: ctx.webhookSecret });
  await receiveWebhook(ctx, Buffer.from(payload), signature);
  const after = await findOwnCheckout(ctx.db, id, userId);
  const status = after?.status ?? "open";
  return { status, redirectUrl: status === "completed" ? successUrl(ctx, id) : failedUrl(ctx, id) };
}

/** Test mode's Decline: the checkout is declined and nothing else changes. */
export async function declineTestCheckout(ctx: PaymentsContext, id: string, userId: string, now = new Date()) {
  await requireOpenTestCheckout(ctx, id, userId, now);
  await closeCheckout(ctx.db, id, "declined");
  const after = await findOwnCheckout(ctx.db, id, userId);
  return { status: after?.status ?? "declined", redirectUrl: failedUrl(ctx, id) };
}
