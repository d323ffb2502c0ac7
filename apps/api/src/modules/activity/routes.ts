import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { activityLogQuerySchema, activityLogResponseSchema } from "@mp/contracts/activity";
import { bearerSecurity } from "../../plugins/openapi.ts";
import { ownPage } from "../../plugins/signed-in-routes.ts";
import { findAccountEvents } from "./repository.ts";

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
    ownPage((userId, window) => findAccountEvents(db, userId, window)),
  );
};
