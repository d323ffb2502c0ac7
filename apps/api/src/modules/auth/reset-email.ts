import { linkMail } from "../../lib/link-mail.ts";
import type { MailMessage } from "../../lib/mailer.ts";

type ResetEmail = { to: string; link: string; productName: string };

/** The password-reset message, in plain text and in simple HTML. */
export function resetEmail({ to, link, productName }: ResetEmail): MailMessage {
  return linkMail({
    to,
    subject: `Reset your ${productName} password`,
    ask: (product) =>
      `Somebody asked to reset the password of your ${product} account. To choose a new password, open this link within an hour:`,
    link,
    button: "Reset my password",
    ignore: "If it was not you, ignore this message: your password stays as it is.",
    productName,
  });
}
