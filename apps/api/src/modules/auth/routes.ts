import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  authMessages,
  loginErrorSchema,
  loginRequestSchema,
  messageResponseSchema,
  sessionCheckResponseSchema,
  sessionResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
} from "@mp/contracts/auth";
import { AppError } from "../../lib/app-error.ts";
import { clientKeyOf } from "../../lib/client-key.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";
import { insertAccountEvent, originOf } from "../activity/repository.ts";
import { toUser } from "../users/user-view.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { deleteSession, findCredentials, insertUser } from "./repository.ts";
import { startSession } from "./sessions.ts";
import { authRules, emailKey } from "./throttle-rules.ts";

/** `POST /api/auth/signup`, `/login`, `/logout` and `GET /api/auth/session`. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { throttle, config } = app;
  const tooMany = () => new AppError("TOO_MANY_REQUESTS", authMessages.tooManyAttempts);

  app.post(
    "/signup",
    {
      config: { validationMessage: "first-error" },
      schema: {
        tags: ["Authentication"],
        summary: "Create an account",
        body: signupRequestSchema,
        response: { 201: signupResponseSchema },
      },
    },
    async (request, reply) => {
      if (config.authThrottle && !(await throttle.allow(authRules.signupPerAddress, clientKeyOf(request.ip))))
        throw tooMany();
      const { name, email, password, phone, userType, acceptTerms } = request.body;
      const passwordHash = await hashPassword(password);
      const id = await db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          name,
          displayName: name,
          email,
          phone,
          userType,
          passwordHash,
          termsAcceptedAt: acceptTerms ? new Date() : null,
        });
        if (created) await insertAccountEvent(tx, created, "signed_up", originOf(request));
        return created;
      });
      if (!id) throw new AppError("CONFLICT", authMessages.emailTaken);
      return reply.status(201).send({ result: 1, error: false, message: authMessages.signupSuccess });
    },
  );

  app.post(
    "/login",
    {
      config: { validationMessage: authMessages.loginRequired },
      schema: {
        tags: ["Authentication"],
        summary: "Sign in with email and password: a token and the user",
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema, 401: loginErrorSchema },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const accountKey = emailKey(email);
      const client = clientKeyOf(request.ip);
      const limits = [
        [authRules.loginAttemptsPerAddress, client],
        [authRules.loginPerAddress, client],
        [authRules.loginPerPair, `${client}:${accountKey}`],
        [authRules.loginPerEmail, accountKey],
      ] as const;
      if (config.authThrottle) {
        // Every attempt counts before the check and a right one is taken back, so that guesses
        // sent in parallel cannot slip past the limits. Checked in order and stopped at the first
        // refusal: a blocked address adds nothing to the account's count.
        for (const [rule, key] of limits) if (!(await throttle.allow(rule, key))) throw tooMany();
      }
      const account = await findCredentials(db, email);
      const isRight = await verifyPassword(account?.passwordHash ?? null, request.body.password);
      if (!account || !isRight) {
        // One answer whether the email has an account or not.
        const message = authMessages.invalidCredentials;
        return reply.status(401).send({ result: 0, message, Password_error: message });
      }
      if (account.suspendedAt) {
        // Said only to whoever knows the password: it reveals nothing to anyone else.
        const message = authMessages.accountSuspended;
        return reply.status(401).send({ result: 0, message, Password_error: message });
      }
      if (config.authThrottle) {
        // The attempt itself still counts (argon2 costs CPU whatever the outcome); its failures are forgotten.
        const [, perAddress, perPair, perEmail] = limits;
        await Promise.all([throttle.undo(...perAddress), throttle.clear(...perPair), throttle.clear(...perEmail)]);
      }
      const token = await startSession(app, account.id, originOf(request));
      return { result: 1 as const, success: true as const, token, user: toUser(account) };
    },
  );

  app.post(
    "/logout",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Authentication"],
        summary: "End the session of this token",
        security: bearerSecurity,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { sessionId } = request;
      if (sessionId) {
        const { _id: userId } = signedInUser(request);
        await db.transaction(async (tx) => {
          // Two logouts racing with one token log one event: only the one that ended the session.
          if (await deleteSession(tx, sessionId)) await insertAccountEvent(tx, userId, "signed_out", originOf(request));
        });
      }
      return { result: 1 as const, message: authMessages.loggedOut };
    },
  );

  app.get(
    "/session",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Authentication"],
        summary: "The user this token signs in",
        security: bearerSecurity,
        response: { 200: sessionCheckResponseSchema },
      },
    },
    async (request) => ok(signedInUser(request)),
  );
};
