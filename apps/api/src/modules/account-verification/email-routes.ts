import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  emailConfirmRequestSchema,
  emailLinkSentMessage,
  verificationMessageResponseSchema,
  verificationMessages as messages,
} from "@mp/contracts/account-verification";
import { AppError } from "../../lib/app-error.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { confirmationEmail, emailLinkRules } from "./email-mail.ts";
import { createEmailTokens } from "./email-token.ts";
import { findVerificationStatus, markEmailVerified } from "./repository.ts";

/** The address's confirmation by a mailed link: ask for one signed in; the link alone confirms. */
export const emailConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(["Users"], app.authenticate);
  const { db } = app.database;
  const { config, mailer, throttle } = app;
  const tokens = createEmailTokens(app.secrets.tokenSecret);

  app.post(
    "/account/email/verification",
    signedIn("Mail a link that confirms the signed-in user's e-mail address (one a minute, five a day)", {
      response: { 200: verificationMessageResponseSchema },
    }),
    async (request) => {
      const userId = signedInUser(request)._id;
      const status = await findVerificationStatus(db, userId);
      if (!status) throw new AppError("UNAUTHORIZED", "Please sign in again.");
      if (status.emailVerifiedAt) throw new AppError("CONFLICT", messages.emailAlreadyConfirmed);
      if (!(await throttle.allow(emailLinkRules.perMinute, userId))) {
        throw new AppError("TOO_MANY_REQUESTS", messages.linkTooSoon);
      }
      if (!(await throttle.allow(emailLinkRules.perDay, userId))) {
        throw new AppError("TOO_MANY_REQUESTS", messages.linkDailyLimit);
      }
      const token = tokens.sign(userId, status.email);
      const link = `${config.publicUrl}/confirmemail?${new URLSearchParams({ token })}`;
      try {
        await mailer.send(confirmationEmail({ to: status.email, link, productName: config.productName }));
      } catch (err) {
        request.log.error({ err }, "the e-mail confirmation link could not be sent");
        throw new AppError("UNAVAILABLE", "The e-mail could not be sent. Try again in a few minutes.");
      }
      if (mailer.mode === "file") {
        request.log.info({ mailDir: mailer.mailDir }, "no SMTP_URL: e-mail confirmation link written");
      }
      return { result: 1 as const, message: emailLinkSentMessage(status.email) };
    },
  );

  app.post(
    "/account/email/confirm",
    {
      config: { validationMessage: messages.linkInvalid },
      schema: {
        tags: ["Users"],
        summary: "Confirm an account's e-mail address with the token of its mailed link (no sign-in needed)",
        body: emailConfirmRequestSchema,
        response: { 200: verificationMessageResponseSchema },
      },
    },
    async (request) => {
      const claim = tokens.verify(request.body.token);
      if (!claim) throw new AppError("BAD_REQUEST", messages.linkInvalid);
      if (claim.isExpired) throw new AppError("BAD_REQUEST", messages.linkExpired);
      const confirm = async (): Promise<boolean> => {
        const status = await findVerificationStatus(db, claim.userId);
        // An account deleted since: its link names nobody.
        if (!status) throw new AppError("BAD_REQUEST", messages.linkInvalid);
        if (!tokens.isSameAddress(claim, status.email)) throw new AppError("CONFLICT", messages.emailChanged);
        if (status.emailVerifiedAt) return true;
        // Sets it only while the address is still that one; false when it changed (or was confirmed) meanwhile.
        return markEmailVerified(db, claim.userId, status.email);
      };
      // A second look settles a race with another confirmation or a change of address.
      if (!(await confirm()) && !(await confirm())) throw new AppError("CONFLICT", messages.emailChanged);
      return { result: 1 as const, message: messages.emailConfirmed };
    },
  );
};
