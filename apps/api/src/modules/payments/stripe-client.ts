import Stripe from "stripe";
import type { Config } from "../../config.ts";
import type { PlanRow } from "./plan-repository.ts";

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

/**
 * The item change that puts a Stripe subscription on a plan's price: the plan's own Stripe price
 * when it has one, else an inline monthly price on the product the subscription already sells.
 * Null when the subscription has no item.
 */
export async function planPriceItem(
  stripe: Stripe,
  subscriptionId: string,
  plan: Pick<PlanRow, "stripePriceId" | "currency" | "priceCents">,
): Promise<Stripe.SubscriptionUpdateParams.Item | null> {
  const current = await stripe.subscriptions.retrieve(subscriptionId);
  const item = current.items.data[0];
  if (!item) return null;
  if (plan.stripePriceId) return { id: item.id, price: plan.stripePriceId };
  const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
  return {
    id: item.id,
    price_data: { currency: plan.currency, product, unit_amount: plan.priceCents, recurring: { interval: "month" } },
  };
}
