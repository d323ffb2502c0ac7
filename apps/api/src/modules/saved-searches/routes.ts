import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  MAX_SAVED_SEARCHES,
  savedSearchDeletedResponseSchema,
  savedSearchIdParamSchema,
  savedSearchInputSchema,
  savedSearchListResponseSchema,
  savedSearchMessages,
  savedSearchResponseSchema,
  savedSearchUpdateSchema,
  unsubscribeInputSchema,
  unsubscribeResponseSchema,
} from "@mp/contracts/saved-search";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import {
  deleteSavedSearch,
  deleteSavedSearchById,
  findSavedSearchesOf,
  insertSavedSearch,
  updateSavedSearch,
} from "./repository.ts";
import { createUnsubscribeTokens } from "./unsubscribe-token.ts";

const tags = ["Saved searches"];
const notFound = () => new AppError("NOT_FOUND", savedSearchMessages.notFound);

/**
 * `/api/saved-searches`: a person's saved searches (their own only: anyone else's id answers 404
 * and changes nothing), and the unsubscribe of an alert mail's signed link, without signing in.
 */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(tags, app.authenticate);
  const { db } = app.database;
  const tokens = createUnsubscribeTokens(app.secrets.tokenSecret);

  app.get(
    "/saved-searches",
    signedIn("My saved searches, newest first", {
      response: { 200: savedSearchListResponseSchema },
    }),
    async (request) => ok(await findSavedSearchesOf(db, signedInUser(request)._id)),
  );

  app.post(
    "/saved-searches",
    signedIn.firstError("Save a search or a filtered page, with mail alerts of new matches", {
      body: savedSearchInputSchema,
      response: { 201: savedSearchResponseSchema },
    }),
    async (request, reply) => {
      const user = signedInUser(request);
      const saved = await db.transaction((tx) => insertSavedSearch(tx, user._id, request.body, MAX_SAVED_SEARCHES));
      if (!saved) throw new AppError("CONFLICT", savedSearchMessages.tooMany);
      return reply.status(201).send(ok(saved));
    },
  );

  app.patch(
    "/saved-searches/:id",
    signedIn.firstError("Rename a saved search or change how often it mails", {
      params: savedSearchIdParamSchema,
      body: savedSearchUpdateSchema,
      response: { 200: savedSearchResponseSchema },
    }),
    async (request) => {
      const saved = await updateSavedSearch(db, signedInUser(request)._id, request.params.id, request.body);
      if (!saved) throw notFound();
      return ok(saved);
    },
  );

  app.delete(
    "/saved-searches/:id",
    signedIn("Delete a saved search (its alerts stop)", {
      params: savedSearchIdParamSchema,
      response: { 200: savedSearchDeletedResponseSchema },
    }),
    async (request) => {
      const { id } = request.params;
      if (!(await deleteSavedSearch(db, signedInUser(request)._id, id))) throw notFound();
      return ok({ _id: id });
    },
  );

  app.post(
    "/saved-searches/unsubscribe",
    {
      schema: {
        tags,
        summary: "Stop a saved search's alerts from the signed link of its mail (no sign-in)",
        body: unsubscribeInputSchema,
        response: { 200: unsubscribeResponseSchema },
      },
      config: { validationMessage: savedSearchMessages.invalidLink },
    },
    async (request) => {
      const id = tokens.verify(request.body.token);
      if (!id) throw new AppError("BAD_REQUEST", savedSearchMessages.invalidLink);
      // A link used twice finds nothing to delete: it answers the same, without the name.
      return ok({ name: await deleteSavedSearchById(db, id) });
    },
  );
};
