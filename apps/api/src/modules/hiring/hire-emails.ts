import type { MailMessage } from "../../lib/mailer.ts";
import { escapeHtml, htmlMail } from "../../lib/html.ts";

type Common = { to: string; productName: string; link: string };

/** A plain-text and a simple HTML body from the same paragraphs; the link closes both. */
function compose(subject: string, { to, productName, link }: Common, paragraphs: string[], linkText: string) {
  const text = ["Hello,", "", ...paragraphs.flatMap((p) => [p, ""]), `${linkText}: ${link}`, "", `— ${productName}`];
  const html = htmlMail(`    <p>Hello,</p>
${paragraphs.map((p) => `    <p>${escapeHtml(p)}</p>`).join("\n")}
    <p><a href="${escapeHtml(link)}" style="color: #0b5cad">${escapeHtml(linkText)}</a></p>
    <p>— ${escapeHtml(productName)}</p>`);
  return { to, subject, text: text.join("\n"), html } satisfies MailMessage;
}

/** To the freelancer: a client sent a hiring request. */
export function hireRequestedEmail(
  common: Common,
  { clientName, jobTitle, message }: { clientName: string; jobTitle: string | null; message: string },
): MailMessage {
  const about = jobTitle ? ` for "${jobTitle}"` : "";
  return compose(
    `${clientName} wants to hire you on ${common.productName}`,
    common,
    [`${clientName} sent you a hiring request${about}:`, message, "Accept or decline it on your hiring requests page."],
    "See your hiring requests",
  );
}

/** To the client: the freelancer accepted or declined. */
export function hireAnsweredEmail(
  common: Common,
  { freelancerName, accepted }: { freelancerName: string; accepted: boolean },
): MailMessage {
  const paragraphs = accepted
    ? [
        `${freelancerName} accepted your hiring request. You can now message them and mark the work complete when it is done.`,
      ]
    : [
        `${freelancerName} declined your hiring request.`,
        "The Remaining Freelancer it used has been given back to your plan.",
      ];
  return compose(
    `${freelancerName} ${accepted ? "accepted" : "declined"} your hiring request`,
    common,
    paragraphs,
    "See your sent requests",
  );
}
