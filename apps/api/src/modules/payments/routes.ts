import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  checkoutParamsSchema,
  checkoutRequestSchema,
  checkoutStartResponseSchema,
  checkoutViewResponseSchema,
  currentSubscriptionsResponseSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentParamsSchema,
  subscriptionParamsSchema,
  subscriptionResponseSchema,
  testCheckoutResultResponseSchema,
} from "@mp/contracts/billing";
import { pagedResult, pageWindow } from "../../lib/paging.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";
import { originOf } from "../activity/repository.ts";
import { adminPaymentRoutes } from "./admin-routes.ts";
import { cancelAtPeriodEnd } from "./cancel.ts";
import { openCheckout } from "./checkout.ts";
import { createPaymentsContext } from "./context.ts";
import { checkoutView, currentSubscriptions, ownPayment, paymentPage, subscriptionView } from "./reads.ts";
import { renderReceipt } from "./receipt.ts";
import { declineTestCheckout, payTestCheckout } from "./test-checkout.ts";
import { webhookRoutes } from "./webhook-routes.ts";

const one = <T>(value: T) => ({ result: 1 as const, result_value: value });
const tags = ["Payments"];

/**
 * Checkout, test mode's pay and decline, the subscriptions, the payments and their receipts,
 * and (in its own scope, with a raw body) Stripe's webhook. Every route but the webhook needs a
 * signed-in user and answers 404 for what is someone else's.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createPaymentsContext(app);
  const { db } = ctx;
  await app.register(webhookRoutes, { ctx });
  await app.register(adminPaymentRoutes, { ctx });

  app.post(
    "/payments/checkout",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Open a checkout for a plan (the server sets the price); answers where to pay",
        security: bearerSecurity,
        body: checkoutRequestSchema,
        response: { 200: checkoutStartResponseSchema },
      },
    },
    async (request) => one(await openCheckout(ctx, signedInUser(request), request.body.planId, new Date())),
  );

  app.get(
    "/payments/checkout/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "One of the user's checkouts: its status and, once completed, what it granted",
        security: bearerSecurity,
        params: checkoutParamsSchema,
        response: { 200: checkoutViewResponseSchema },
      },
    },
    async (request) => one(await checkoutView(db, request.params.id, signedInUser(request)._id, new Date())),
  );

  app.post(
    "/payments/test-checkout/:id/pay",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Test mode: pay an open checkout (a signed event through the webhook)",
        security: bearerSecurity,
        params: checkoutParamsSchema,
        response: { 200: testCheckoutResultResponseSchema },
      },
    },
    async (request) => one(await payTestCheckout(ctx, request.params.id, signedInUser(request)._id)),
  );

  app.post(
    "/payments/test-checkout/:id/decline",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Test mode: decline an open checkout (nothing is charged or granted)",
        security: bearerSecurity,
        params: checkoutParamsSchema,
        response: { 200: testCheckoutResultResponseSchema },
      },
    },
    async (request) => one(await declineTestCheckout(ctx, request.params.id, signedInUser(request)._id)),
  );

  app.get(
    "/subscription",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The user's live user-plan and hire-plan subscriptions",
        security: bearerSecurity,
        response: { 200: currentSubscriptionsResponseSchema },
      },
    },
    async (request) => one(await currentSubscriptions(db, signedInUser(request)._id)),
  );

  app.post(
    "/subscription/:id/cancel",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Cancel one of the user's subscriptions at the end of its period",
        security: bearerSecurity,
        params: subscriptionParamsSchema,
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => {
      const row = await cancelAtPeriodEnd(ctx, request.params.id, signedInUser(request)._id, originOf(request));
      return one(await subscriptionView(db, row));
    },
  );

  app.get(
    "/payments",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The user's payments, newest first",
        security: bearerSecurity,
        querystring: paymentListQuerySchema,
        response: { 200: paymentListResponseSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const rows = await paymentPage(db, signedInUser(request)._id, pageWindow({ page, limit }));
      return pagedResult(rows, { page, limit });
    },
  );

  app.get(
    "/payments/:id/receipt",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "One of the user's payments as a PDF receipt",
        security: bearerSecurity,
        params: paymentParamsSchema,
      },
    },
    async (request, reply) => {
      const { payment, plan } = await ownPayment(db, request.params.id, signedInUser(request)._id);
      const pdf = await renderReceipt(app.config.productName, payment, plan);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="receipt-${payment.receiptNumber}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
