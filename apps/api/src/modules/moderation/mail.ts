import { messageTexts } from "@mp/contracts/message";
import type { MailMessage } from "../../lib/mailer.ts";
import { escapeHtml, htmlMail } from "../../lib/html.ts";

const removedText = messageTexts.removed;

type ModerationMail = {
  to: string;
  ownerName: string;
  /** "listing", "job", … in words. */
  kind: string;
  title: string;
  note: string | null;
  link: string;
  productName: string;
  /** A message between two people: hiding replaces its text in the thread, it takes no page down. */
  private?: boolean;
};

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ");

function message(mail: ModerationMail, subject: string, lead: string, tail: string): MailMessage {
  const noteLines = mail.note ? ["", `The moderator's note: ${mail.note}`] : [];
  return {
    to: mail.to,
    subject: oneLine(subject),
    text: [
      `Hello ${mail.ownerName},`,
      "",
      lead,
      ...noteLines,
      "",
      tail,
      "",
      mail.link,
      "",
      `— ${mail.productName}`,
    ].join("\n"),
    html: htmlMail(`    <p>Hello ${escapeHtml(mail.ownerName)},</p>
    <p>${escapeHtml(lead)}</p>
    ${mail.note ? `<p><strong>The moderator's note:</strong> ${escapeHtml(mail.note)}</p>` : ""}
    <p>${escapeHtml(tail)}</p>
    <p><a href="${escapeHtml(mail.link)}" style="color: #0b5cad">${escapeHtml(mail.link)}</a></p>
    <p>— ${escapeHtml(mail.productName)}</p>`),
  };
}

/** The owner's notice that a moderator hid their content, with the moderator's note. */
export function contentHiddenEmail(mail: ModerationMail): MailMessage {
  if (mail.private) {
    return message(
      mail,
      `Your ${mail.kind} "${mail.title}" was removed by a moderator`,
      `A moderator removed your ${mail.kind} "${mail.title}" after a report. Both of you now read "${removedText}" in its place.`,
      "If you think this is a mistake, reply to this mail. Your conversations:",
    );
  }
  return message(
    mail,
    `Your ${mail.kind} "${mail.title}" was hidden by a moderator`,
    `A moderator hid your ${mail.kind} "${mail.title}" after reports from visitors. It no longer shows on ${mail.productName}; you still see it on your own pages.`,
    "If you think this is a mistake, or once you have fixed it, reply to this mail. See it here:",
  );
}

/** The owner's notice that a moderator showed their content again. */
export function contentRestoredEmail(mail: ModerationMail): MailMessage {
  if (mail.private) {
    return message(
      mail,
      `Your ${mail.kind} "${mail.title}" was restored`,
      `A moderator restored your ${mail.kind} "${mail.title}": both of you read it in the conversation again.`,
      "Your conversations:",
    );
  }
  return message(
    mail,
    `Your ${mail.kind} "${mail.title}" is public again`,
    `A moderator restored your ${mail.kind} "${mail.title}": it shows on ${mail.productName} again.`,
    "See it here:",
  );
}
