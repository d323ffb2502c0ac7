import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminPaymentDetailResponseSchema,
  adminPaymentListQuerySchema,
  adminPaymentListResponseSchema,
  adminPaymentMessages,
  adminPaymentParamsSchema,
  refundRequestSchema,
  refundResponseSchema,
  type AdminPayment,
} from "@mp/contracts/admin-payments";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import {
  findAdminPayment,
  findAdminPayments,
  findRefundOf,
  findSubscriptionSummary,
  paymentExists,
  type AdminPaymentListRow,
} from "./admin-repository.ts";
import type { PaymentsContext } from "./context.ts";
import { grantedByPayment } from "./payment-repository.ts";
import { refundPayment, refusalOf } from "./refund.ts";

const tags = ["Admin"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAdminPayment({ payment, userEmail, userName, planName, planFamily }: AdminPaymentListRow): AdminPayment {
  return {
    _id: payment.id,
    user: { _id: payment.userId, email: userEmail, name: userName },
    plan: { _id: payment.planId, name: planName, family: planFamily },
    kind: payment.kind,
    amountCents: payment.amountCents,
    currency: payment.currency,
    status: payment.status,
    provider: payment.provider,
    receiptNumber: payment.receiptNumber,
    refundOf: payment.refundOf,
    note: payment.note,
    createdAt: payment.createdAt.toISOString(),
  };
}

/**
 * The admin panel's payments: the list (filters, newest first, paged by key), one payment with
 * what it granted, and the refund. Admin or Super-Admin.
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{ ctx: PaymentsContext }> = async (app, { ctx }) => {
  const adminOnly = signedInRoutes(tags, app.requireAdmin);
  const { db } = ctx;

  app.get(
    "/admin/payments",
    adminOnly("Payments, filtered, newest first, paged by key (Admin)", {
      querystring: adminPaymentListQuerySchema,
      response: { 200: adminPaymentListResponseSchema },
    }),
    async (request) => {
      const { cursor, limit, ...filters } = request.query;
      if (cursor !== undefined && (!UUID.test(cursor) || !(await paymentExists(db, cursor)))) {
        throw new AppError("BAD_REQUEST", adminPaymentMessages.badCursor);
      }
      const rows = await findAdminPayments(db, { ...filters, after: cursor, limit });
      const page = rows.slice(0, limit);
      return {
        result: 1 as const,
        result_value: page.map(toAdminPayment),
        meta: { nextCursor: rows.length > limit ? (page.at(-1)?.payment.id ?? null) : null },
      };
    },
  );

  app.get(
    "/admin/payments/:id",
    adminOnly("One payment: payer, plan, subscription, what it granted, its refund (Admin)", {
      params: adminPaymentParamsSchema,
      response: { 200: adminPaymentDetailResponseSchema },
    }),
    async (request) => {
      const row = await findAdminPayment(db, request.params.id);
      if (!row) throw new AppError("NOT_FOUND", adminPaymentMessages.notFound);
      const { payment } = row;
      const [refund, subscription, granted] = await Promise.all([
        findRefundOf(db, payment.id),
        payment.subscriptionId ? findSubscriptionSummary(db, payment.subscriptionId) : null,
        grantedByPayment(db, payment.userId, payment.id),
      ]);
      return ok({
        ...toAdminPayment(row),
        providerPaymentId: payment.providerPaymentId,
        periodStart: payment.periodStart?.toISOString() ?? null,
        periodEnd: payment.periodEnd?.toISOString() ?? null,
        subscription: subscription
          ? {
              _id: subscription.id,
              status: subscription.status,
              currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
            }
          : null,
        granted,
        refund: refund ? toAdminPayment(refund) : null,
        refundable: refusalOf(payment, refund !== null) === null,
      });
    },
  );

  app.post(
    "/admin/payments/:id/refund",
    adminOnly("Refund a paid purchase, upgrade or renewal in full, once, with a note (Admin)", {
      params: adminPaymentParamsSchema,
      body: refundRequestSchema,
      response: { 200: refundResponseSchema },
    }),
    async (request) => {
      const { result, refundId, mail } = await refundPayment(
        ctx,
        request,
        request.params.id,
        request.body.note,
        app.config.productName,
      );
      if (mail) {
        app.mailer.sendInBackground(mail, (err) => request.log.error({ err }, "refund mail failed"));
      }
      const refund = await findAdminPayment(db, refundId);
      if (!refund) throw new AppError("NOT_FOUND", adminPaymentMessages.notFound);
      return ok({ ...result, refund: toAdminPayment(refund) });
    },
  );
};
