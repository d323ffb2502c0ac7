import type Stripe from "stripe";
import { AppError } from "../../lib/app-error.ts";
import type { PaymentsContext } from "./context.ts";
import { handleEvent } from "./event-handlers.ts";
import { claimEvent, recordOutcome } from "./payment-repository.ts";
import { stripeWebhooks, WEBHOOK_TOLERANCE_SECONDS } from "./stripe-client.ts";

export const webhookMessages = {
  badSignature: "Invalid webhook signature.",
} as const;

/** Checks Stripe's signature scheme (HMAC of the raw body, 300 s tolerance); any doubt is a 400. */
export function verifyEvent(ctx: PaymentsContext, body: Buffer, signature: string | undefined): Stripe.Event {
  if (!signature) throw new AppError("BAD_REQUEST", webhookMessages.badSignature);
  try {
    return stripeWebhooks.constructEvent(body, signature, ctx.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new AppError("BAD_REQUEST", webhookMessages.badSignature);
  }
}

/**
 * The one path that grants: a verified event is claimed by its id and handled in the same
 * transaction, so a replay (even a concurrent one) has one effect, and a failure leaves nothing
 * behind for the provider's retry. Unknown users or sessions are recorded as ignored and answered 200.
 */
export async function receiveEvent(ctx: PaymentsContext, event: Stripe.Event, now = new Date()): Promise<string> {
  const provider = ctx.stripe ? "stripe" : "test";
  const id = String(event.id ?? "").slice(0, 255);
  if (!id) throw new AppError("BAD_REQUEST", webhookMessages.badSignature);
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, { id, provider, type: String(event.type).slice(0, 100) }))) {
      return "ignored: already handled";
    }
    const handled = await handleEvent(tx, provider, event, now);
    await recordOutcome(tx, id, handled);
    return handled;
  });
  const level = outcome.startsWith("ignored") ? "warn" : "info";
  ctx.log[level]({ eventId: id, eventType: event.type, outcome }, "payment webhook handled");
  return outcome;
}

/** `POST /api/payments/webhook`: the raw body and its `Stripe-Signature` header. */
export function receiveWebhook(ctx: PaymentsContext, body: Buffer, signature: string | undefined) {
  return receiveEvent(ctx, verifyEvent(ctx, body, signature));
}
