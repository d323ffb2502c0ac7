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
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { ownPage, signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { originOf } from "../activity/repository.ts";
import { adminPaymentRoutes } from "./admin-routes.ts";
import { cancelAtPeriodEnd } from "./cancel.ts";
import { openCheckout } from "./checkout.ts";
import { createPaymentsContext } from "./context.ts";
import { checkoutView, currentSubscriptions, ownPayment, paymentPage, subscriptionView } from "./reads.ts";
import { renderReceipt } from "./receipt.ts";
import { declineTestCheckout, payTestCheckout } from "./test-checkout.ts";
import { webhookRoutes } from "./webhook-routes.ts";

const tags = ["Payments"];

/** Test mode's two ends of an open checkout: `/payments/test-checkout/{id}/pay` and `/decline`. */
const testCheckoutActions = [
  ["pay", "Test mode: pay an open checkout (a signed event through the webhook)", payTestCheckout],
  ["decline", "Test mode: decline an open checkout (nothing is charged or granted)", declineTestCheckout],
] as const;

/**
 * Checkout, test mode's pay and decline, the subscriptions, the payments and their receipts,
 * and (in its own scope, with a raw body) Stripe's webhook. Every route but the webhook needs a
 * signed-in user and answers 404 for what is someone else's.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(tags, app.authenticate);
  const ctx = createPaymentsContext(app);
  const { db } = ctx;
  await app.register(webhookRoutes, { ctx });
  await app.register(adminPaymentRoutes, { ctx });

  app.post(
    "/payments/checkout",
    signedIn("Open a checkout for a plan (the server sets the price); answers where to pay", {
      body: checkoutRequestSchema,
      response: { 200: checkoutStartResponseSchema },
    }),
    async (request) => ok(await openCheckout(ctx, signedInUser(request), request.body.planId, new Date())),
  );

  app.get(
    "/payments/checkout/:id",
    signedIn("One of the user's checkouts: its status and, once completed, what it granted", {
      params: checkoutParamsSchema,
      response: { 200: checkoutViewResponseSchema },
    }),
    async (request) => ok(await checkoutView(db, request.params.id, signedInUser(request)._id, new Date())),
  );

  for (const [action, summary, settle] of testCheckoutActions) {
    app.post(
      `/payments/test-checkout/:id/${action}`,
      signedIn(summary, { params: checkoutParamsSchema, response: { 200: testCheckoutResultResponseSchema } }),
      async (request) => ok(await settle(ctx, request.params.id, signedInUser(request)._id)),
    );
  }

  app.get(
    "/subscription",
    signedIn("The user's live user-plan and hire-plan subscriptions", {
      response: { 200: currentSubscriptionsResponseSchema },
    }),
    async (request) => ok(await currentSubscriptions(db, signedInUser(request)._id)),
  );

  app.post(
    "/subscription/:id/cancel",
    signedIn("Cancel one of the user's subscriptions at the end of its period", {
      params: subscriptionParamsSchema,
      response: { 200: subscriptionResponseSchema },
    }),
    async (request) => {
      const row = await cancelAtPeriodEnd(ctx, request.params.id, signedInUser(request)._id, originOf(request));
      return ok(await subscriptionView(db, row));
    },
  );

  app.get(
    "/payments",
    signedIn("The user's payments, newest first", {
      querystring: paymentListQuerySchema,
      response: { 200: paymentListResponseSchema },
    }),
    ownPage((userId, window) => paymentPage(db, userId, window)),
  );

  app.get(
    "/payments/:id/receipt",
    signedIn("One of the user's payments as a PDF receipt", {
      params: paymentParamsSchema,
    }),
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
