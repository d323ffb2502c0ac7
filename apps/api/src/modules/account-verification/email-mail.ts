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
  const name = escapeHtml(productName);
  const href = escapeHtml(link);
  return {
    to,
    subject: `Confirm your e-mail address for ${productName}`,
    text: [
      "Hello,",
      "",
      `To confirm that this is the e-mail address of your ${productName} account, open this link within 24 hours:`,
      "",
      link,
      "",
      "If you did not ask for it, ignore this message: nothing changes.",
      "",
      `— ${productName}`,
    ].join("\n"),
    html: `<!doctype html>
<html lang="en">
  <body style="font-family: Arial, sans-serif; color: #1a2433; line-height: 1.5">
    <p>Hello,</p>
    <p>To confirm that this is the e-mail address of your ${name} account, open this link within 24 hours:</p>
    <p><a href="${href}" style="color: #0b5cad">Confirm my e-mail address</a></p>
    <p style="font-size: 13px; color: #55606e">Or copy this address into your browser: ${href}</p>
    <p>If you did not ask for it, ignore this message: nothing changes.</p>
    <p>— ${name}</p>
  </body>
</html>
`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
