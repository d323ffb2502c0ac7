import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Executor } from "../../lib/executor.ts";
import { insertAccountEvent, type EventOrigin } from "../activity/repository.ts";
import { insertResetToken } from "./repository.ts";
import { resetEmail } from "./reset-email.ts";

const RESET_LINK_TTL_MS = 60 * 60_000;

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * Writes a reset token for the account and its "password_reset_requested" event in `tx`, and
 * answers a `send` that mails the link: call it once the transaction has committed, so that no
 * mail carries a link the database does not know. The forgot-password page and the admin
 * panel's "Send password reset" send this same mail.
 */
export async function issuePasswordReset(
  app: FastifyInstance,
  tx: Executor,
  request: FastifyRequest,
  user: { id: string; email: string },
  origin: EventOrigin,
): Promise<() => void> {
  const { config, mailer } = app;
  const token = randomBytes(32).toString("base64url");
  await insertResetToken(tx, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  await insertAccountEvent(tx, user.id, "password_reset_requested", origin);
  const link = `${config.publicUrl}/resetpassword/${token}`;
  return () => {
    mailer.sendInBackground(resetEmail({ to: user.email, link, productName: config.productName }), (err) =>
      request.log.error({ err }, "the password-reset email could not be sent"),
    );
    if (mailer.mode === "file") {
      request.log.info({ resetLink: link, mailDir: mailer.mailDir }, "no SMTP_URL: password-reset email written");
    }
  };
}
