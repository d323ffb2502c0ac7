import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  authMessages,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from "@mp/contracts/auth";
import { AppError } from "../../lib/app-error.ts";
import { clientKeyOf } from "../../lib/client-key.ts";
import { insertAccountEvent, originOf } from "../activity/repository.ts";
import { hashPassword } from "./passwords.ts";
import { findAccountByEmail, isResetTokenUsable, replacePassword, useResetToken } from "./repository.ts";
import { issuePasswordReset, sha256 } from "./reset-link.ts";
import { authRules, emailKey } from "./throttle-rules.ts";

/** `POST /api/auth/forgot-password` and `POST /api/auth/reset-password`. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { throttle, config } = app;

  app.post(
    "/forgot-password",
    {
      config: { validationMessage: "first-error" },
      schema: {
        tags: ["Authentication"],
        summary: "Email a password-reset link",
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      if (config.authThrottle && !(await throttle.allow(authRules.forgotPerAddress, clientKeyOf(request.ip)))) {
        throw new AppError("TOO_MANY_REQUESTS", authMessages.tooManyAttempts);
      }
      const email = request.body.email.toLowerCase();
      // Kept for every address asked about, so that the answer is the same for unknown ones.
      if (!(await throttle.allow(authRules.forgotCooldown, emailKey(email)))) {
        throw new AppError("TOO_MANY_REQUESTS", authMessages.forgotLocked);
      }
      const user = await findAccountByEmail(db, email);
      if (user) {
        const send = await db.transaction((tx) => issuePasswordReset(app, tx, request, user, originOf(request)));
        send();
      }
      return { result: 1 as const, message: authMessages.forgotSent };
    },
  );

  app.post(
    "/reset-password",
    {
      config: { validationMessage: "first-error" },
      schema: {
        tags: ["Authentication"],
        summary: "Set a new password with a reset link's token",
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const tokenHash = sha256(request.body.token);
      const invalid = () => new AppError("BAD_REQUEST", authMessages.resetInvalid);
      // A cheap look first, so that a wrong token costs no password hashing.
      if (!(await isResetTokenUsable(db, tokenHash))) throw invalid();
      const passwordHash = await hashPassword(request.body.password);
      const isDone = await db.transaction(async (tx) => {
        const userId = await useResetToken(tx, tokenHash);
        if (userId) {
          await replacePassword(tx, userId, passwordHash);
          await insertAccountEvent(tx, userId, "password_changed", originOf(request));
        }
        return userId !== null;
      });
      if (!isDone) throw invalid();
      return { result: 1 as const, message: authMessages.resetSuccess };
    },
  );
};
