import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  phoneVerifyRequestSchema,
  verificationMessageResponseSchema,
  verificationMessages as messages,
  verificationStatusResponseSchema,
} from "@mp/contracts/account-verification";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { createSmsSender } from "../../lib/sms.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";
import { insertAccountEvent, originOf } from "../activity/repository.ts";
import { emailConfirmationRoutes } from "./email-routes.ts";
import { hashPhoneCode, isSameHash, newPhoneCode, phoneCodeRules, phoneCodeText } from "./phone-code.ts";
import {
  countWrongTry,
  deletePhoneCode,
  findVerificationStatus,
  lockPhoneCode,
  markPhoneVerified,
  savePhoneCode,
} from "./repository.ts";
import { phoneNumberRoutes } from "./phone-routes.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";

/**
 * The account's confirmations: `GET /api/account/verification`, the phone's code by text message,
 * the e-mail's mailed link (email-routes.ts) and the change of number (phone-routes.ts).
 */
export const accountVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(["Users"], app.authenticate);
  const { db } = app.database;
  const { config, throttle } = app;
  const sms = createSmsSender({ twilio: config.sms, dataDir: config.dataDir });

  const statusOf = async (userId: string) => {
    const status = await findVerificationStatus(db, userId);
    if (!status) throw new AppError("UNAUTHORIZED", "Please sign in again.");
    return status;
  };

  await app.register(emailConfirmationRoutes);
  await app.register(phoneNumberRoutes);

  app.get(
    "/account/verification",
    signedIn("Whether the signed-in user's e-mail address and phone number are confirmed", {
      response: { 200: verificationStatusResponseSchema },
    }),
    async (request) => {
      const status = await statusOf(signedInUser(request)._id);
      return ok({
        email: status.email,
        emailVerified: status.emailVerifiedAt !== null,
        phone: status.phone,
        phoneVerified: status.phoneVerifiedAt !== null,
      });
    },
  );

  app.post(
    "/account/phone/verification",
    signedIn("Text a 6-digit code to the signed-in user's phone (one a minute, five a day)", {
      response: { 200: verificationMessageResponseSchema },
    }),
    async (request) => {
      const userId = signedInUser(request)._id;
      const { phone, phoneVerifiedAt } = await statusOf(userId);
      if (!phone) throw new AppError("CONFLICT", messages.noPhone);
      if (phoneVerifiedAt) throw new AppError("CONFLICT", messages.phoneAlreadyConfirmed);
      if (!(await throttle.allow(phoneCodeRules.perMinute, userId))) {
        throw new AppError("TOO_MANY_REQUESTS", messages.codeTooSoon);
      }
      if (!(await throttle.allow(phoneCodeRules.perDay, userId))) {
        throw new AppError("TOO_MANY_REQUESTS", messages.codeDailyLimit);
      }
      const code = newPhoneCode();
      await savePhoneCode(db, {
        userId,
        phone,
        codeHash: hashPhoneCode(userId, code),
        expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MINUTES * 60_000),
      });
      try {
        await sms.send({ to: phone, body: phoneCodeText(config.productName, code) });
      } catch (err) {
        request.log.error({ err }, "the phone confirmation code could not be sent");
        throw new AppError("UNAVAILABLE", "The text message could not be sent. Try again in a few minutes.");
      }
      return { result: 1 as const, message: messages.codeSent };
    },
  );

  app.post(
    "/account/phone/verify",
    {
      onRequest: app.authenticate,
      config: { validationMessage: "first-error" },
      schema: {
        tags: ["Users"],
        summary: "Confirm the signed-in user's phone with the code sent to it (five tries, ten minutes)",
        security: bearerSecurity,
        body: phoneVerifyRequestSchema,
        response: { 200: verificationMessageResponseSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request)._id;
      const outcome = await db.transaction(async (tx) => {
        const pending = await lockPhoneCode(tx, userId);
        if (!pending) return new AppError("CONFLICT", messages.noCode);
        if (pending.isExpired) {
          await deletePhoneCode(tx, userId);
          return new AppError("CONFLICT", messages.codeExpired);
        }
        if (pending.attempts >= PHONE_CODE_MAX_ATTEMPTS)
          return new AppError("TOO_MANY_REQUESTS", messages.tooManyTries);
        if (!isSameHash(pending.codeHash, hashPhoneCode(userId, request.body.code))) {
          await countWrongTry(tx, userId);
          const left = PHONE_CODE_MAX_ATTEMPTS - pending.attempts - 1;
          return left > 0
            ? new AppError("BAD_REQUEST", `${messages.codeWrong} ${left} ${left === 1 ? "try" : "tries"} left.`)
            : new AppError("TOO_MANY_REQUESTS", messages.tooManyTries);
        }
        await deletePhoneCode(tx, userId);
        if (!(await markPhoneVerified(tx, userId, pending.phone)))
          return new AppError("CONFLICT", messages.phoneChanged);
        await insertAccountEvent(tx, userId, "phone_verified", originOf(request));
        return null;
      });
      // Thrown after the commit, so that a wrong try is counted and a spent code is gone.
      if (outcome) throw outcome;
      return { result: 1 as const, message: messages.phoneConfirmed };
    },
  );
};
