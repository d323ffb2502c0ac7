import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  phoneUpdateRequestSchema,
  verificationMessageResponseSchema,
  verificationMessages as messages,
} from "@mp/contracts/account-verification";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { changePhone } from "./repository.ts";

/** `PUT /api/account/phone`: the signed-in user's number; a new one has to be confirmed again. */
export const phoneNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = signedInRoutes(["Users"], app.authenticate);

  app.put(
    "/account/phone",
    signedIn.firstError("Change or remove the signed-in user's phone number (a new number is no longer confirmed)", {
      body: phoneUpdateRequestSchema,
      response: { 200: verificationMessageResponseSchema },
    }),
    async (request) => {
      const { phone } = request.body;
      // No account event: none of the activity log's kinds is a change of number.
      await db.transaction((tx) => changePhone(tx, signedInUser(request)._id, phone));
      return { result: 1 as const, message: phone ? messages.phoneSaved : messages.phoneRemoved };
    },
  );
};
