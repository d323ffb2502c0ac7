import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  authMessages,
  facebookLoginRequestSchema,
  googleLoginRequestSchema,
  sessionResponseSchema,
} from "@mp/contracts/auth";
import { AppError } from "../../lib/app-error.ts";
import { originOf } from "../activity/repository.ts";
import { findUserById } from "../users/repository.ts";
import { toUser } from "../users/user-view.ts";
import { createFacebookVerifier } from "./facebook.ts";
import { createGoogleVerifier } from "./google.ts";
import { startSession } from "./sessions.ts";
import { findOrCreateSocialUser, type Provider } from "./social-account-repository.ts";
import type { SocialIdentity } from "./social-identity.ts";

/**
 * `POST /api/auth/google` (`{ token }`: a Google ID token) and `POST /api/auth/facebook`
 * (`{ accessToken }`). Each answers 404 while its provider is not configured.
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const google = config.googleClientId
    ? createGoogleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl })
    : null;
  const facebook = config.facebook ? createFacebookVerifier(config.facebook) : null;

  const signIn = async (
    request: FastifyRequest,
    provider: Provider,
    identify: () => Promise<SocialIdentity>,
    failure: string,
  ) => {
    let identity: SocialIdentity;
    try {
      identity = await identify();
    } catch (err) {
      app.log.warn({ err, provider }, "social sign-in refused: the provider's token did not check out");
      throw new AppError("UNAUTHORIZED", failure);
    }
    const origin = originOf(request);
    const userId = await findOrCreateSocialUser(app.database.db, provider, identity, origin);
    const row = userId ? await findUserById(app.database.db, userId) : null;
    if (!row) {
      app.log.warn({ provider }, "social sign-in refused: no email to make an account with, or it is linked elsewhere");
      throw new AppError("UNAUTHORIZED", failure);
    }
    // The provider vouched for the person, so saying why is safe, as after a right password.
    if (row.suspendedAt) throw new AppError("UNAUTHORIZED", authMessages.accountSuspended);
    return {
      result: 1 as const,
      success: true as const,
      token: await startSession(app, row.id, origin),
      user: toUser(row),
    };
  };

  app.post(
    "/google",
    {
      schema: {
        tags: ["Authentication"],
        summary: "Sign in with a Google ID token",
        body: googleLoginRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      if (!google) throw new AppError("NOT_FOUND", "Google sign-in is not configured.");
      return signIn(request, "google", () => google(request.body.token), authMessages.googleFailed);
    },
  );

  app.post(
    "/facebook",
    {
      schema: {
        tags: ["Authentication"],
        summary: "Sign in with a Facebook access token",
        body: facebookLoginRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      if (!facebook) throw new AppError("NOT_FOUND", "Facebook sign-in is not configured.");
      return signIn(request, "facebook", () => facebook(request.body.accessToken), authMessages.facebookFailed);
    },
  );
};
