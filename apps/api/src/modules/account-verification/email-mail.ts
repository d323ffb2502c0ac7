import { linkMail } from "../../lib/link-mail.ts";
import type { MailMessage } from "../../lib/mailer.ts";
import type { ThrottleRule } from "../../lib/throttle.ts";

/** Links asked for by one account: one a minute, five a day (as the phone's codes). */
export const emailLinkRules = {
  perMinute: { name: "email-link-minute", max: 1, windowMs: 60_000 },
  perDay: { name: "email-link-day", max: 5, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, ThrottleRule>;

type ConfirmationEmail = { to: string; link: string; productName: string };

/** The "Confirm e-mail" message, in plain text and in simple HTML. */
export function confirmationEmail({ to, link, productName }: ConfirmationEmail): MailMessage {
  return linkMail({
    to,
    subject: `Confirm your e-mail address for ${productName}`,
    ask: (product) =>
      `To confirm that this is the e-mail address of your ${product} account, open this link within 24 hours:`,
    link,
    button: "Confirm my e-mail address",
    ignore: "If you did not ask for it, ignore this message: nothing changes.",
    productName,
  });
}
