import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  conversationListQuerySchema,
  conversationPageResponseSchema,
  conversationParamsSchema,
  conversationResponseSchema,
  markReadResponseSchema,
  messageListQuerySchema,
  messagePageResponseSchema,
  messageResponseSchema,
  messageTexts,
  openConversationSchema,
  sendMessageSchema,
  unreadCountResponseSchema,
} from "@mp/contracts/message";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { ownPage, signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { countUnread, findConversation, findConversations } from "./conversation-repository.ts";
import { findMessages, markRead } from "./message-repository.ts";
import { findMembership, findSubjectParties, openConversation, type Subject } from "./party-repository.ts";
import { blockRoutes } from "./block-routes.ts";
import { listingConversationRoutes } from "./listing-routes.ts";
import { sendMessage } from "./send-message.ts";
import { sendRule } from "./send-rule.ts";

const tags = ["Messages"];

/**
 * Conversations about an application, a hiring request or a listing, between its two parties
 * only; blocks, and the visitor's question from a listing's page.
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(tags, app.authenticate);
  const { db } = app.database;
  await app.register(blockRoutes);
  await app.register(listingConversationRoutes);
  const notFound = () => new AppError("NOT_FOUND", messageTexts.conversationNotFound);

  /** The conversation if the caller is one of its parties; anyone else gets 404, as if it did not exist. */
  const requireMembership = async (id: string, userId: string) => {
    const membership = await findMembership(db, id, userId);
    if (!membership) throw notFound();
    return membership;
  };

  app.post(
    "/conversations",
    signedIn("Open (or find) the conversation about an application or a hiring request", {
      body: openConversationSchema,
      response: { 200: conversationResponseSchema, 201: conversationResponseSchema },
    }),
    async (request, reply) => {
      const me = signedInUser(request);
      const { applicationId, hireRequestId } = request.body;
      const subject: Subject = applicationId ? { applicationId } : { hireRequestId: hireRequestId ?? "" };
      const parties = await findSubjectParties(db, subject);
      // A stranger learns nothing, not even that the application exists.
      if (!parties || (parties.first !== me._id && parties.second !== me._id) || parties.first === parties.second) {
        throw new AppError("NOT_FOUND", messageTexts.subjectNotFound);
      }
      const { id, created } = await openConversation(db, subject, parties);
      const conversation = await findConversation(db, id, me._id);
      if (!conversation) throw notFound();
      return reply.status(created ? 201 : 200).send(ok(conversation));
    },
  );

  app.get(
    "/conversations",
    signedIn("The signed-in user's conversations, newest activity first, with unread counts", {
      querystring: conversationListQuerySchema,
      response: { 200: conversationPageResponseSchema },
    }),
    ownPage((userId, window) => findConversations(db, userId, window)),
  );

  app.get(
    "/conversations/unread-count",
    signedIn("How many messages to the signed-in user are unread", {
      response: { 200: unreadCountResponseSchema },
    }),
    async (request) => ok({ unread: await countUnread(db, signedInUser(request)._id) }),
  );

  app.get(
    "/conversations/:id/messages",
    signedIn("A page of a conversation's messages, oldest first; marks the caller's unread ones read", {
      params: conversationParamsSchema,
      querystring: messageListQuerySchema,
      response: { 200: messagePageResponseSchema },
    }),
    async (request) => {
      const me = signedInUser(request);
      const { id } = await requireMembership(request.params.id, me._id);
      // Read first, then shown: the thread the caller sees is the thread they have read.
      await markRead(db, id, me._id);
      const [conversation, page] = await Promise.all([
        findConversation(db, id, me._id),
        findMessages(db, id, me._id, request.query),
      ]);
      if (!conversation) throw notFound();
      return ok({ conversation, ...page });
    },
  );

  app.post(
    "/conversations/:id/messages",
    signedIn("Send a message in a conversation (its parties only)", {
      params: conversationParamsSchema,
      body: sendMessageSchema,
      response: { 201: messageResponseSchema },
    }),
    async (request, reply) => {
      const me = signedInUser(request);
      const membership = await requireMembership(request.params.id, me._id);
      if (!(await app.throttle.allow(sendRule, me._id))) {
        throw new AppError("TOO_MANY_REQUESTS", messageTexts.tooManyMessages);
      }
      const message = await sendMessage(db, {
        conversationId: membership.id,
        senderId: me._id,
        recipientId: membership.otherUserId,
        body: request.body.body,
      });
      return reply.status(201).send(ok(message));
    },
  );

  app.post(
    "/conversations/:id/read",
    signedIn("Mark the caller's unread messages of a conversation read (its parties only)", {
      params: conversationParamsSchema,
      response: { 200: markReadResponseSchema },
    }),
    async (request) => {
      const me = signedInUser(request);
      const { id } = await requireMembership(request.params.id, me._id);
      return ok({ marked: await markRead(db, id, me._id) });
    },
  );
};
