import type { MailMessage } from "../../lib/mailer.ts";
import { escapeHtml, htmlMail } from "../../lib/html.ts";

/** One conversation's news in the mail: who wrote, about what, how many, and the last one's start. */
export type ConversationNews = {
  senderName: string;
  subjectTitle: string;
  count: number;
  lastBody: string;
  link: string;
};

type NewMessagesEmail = {
  to: string;
  recipientName: string;
  conversations: ConversationNews[];
  inboxLink: string;
  productName: string;
};

/** The mail shows the start of the last message of each conversation; the rest is one click away. */
const EXCERPT_LENGTH = 300;

const excerptOf = (body: string) =>
  body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH).trimEnd()}…` : body;

/** "You have new messages": one mail per recipient and batch, listing each conversation with news. */
export function newMessageEmail(mail: NewMessagesEmail): MailMessage {
  const [first] = mail.conversations;
  const single = mail.conversations.length === 1 && first;
  const subject = single
    ? `New message from ${first.senderName}: ${first.subjectTitle}`
    : `New messages in ${mail.conversations.length} conversations`;
  const html = escapeHtml;
  const countOf = (news: ConversationNews) => (news.count === 1 ? "1 new message" : `${news.count} new messages`);
  return {
    to: mail.to,
    subject,
    text: [
      `Hello ${mail.recipientName},`,
      "",
      "You have new messages:",
      "",
      ...mail.conversations.flatMap((news) => [
        `${news.senderName} about “${news.subjectTitle}” (${countOf(news)}):`,
        excerptOf(news.lastBody),
        `Read and reply: ${news.link}`,
        "",
      ]),
      `All your messages: ${mail.inboxLink}`,
      "",
      `— ${mail.productName}`,
    ].join("\n"),
    html: htmlMail(`    <p>Hello ${html(mail.recipientName)},</p>
    <p>You have new messages:</p>
${mail.conversations
  .map(
    (
      news,
    ) => `    <p><strong>${html(news.senderName)}</strong> about “${html(news.subjectTitle)}” (${countOf(news)}):</p>
    <blockquote style="margin: 0 0 8px; padding: 8px 12px; border-left: 3px solid #c9d3e0; white-space: pre-wrap">${html(excerptOf(news.lastBody))}</blockquote>
    <p><a href="${html(news.link)}" style="color: #0b5cad">Read and reply</a></p>`,
  )
  .join("\n")}
    <p><a href="${html(mail.inboxLink)}" style="color: #0b5cad">All your messages</a></p>
    <p>— ${html(mail.productName)}</p>`),
  };
}
