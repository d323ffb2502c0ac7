import type { MailMessage } from "../../lib/mailer.ts";
import { escapeHtml, htmlMail } from "../../lib/html.ts";

type ApplicationMail = {
  to: string;
  posterName: string;
  applicantName: string;
  jobTitle: string;
  link: string;
  productName: string;
};

/** The poster's notice of a new application, in plain text and simple HTML. */
export function newApplicationEmail(mail: ApplicationMail): MailMessage {
  const e = escapeHtml;
  return {
    to: mail.to,
    subject: `New application: ${mail.jobTitle.replace(/[\r\n]+/g, " ")}`,
    text: [
      `Hello ${mail.posterName},`,
      "",
      `${mail.applicantName} applied to your job "${mail.jobTitle}". Read the cover letter and the attachments on your jobs page:`,
      "",
      mail.link,
      "",
      `— ${mail.productName}`,
    ].join("\n"),
    html: htmlMail(`    <p>Hello ${e(mail.posterName)},</p>
    <p>${e(mail.applicantName)} applied to your job &ldquo;${e(mail.jobTitle)}&rdquo;. Read the cover letter and the attachments on your jobs page:</p>
    <p><a href="${e(mail.link)}" style="color: #0b5cad">See the applications</a></p>
    <p>— ${e(mail.productName)}</p>`),
  };
}
