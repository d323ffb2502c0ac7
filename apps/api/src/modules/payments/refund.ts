import type { FastifyRequest } from "fastify";
import type Stripe from "stripe";
import { adminPaymentMessages, type RefundResult } from "@mp/contracts/admin-payments";
import { AppError } from "../../lib/app-error.ts";
import type { MailMessage } from "../../lib/mailer.ts";
import { insertAccountEvent, originOf } from "../activity/repository.ts";
import { recordAdminAction } from "../audit/public.ts";
import { expireCredits } from "../credits/public.ts";
import { findMailContact } from "../users/repository.ts";
import { findAdminPayment, findRefundOf, lockPayment, markRefunded } from "./admin-repository.ts";
import type { PaymentsContext } from "./context.ts";
import { grantedByPayment, insertPayment, type PaymentRow } from "./payment-repository.ts";
import { findPlan } from "./plan-repository.ts";
import { formatAmount } from "./receipt.ts";
import { lockSubscription, setPlanCache, updateSubscription } from "./subscription-repository.ts";
import { escapeHtml, htmlMail } from "../../lib/html.ts";

const refundableKinds = new Set<PaymentRow["kind"]>(["purchase", "upgrade", "renewal"]);

/** Why a payment cannot be refunded, or null when it can: paid, a charge (not a refund) and not refunded yet. */
export function refusalOf(payment: Pick<PaymentRow, "kind" | "status">, hasRefund: boolean): string | null {
  if (payment.status === "refunded" || hasRefund) return adminPaymentMessages.alreadyRefunded;
  if (!refundableKinds.has(payment.kind) || payment.status !== "paid") return adminPaymentMessages.notRefundable;
  return null;
}

/**
 * Stripe's PaymentIntent behind one of our Stripe payment ids: an invoice (in_…: its first
 * payment) or a Checkout Session (cs_…: its invoice's payment, or its own intent).
 */
