import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { askQuestionResponseSchema, askQuestionSchema, listingParamsSchema, messageTexts } from "@mp/contracts/message";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import type { ThrottleRule } from "../../lib/throttle.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { findConversation } from "./conversation-repository.ts";
import { insertMessage } from "./message-repository.ts";
import { findAskableListing, findListingConversation, openListingConversation } from "./party-repository.ts";
import { sendRule } from "./send-rule.ts";
import { refuseIfBlocked } from "./send-message.ts";
import { adVisitsOf, countListingStep } from "../funnel/public.ts";

/** New conversations about listings one user may start per hour; questions in one they have are sends. */
export const askRule: ThrottleRule = { name: "listing-conversation", max: 10, windowMs: 60 * 60_000 };

/** "Ask a question" on a listing's page: the visitor's one conversation with its vendor. */
export const listingConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(["Messages"], app.authenticate);
  const { db } = app.database;
  const adVisits = adVisitsOf(app);

  app.post(
    "/listings/:id/conversation",
    signedIn("Ask a listing's vendor a question: finds or starts the caller's conversation about it and sends", {
      params: listingParamsSchema,
      body: askQuestionSchema,
      response: { 200: askQuestionResponseSchema, 201: askQuestionResponseSchema },
    }),
    async (request, reply) => {
      const me = signedInUser(request);
      const listingId = request.params.id;
      const listing = await findAskableListing(db, listingId);
      // Its own vendor learns only what they know; anyone else, nothing of a listing that is not public.
      if (listing?.vendorId === me._id) throw new AppError("CONFLICT", messageTexts.ownListing);
      if (!listing?.isAskable) throw new AppError("NOT_FOUND", messageTexts.listingNotFound);
      await refuseIfBlocked(db, me._id, listing.vendorId);
      const existing = await findListingConversation(db, listingId, me._id);
      if (!existing && !(await app.throttle.allow(askRule, me._id))) {
        throw new AppError("TOO_MANY_REQUESTS", messageTexts.tooManyConversations);
      }
      if (!(await app.throttle.allow(sendRule, me._id))) {
        throw new AppError("TOO_MANY_REQUESTS", messageTexts.tooManyMessages);
      }
      // The conversation, its count on the listing's stats and the message: all or nothing.
      const { id, created, message } = await db.transaction(async (tx) => {
        const { id, created } = await openListingConversation(tx, {
          listingId,
          visitorId: me._id,
          vendorId: listing.vendorId,
        });
        if (created) await countListingStep(tx, listingId, "message", adVisits.adOf(request, listingId));
        const message = await insertMessage(tx, {
          conversationId: id,
          senderId: me._id,
          recipientId: listing.vendorId,
          body: request.body.body,
        });
        return { id, created, message };
      });
      const conversation = await findConversation(db, id, me._id);
      if (!conversation) throw new AppError("NOT_FOUND", messageTexts.conversationNotFound);
      return reply.status(created ? 201 : 200).send(ok({ conversation, message }));
    },
  );
};
