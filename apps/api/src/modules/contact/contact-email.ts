import { contactTopicNames, type ContactTopic } from "@mp/contracts/contact";
import type { MailMessage } from "../../lib/mailer.ts";
import { escapeHtml, htmlMail } from "../../lib/html.ts";

type ContactEmail = {
  to: string;
  productName: string;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  /** The sender's address as the server saw it, for the team's judgement of abuse. */
  ip: string;
};

/** A visitor's message to the team: plain text and escaped HTML; answering it replies to the visitor. */
export function contactEmail({ to, productName, name, email, topic, message, ip }: ContactEmail): MailMessage {
  const topicName = contactTopicNames[topic];
  const rows: [string, string][] = [
    ["From", `${name} <${email}>`],
    ["Topic", topicName],
    ["Sent from", ip],
  ];
  return {
    to,
    // The visitor's text never reaches a header but Reply-To, which the schema limits to an address.
    subject: `[${productName} contact] ${topicName}`,
    headers: { "Reply-To": email },
    text: [...rows.map(([label, value]) => `${label}: ${value}`), "", message].join("\n"),
    html: htmlMail(`    <table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>
    <p style="white-space: pre-line">${escapeHtml(message)}</p>`),
  };
}
