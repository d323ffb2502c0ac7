import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userDetailsResponseSchema, userIdParamSchema } from "@mp/contracts/user";
import { AppError } from "../../lib/app-error.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";
import { findUserById } from "./repository.ts";
import { isAdmin } from "../../lib/ownership.ts";
import { toUser } from "./user-view.ts";

/** `GET /api/adds/UserDetalis/{userId}` (the spec's spelling): one's own details, or anybody's for an admin. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/adds/UserDetalis/:userId",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Users"],
        summary: "One's own details, or any user's for an admin",
        security: bearerSecurity,
        params: userIdParamSchema,
        response: { 200: userDetailsResponseSchema },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const userId = request.params.userId.toLowerCase();
      if (userId === me._id) return { result: 1 as const, result_value: me, userPlan: me.userPlan };
      if (!isAdmin(me)) throw new AppError("FORBIDDEN", "You are not allowed to do this.");
      const row = await findUserById(app.database.db, userId);
      if (!row) throw new AppError("NOT_FOUND", "User not found.");
      const user = toUser(row);
      return { result: 1 as const, result_value: user, userPlan: user.userPlan };
    },
  );
};
