import type { MailMessage } from "./mailer.ts";
import { escapeHtml, htmlMail } from "./html.ts";

type LinkMail = {
  to: string;
  subject: string;
  /** The sentence that leads to the link, given the product's name (plain, or escaped for HTML). */
  ask: (product: string) => string;
  link: string;
  /** The HTML link's words ("Reset my password"). */
  button: string;
  /** What to do if the reader did not ask for it. */
  ignore: string;
  productName: string;
};

/** A one-link account message (password reset, e-mail confirmation), in plain text and simple HTML. */
export function linkMail({ to, subject, ask, link, button, ignore, productName }: LinkMail): MailMessage {
  const name = escapeHtml(productName);
  const href = escapeHtml(link);
  return {
    to,
    subject,
    text: ["Hello,", "", ask(productName), "", link, "", ignore, "", `— ${productName}`].join("\n"),
    html: htmlMail(`    <p>Hello,</p>
    <p>${ask(name)}</p>
    <p><a href="${href}" style="color: #0b5cad">${button}</a></p>
    <p style="font-size: 13px; color: #55606e">Or copy this address into your browser: ${href}</p>
    <p>${ignore}</p>
    <p>— ${name}</p>`),
  };
}