async function paymentIntentOf(stripe: Stripe, providerPaymentId: string): Promise<string | null> {
  let invoiceId: string | null = providerPaymentId.startsWith("in_") ? providerPaymentId : null;
  if (providerPaymentId.startsWith("cs_")) {
    const session = await stripe.checkout.sessions.retrieve(providerPaymentId);
    const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
    if (intent) return intent;
    invoiceId = typeof session.invoice === "string" ? session.invoice : (session.invoice?.id ?? null);
  }
  if (!invoiceId) return null;
  const list = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
  const intent = list.data[0]?.payment.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

/**
 * Asks Stripe to refund the whole charge. The idempotency key is the payment's id, so a retry
 * after a failure here (or two admins at once) makes one refund at Stripe. Nothing is written
 * here until Stripe said yes; a refusal is a 503 with nothing changed.
 */
async function refundAtStripe(ctx: PaymentsContext, payment: PaymentRow): Promise<string> {
  const stripe = ctx.stripe;
  if (!stripe || !payment.providerPaymentId) throw new AppError("CONFLICT", adminPaymentMessages.notRefundable);
  try {
    const intent = await paymentIntentOf(stripe, payment.providerPaymentId);
    if (!intent) throw new Error(`no payment intent for ${payment.providerPaymentId}`);
    const refund = await stripe.refunds.create(
      { payment_intent: intent, reason: "requested_by_customer", metadata: { paymentId: payment.id } },
      { idempotencyKey: `refund-${payment.id}` },
    );
    return refund.id;
  } catch (err) {
    ctx.log.error({ err, paymentId: payment.id }, "stripe refused the refund");
    throw new AppError("UNAVAILABLE", adminPaymentMessages.providerUnavailable);
  }
}

/**
 * Gives a paid purchase, upgrade or renewal back in full, once: a refund row (the amount negated,
 * so that payments sum to the revenue), the payment marked refunded, its subscription canceled
 * now, what it granted taken back through the ledger (reason "refund", never below zero: what
 * was spent already stays spent and is reported as the shortfall), a payment_refunded event and
 * the audit row, all in one transaction. In Stripe mode Stripe refunds first.
 */
export async function refundPayment(
  ctx: PaymentsContext,
  request: FastifyRequest,
  id: string,
  note: string,
  productName: string,
  now = new Date(),
): Promise<{ result: Omit<RefundResult, "refund">; refundId: string; mail: MailMessage | null }> {
  const found = await findAdminPayment(ctx.db, id);
  if (!found) throw new AppError("NOT_FOUND", adminPaymentMessages.notFound);
  const earlier = await findRefundOf(ctx.db, id);
  const refusal = refusalOf(found.payment, earlier !== null);
  if (refusal) throw new AppError("CONFLICT", refusal);
  const providerRefundId = found.payment.provider === "stripe" ? await refundAtStripe(ctx, found.payment) : null;

  const outcome = await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, id);
    if (!payment) throw new AppError("NOT_FOUND", adminPaymentMessages.notFound);
    const again = refusalOf(payment, (await findRefundOf(tx, id)) !== null);
    if (again) throw new AppError("CONFLICT", again);

    const refund = await insertPayment(
      tx,
      {
        userId: payment.userId,
        subscriptionId: payment.subscriptionId,
        planId: payment.planId,
        kind: "refund",
        amountCents: -payment.amountCents,
        currency: payment.currency,
        status: "refunded",
        provider: payment.provider,
        providerPaymentId: providerRefundId,
        refundOf: payment.id,
        note,
      },
      now,
    );
    // The unique refund_of index lost a race to another refund of the same payment.
    if (!refund) throw new AppError("CONFLICT", adminPaymentMessages.alreadyRefunded);
    await markRefunded(tx, payment.id);

    const granted = await grantedByPayment(tx, payment.userId, payment.id);
    const takenBack = { connects: 0, freelancers: 0 };
    for (const kind of ["connects", "freelancers"] as const) {
      if (granted[kind] <= 0) continue;
      const moved = await expireCredits(tx, {
        userId: payment.userId,
        kind,
        amount: granted[kind],
        reason: "refund",
        referenceType: "payment",
        referenceId: payment.id,
        note: `Refund of ${payment.receiptNumber}`,
      });
      takenBack[kind] = -moved.delta;
    }
    const shortfall = {
      connects: Math.max(granted.connects - takenBack.connects, 0),
      freelancers: Math.max(granted.freelancers - takenBack.freelancers, 0),
    };

    let subscriptionEnded = false;
    const subscription = payment.subscriptionId ? await lockSubscription(tx, payment.subscriptionId) : null;
    if (subscription && (subscription.status === "active" || subscription.status === "past_due")) {
      const end = now > subscription.currentPeriodStart ? now : new Date(subscription.currentPeriodStart.getTime() + 1);
      await updateSubscription(
        tx,
        subscription.id,
        { status: "canceled", canceledAt: now, cancelAtPeriodEnd: false, currentPeriodEnd: end },
        now,
      );
      await setPlanCache(tx, subscription.userId, subscription.family, null);
      subscriptionEnded = true;
    }
    const plan = await findPlan(tx, payment.planId);
    await insertAccountEvent(tx, payment.userId, "payment_refunded", originOf(request), plan?.name);
    await recordAdminAction(tx, request, {
      action: "payment.refund",
      targetType: "payment",
      targetId: payment.id,
      before: { status: payment.status, subscriptionStatus: subscription?.status ?? null },
      after: {
        status: "refunded",
        refundId: refund.id,
        refundCents: refund.amountCents,
        currency: refund.currency,
        takenBack,
        shortfall,
        subscriptionStatus: subscriptionEnded ? "canceled" : (subscription?.status ?? null),
      },
      note,
    });
    return { refund, takenBack, shortfall, subscriptionEnded, planName: plan?.name ?? "plan", payment };
  });

  const payer = await findMailContact(ctx.db, outcome.payment.userId);
  const mail = payer
    ? refundEmail({
        to: payer.email,
        name: payer.name,
        productName,
        planName: outcome.planName,
        amount: formatAmount(outcome.payment.amountCents, outcome.payment.currency),
        receiptNumber: outcome.payment.receiptNumber,
        subscriptionEnded: outcome.subscriptionEnded,
        takenBack: outcome.takenBack,
      })
    : null;
  return {
    result: {
      takenBack: outcome.takenBack,
      shortfall: outcome.shortfall,
      subscriptionEnded: outcome.subscriptionEnded,
    },
    refundId: outcome.refund.id,
    mail,
  };
}

type RefundMail = {
  to: string;
  name: string;
  productName: string;
  planName: string;
  amount: string;
  receiptNumber: string;
  subscriptionEnded: boolean;
  takenBack: RefundResult["takenBack"];
};

/** The payer's notice of a refund, in plain text and simple HTML. */
export function refundEmail(mail: RefundMail): MailMessage {
  const lines = [
    `We have refunded your payment of ${mail.amount} for the ${mail.planName} plan (receipt ${mail.receiptNumber}).`,
    mail.subscriptionEnded ? `The ${mail.planName} plan has ended with the refund.` : "",
    mail.takenBack.connects > 0 ? `${mail.takenBack.connects} connects granted by the payment were taken back.` : "",
    mail.takenBack.freelancers > 0
      ? `${mail.takenBack.freelancers} Remaining Freelancer granted by the payment were taken back.`
      : "",
    "A card refund can take 5 to 10 days to reach your account.",
  ].filter((line) => line !== "");
  const greeting = `Hello ${mail.name},`;
  return {
    to: mail.to,
    subject: `Your ${mail.productName} payment was refunded`,
    text: [greeting, "", ...lines.flatMap((line) => [line, ""]), `— ${mail.productName}`].join("\n"),
    html: htmlMail(`    <p>${escapeHtml(greeting)}</p>
${lines.map((line) => `    <p>${escapeHtml(line)}</p>`).join("\n")}
    <p>— ${escapeHtml(mail.productName)}</p>`),
  };
}
