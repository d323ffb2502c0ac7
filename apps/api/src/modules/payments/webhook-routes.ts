import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { webhookResponseSchema } from "@mp/contracts/billing";
import type { PaymentsContext } from "./context.ts";
import { receiveWebhook } from "./webhook.ts";

/** Stripe's events are small; a little room over the API's usual limit for a session with many lines. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * `POST /api/payments/webhook`, in a scope of its own: the body stays the exact bytes Stripe
 * signed (any content type, as a Buffer), which the rest of the API would parse as JSON.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ ctx: PaymentsContext }> = async (app, { ctx }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/payments/webhook",
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ["Payments"],
        summary: "Stripe's webhook (and test mode's signed events): checkout, invoices, subscription changes",
        response: { 200: webhookResponseSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      await receiveWebhook(ctx, body, typeof signature === "string" ? signature : undefined);
      return { received: true as const };
    },
  );
};
