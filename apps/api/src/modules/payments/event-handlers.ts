import type Stripe from "stripe";
import { inArray } from "drizzle-orm";
import { payments } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import { insertAccountEvent, systemOrigin } from "../activity/repository.ts";
import { lockCheckout } from "./checkout-repository.ts";
import { applyRenewal, endSubscription, fulfilCheckout } from "./fulfilment.ts";
import { periodFrom } from "./period.ts";
import { lockSubscriptionByProviderId, updateSubscription } from "./subscription-repository.ts";

type Provider = "test" | "stripe";
/** An event's object as it came: fields are read with care, since a stranger's event may lack any. */
type Fields = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 ? value : null);
const whole = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);
/** A field that Stripe sends either as an id or as the expanded object. */
const idOf = (value: unknown): string | null => text(value) ?? text((value as Fields | null)?.id);
const fromUnix = (value: unknown): Date | null => {
  const seconds = whole(value);
  return seconds === null ? null : new Date(seconds * 1000);
};
const metadataOf = (value: unknown): Fields => (value && typeof value === "object" ? (value as Fields) : {});

/** `checkout.session.completed`: the checkout named by `client_reference_id` takes effect. */
async function sessionCompleted(tx: Executor, provider: Provider, session: Fields, now: Date): Promise<string> {
  const checkoutId = text(session.client_reference_id) ?? text(metadataOf(session.metadata).checkoutId);
  if (!checkoutId || !UUID.test(checkoutId)) return "ignored: unknown session";
  const checkout = await lockCheckout(tx, checkoutId);
  if (!checkout || checkout.provider !== provider) return "ignored: unknown session";
  if (provider === "stripe" && checkout.providerSessionId !== text(session.id)) return "ignored: unknown session";
  // Stripe charges an upgrade on the subscription's invoice (`invoice.paid`), not in a session.
  if (provider === "stripe" && checkout.kind !== "new") return "ignored: upgrades complete on their invoice";
  if (text(session.payment_status) !== "paid") return "ignored: session not paid";
  return fulfilCheckout(
    tx,
    checkout,
    {
      amountCents: whole(session.amount_total) ?? checkout.amountCents,
      providerPaymentId: provider === "stripe" ? (idOf(session.invoice) ?? text(session.id)) : null,
      providerSubscriptionId: provider === "stripe" ? idOf(session.subscription) : null,
    },
    now,
  );
}

function invoiceSubscriptionId(invoice: Fields): string | null {
  const details = metadataOf(metadataOf(invoice.parent).subscription_details);
  return idOf(details.subscription) ?? idOf(invoice.subscription);
}

/** The period an invoice's first line pays for (a renewal's new period). */
function invoicePeriod(invoice: Fields): { start: Date; end: Date } | null {
  const lines = metadataOf(invoice.lines).data;
  const first = Array.isArray(lines) ? metadataOf(metadataOf(lines[0]).period) : {};
  const start = fromUnix(first.start);
  const end = fromUnix(first.end);
  return start && end && end > start ? { start, end } : null;
}

/** `invoice.paid`: an upgrade's prorated charge, or a renewal (`subscription_cycle`). */
async function invoicePaid(tx: Executor, invoice: Fields, now: Date): Promise<string> {
  const reason = text(invoice.billing_reason);
  const amountCents = whole(invoice.amount_paid) ?? 0;
  if (reason === "subscription_update") {
    const details = metadataOf(metadataOf(invoice.parent).subscription_details);
    const checkoutId = text(metadataOf(details.metadata).checkoutId);
    if (!checkoutId || !UUID.test(checkoutId)) return "ignored: not an upgrade of ours";
    const checkout = await lockCheckout(tx, checkoutId);
    if (!checkout || checkout.provider !== "stripe" || checkout.kind !== "upgrade") return "ignored: unknown checkout";
    return fulfilCheckout(
      tx,
      checkout,
      { amountCents, providerPaymentId: text(invoice.id), providerSubscriptionId: null },
      now,
    );
  }
  if (reason !== "subscription_cycle") return `ignored: invoice for ${reason ?? "no reason"}`;
  const providerId = invoiceSubscriptionId(invoice);
  const subscription = providerId ? await lockSubscriptionByProviderId(tx, providerId) : null;
  if (!subscription) return "ignored: unknown subscription";
  const period = invoicePeriod(invoice) ?? {
    start: subscription.currentPeriodEnd,
    end: periodFrom(subscription.currentPeriodEnd),
  };
  const renewed = await applyRenewal(
    tx,
    subscription,
    {
      fromPeriodEnd: subscription.currentPeriodEnd,
      periodStart: period.start,
      periodEnd: period.end,
      amountCents,
      providerPaymentId: text(invoice.id),
    },
    now,
  );
  return renewed ? "applied: renewal" : "ignored: subscription not live";
}

