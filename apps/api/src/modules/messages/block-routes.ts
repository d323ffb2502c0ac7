import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  blockListQuerySchema,
  blockListResponseSchema,
  blockParamsSchema,
  blockResponseSchema,
  blockUserSchema,
  messageTexts,
} from "@mp/contracts/message";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { ownPage, signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { deleteBlock, findBlocks, haveConversation, insertBlock } from "./block-repository.ts";

const tags = ["Messages"];

/**
 * Blocks: while either of two people has blocked the other, neither can send in any conversation
 * between them nor start one. One blocks only someone they have a conversation with; anyone else
 * is "not found", so that blocking reveals nothing about accounts.
 */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(tags, app.authenticate);
  const { db } = app.database;

  app.get(
    "/messages/blocks",
    signedIn("The people the signed-in user has blocked, latest first", {
      querystring: blockListQuerySchema,
      response: { 200: blockListResponseSchema },
    }),
    ownPage((userId, window) => findBlocks(db, userId, window)),
  );

  app.post(
    "/messages/blocks",
    signedIn("Block someone the signed-in user has a conversation with", {
      body: blockUserSchema,
      response: { 200: blockResponseSchema },
    }),
    async (request) => {
      const me = signedInUser(request);
      const { userId } = request.body;
      if (userId === me._id) throw new AppError("CONFLICT", messageTexts.blockSelf);
      if (!(await haveConversation(db, me._id, userId))) throw new AppError("NOT_FOUND", messageTexts.userNotFound);
      await insertBlock(db, me._id, userId);
      return ok({ message: messageTexts.blockedUser });
    },
  );

  app.delete(
    "/messages/blocks/:userId",
    signedIn("Lift the signed-in user's block of someone (nothing to lift answers the same)", {
      params: blockParamsSchema,
      response: { 200: blockResponseSchema },
    }),
    async (request) => {
      // Idempotent: lifting a block that is not there changes nothing and tells nothing.
      await deleteBlock(db, signedInUser(request)._id, request.params.userId);
      return ok({ message: messageTexts.unblockedUser });
    },
  );
};
