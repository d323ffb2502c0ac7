import type { MailMessage } from "../../lib/mailer.ts";

type ResetEmail = { to: string; link: string; productName: string };

/** The password-reset message, in plain text and in simple HTML. */
export function resetEmail({ to, link, productName }: ResetEmail): MailMessage {
  const name = escapeHtml(productName);
  const href = escapeHtml(link);
  return {
    to,
    subject: `Reset your ${productName} password`,
    text: [
      "Hello,",
      "",
      `Somebody asked to reset the password of your ${productName} account. To choose a new password, open this link within an hour:`,
      "",
      link,
      "",
      "If it was not you, ignore this message: your password stays as it is.",
      "",
      `— ${productName}`,
    ].join("\n"),
    html: `<!doctype html>
<html lang="en">
  <body style="font-family: Arial, sans-serif; color: #1a2433; line-height: 1.5">
    <p>Hello,</p>
    <p>Somebody asked to reset the password of your ${name} account. To choose a new password, open this link within an hour:</p>
    <p><a href="${href}" style="color: #0b5cad">Reset my password</a></p>
    <p style="font-size: 13px; color: #55606e">Or copy this address into your browser: ${href}</p>
    <p>If it was not you, ignore this message: your password stays as it is.</p>
    <p>— ${name}</p>
  </body>
</html>
`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
