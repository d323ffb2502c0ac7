import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { activityLogQuerySchema, activityLogResponseSchema } from "@mp/contracts/activity";
import { signedInUser } from "../../plugins/authenticate.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";
import { findAccountEvents } from "./repository.ts";
import { pagedResult, pageWindow } from "../../lib/paging.ts";

/** `GET /api/activitylog?page=&limit=`: the signed-in user's own account events, newest first. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/activitylog",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Activity"],
        summary: "The signed-in user's own account events, newest first",
        security: bearerSecurity,
        querystring: activityLogQuerySchema,
        response: { 200: activityLogResponseSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      // The user comes from the token alone: no parameter can ask for somebody else's log.
      const me = signedInUser(request);
      const rows = await findAccountEvents(db, me._id, pageWindow({ page, limit }));
      return pagedResult(rows, { page, limit });
    },
  );
};
