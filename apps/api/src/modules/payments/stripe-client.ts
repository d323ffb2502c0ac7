import Stripe from "stripe";
import type { Config } from "../../config.ts";

type StripeSettings = NonNullable<Config["stripe"]>;

/** The Stripe API client; `apiUrl` points it at a stand-in (tests: no internet). */
export function createStripeClient(settings: StripeSettings): Stripe {
  if (!settings.apiUrl) return new Stripe(settings.secretKey, { maxNetworkRetries: 1, timeout: 10_000 });
  const url = new URL(settings.apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443,
    protocol,
    maxNetworkRetries: 0,
    timeout: 10_000,
  });
}

/** Stripe's signature scheme, which needs no API key: both modes verify events with it. */
export const stripeWebhooks = Stripe.webhooks;

/** How old a signed event may be (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
