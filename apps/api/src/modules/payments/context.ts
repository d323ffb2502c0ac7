import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type Stripe from "stripe";
import type { Database } from "@mp/db/client";
import { createStripeClient } from "./stripe-client.ts";
import { loadTestWebhookSecret } from "./test-mode-secret.ts";

/** What the payment routes share: the database, the mode and its secrets. */
export type PaymentsContext = {
  db: Database;
  publicUrl: string;
  /** Stripe's client in Stripe mode; null in the built-in test mode. */
  stripe: Stripe | null;
  /** The secret events are signed with: Stripe's endpoint secret, or test mode's generated one. */
  webhookSecret: string;
  log: FastifyBaseLogger;
};

/** Made once per app when the payment routes register (the test-mode secret is read or generated then). */
export function createPaymentsContext(app: FastifyInstance): PaymentsContext {
  const stripe = app.config.stripe;
  return {
    db: app.database.db,
    publicUrl: app.config.publicUrl,
    stripe: stripe ? createStripeClient(stripe) : null,
    webhookSecret: stripe ? stripe.webhookSecret : loadTestWebhookSecret(app.config.dataDir),
    log: app.log,
  };
}

export const successUrl = (ctx: PaymentsContext, checkoutId: string) =>
  `${ctx.publicUrl}/paymentsuccess?checkout=${checkoutId}`;
export const failedUrl = (ctx: PaymentsContext, checkoutId: string) =>
  `${ctx.publicUrl}/paymentfailed?checkout=${checkoutId}`;
export const testCheckoutUrl = (ctx: PaymentsContext, checkoutId: string) =>
  `${ctx.publicUrl}/testcheckout/${checkoutId}`;
