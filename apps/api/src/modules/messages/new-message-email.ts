import type { MailMessage } from "../../lib/mailer.ts";

type NewMessageEmail = {
  to: string;
  recipientName: string;
  senderName: string;
  subjectTitle: string;
  body: string;
  link: string;
  productName: string;
};

/** The mail shows the start of the message; the rest is one click away. */
const EXCERPT_LENGTH = 300;

/** "You have a new message": the first message after a quiet spell (see `isQuietBefore`). */
export function newMessageEmail(mail: NewMessageEmail): MailMessage {
  const excerpt = mail.body.length > EXCERPT_LENGTH ? `${mail.body.slice(0, EXCERPT_LENGTH).trimEnd()}…` : mail.body;
  const html = (text: string) => escapeHtml(text);
  return {
    to: mail.to,
    subject: `New message from ${mail.senderName}: ${mail.subjectTitle}`,
    text: [
      `Hello ${mail.recipientName},`,
      "",
      `${mail.senderName} sent you a message about “${mail.subjectTitle}”:`,
      "",
      excerpt,
      "",
      `Read and reply: ${mail.link}`,
      "",
      "Further messages in this conversation within 15 minutes are not mailed separately.",
      "",
      `— ${mail.productName}`,
    ].join("\n"),
    html: `<!doctype html>
<html lang="en">
  <body style="font-family: Arial, sans-serif; color: #1a2433; line-height: 1.5">
    <p>Hello ${html(mail.recipientName)},</p>
    <p>${html(mail.senderName)} sent you a message about “${html(mail.subjectTitle)}”:</p>
    <blockquote style="margin: 0 0 16px; padding: 8px 12px; border-left: 3px solid #c9d3e0; white-space: pre-wrap">${html(excerpt)}</blockquote>
    <p><a href="${html(mail.link)}" style="color: #0b5cad">Read and reply</a></p>
    <p style="font-size: 13px; color: #55606e">Further messages in this conversation within 15 minutes are not mailed separately.</p>
    <p>— ${html(mail.productName)}</p>
  </body>
</html>
`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