/** `invoice.payment_failed`: the subscription is past due until a retry pays or it ends. */
async function paymentFailed(tx: Executor, invoice: Fields, now: Date): Promise<string> {
  const providerId = invoiceSubscriptionId(invoice);
  const subscription = providerId ? await lockSubscriptionByProviderId(tx, providerId) : null;
  if (!subscription) return "ignored: unknown subscription";
  if (subscription.status !== "active" && subscription.status !== "past_due") return "ignored: subscription not live";
  await updateSubscription(tx, subscription.id, { status: "past_due" }, now);
  await insertAccountEvent(tx, subscription.userId, "payment_failed", systemOrigin);
  return "applied: past due";
}

const liveStripeStatuses: Record<string, "active" | "past_due"> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
  unpaid: "past_due",
};

/** `customer.subscription.updated` and `.deleted`: Stripe's status, period and cancel flag, or its end. */
async function subscriptionChanged(tx: Executor, stripeSubscription: Fields, deleted: boolean, now: Date) {
  const providerId = text(stripeSubscription.id);
  const subscription = providerId ? await lockSubscriptionByProviderId(tx, providerId) : null;
  if (!subscription) return "ignored: unknown subscription";
  const status = text(stripeSubscription.status) ?? "";
  if (deleted || !(status in liveStripeStatuses)) {
    return (await endSubscription(tx, subscription, now)) ? "applied: ended" : "ignored: already ended";
  }
  const items = metadataOf(stripeSubscription.items).data;
  const item = Array.isArray(items) ? metadataOf(items[0]) : {};
  const start = fromUnix(item.current_period_start) ?? subscription.currentPeriodStart;
  const end = fromUnix(item.current_period_end) ?? subscription.currentPeriodEnd;
  const cancelAtPeriodEnd = stripeSubscription.cancel_at_period_end === true;
  await updateSubscription(
    tx,
    subscription.id,
    {
      status: liveStripeStatuses[status],
      cancelAtPeriodEnd,
      canceledAt: cancelAtPeriodEnd ? (subscription.canceledAt ?? now) : null,
      ...(end > start ? { currentPeriodStart: start, currentPeriodEnd: end } : {}),
    },
    now,
  );
  return "applied: updated";
}

/**
 * `charge.refunded`: Stripe's echo of a refund. A refund asked for in the admin panel was
 * recorded (row, ledger, subscription) when Stripe accepted it, and carries our payment's id in
 * its metadata: the echo changes nothing. A refund made elsewhere (Stripe's dashboard) is logged
 * and recorded as ignored, for an admin to settle by hand: nothing is taken back twice.
 */
async function chargeRefunded(tx: Executor, charge: Fields): Promise<string> {
  const refunds = metadataOf(charge.refunds).data;
  const paymentIds = (Array.isArray(refunds) ? refunds : [])
    .map((refund) => text(metadataOf(metadataOf(refund).metadata).paymentId))
    .filter((id): id is string => id !== null && UUID.test(id));
  if (paymentIds.length === 0) return "ignored: refund made outside the admin panel";
  const [recorded] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(inArray(payments.refundOf, paymentIds))
    .limit(1);
  return recorded ? "ignored: refund already recorded" : "ignored: refund not recorded here";
}

/** Handles one verified event inside its transaction and says what it did (kept in `payment_events.outcome`). */
export function handleEvent(tx: Executor, provider: Provider, event: Stripe.Event, now: Date): Promise<string> {
  const object = metadataOf(event.data?.object);
  switch (event.type) {
    case "checkout.session.completed":
      return sessionCompleted(tx, provider, object, now);
    case "invoice.paid":
      return invoicePaid(tx, object, now);
    case "invoice.payment_failed":
      return paymentFailed(tx, object, now);
    case "customer.subscription.updated":
      return subscriptionChanged(tx, object, false, now);
    case "customer.subscription.deleted":
      return subscriptionChanged(tx, object, true, now);
    case "charge.refunded":
      return chargeRefunded(tx, object);
    default:
      return Promise.resolve(`ignored: ${String(event.type).slice(0, 80)} not handled`);
  }
}
