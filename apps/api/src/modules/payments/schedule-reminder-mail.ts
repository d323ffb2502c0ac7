import { formatMoney, formatUtcDay } from "@mp/contracts/format";
import type { MailMessage } from "../../lib/mailer.ts";
import { escapeHtml, htmlMail } from "../../lib/html.ts";

/** How long before a period's end its reminder goes out (issue 12: three days before a renewal or an expiry). */
export const REMINDER_DAYS_BEFORE = 3;

export type ReminderMail = {
  to: string;
  name: string;
  productName: string;
  /** Where the subscription page is: `{PUBLIC_URL}/subscription`. */
  subscriptionUrl: string;
  planName: string;
  family: "user" | "hire";
  periodEnd: Date;
  /** True when the subscription is set to end at the period's close; false when it renews. */
  ends: boolean;
  priceCents: number;
  currency: string;
  /** "test" renewals charge nothing real; the mail says so. */
  provider: "test" | "stripe";
};

/** The reminder three days before a renewal or an expiry, in plain text and in simple HTML. */
export function reminderEmail(mail: ReminderMail): MailMessage {
  const day = formatUtcDay(mail.periodEnd);
  const kind = mail.family === "user" ? "subscription plan" : "hire plan";
  const plan = `${mail.planName} ${kind}`;
  const subject = mail.ends ? `Your ${plan} ends on ${day}` : `Your ${plan} renews on ${day}`;
  const allowance = mail.family === "user" ? "connects" : "Remaining Freelancer allowance";
  const body = mail.ends
    ? [
        `Your ${mail.productName} ${plan} ends on ${day}, as you asked. Nothing more will be charged.`,
        `When it ends, what is left of your ${allowance} ends with it.`,
      ]
    : [
        `Your ${mail.productName} ${plan} renews on ${day} for ${formatMoney(mail.priceCents, mail.currency)}` +
          (mail.provider === "test" ? " (test mode: nothing real is charged)." : "."),
        `The renewal adds the new period's ${allowance}, and what you have not spent carries over. To stop it, cancel before that day.`,
      ];
  const greeting = `Hello ${mail.name},`;
  const link = `Manage your plan: ${mail.subscriptionUrl}`;
  return {
    to: mail.to,
    subject,
    text: [greeting, "", ...body.flatMap((line) => [line, ""]), link, "", `— ${mail.productName}`].join("\n"),
    html: htmlMail(`    <p>${escapeHtml(greeting)}</p>
${body.map((line) => `    <p>${escapeHtml(line)}</p>`).join("\n")}
    <p><a href="${escapeHtml(mail.subscriptionUrl)}" style="color: #0b5cad">Manage your plan</a></p>
    <p>— ${escapeHtml(mail.productName)}</p>`),
  };
}
