import { formatMoney } from "@mp/contracts/format";
import type { SavedSearchKind } from "@mp/contracts/saved-search";
import type { MailMessage } from "../../lib/mailer.ts";
import type { AlertJob } from "../jobs/public.ts";
import type { AlertListing } from "../listings/public.ts";
import { escapeHtml, htmlMail } from "../../lib/html.ts";

/** Items named in one mail; the rest are counted ("and 4 more"). */
export const ITEMS_PER_MAIL = 10;

export type AlertMail = {
  to: string;
  name: string;
  productName: string;
  publicUrl: string;
  search: { name: string; kind: SavedSearchKind; url: string };
  /** All the matches the mail announces; `listings` or `jobs` name the newest ITEMS_PER_MAIL of them. */
  total: number;
  listings: AlertListing[];
  jobs: AlertJob[];
  unsubscribeUrl: string;
};

type Line = { title: string; detail: string; url: string };

function linesOf(mail: AlertMail): Line[] {
  if (mail.search.kind === "jobs") {
    return mail.jobs.map((job) => ({
      title: job.title,
      detail: `${job.companyName} · ${job.location}`,
      url: `${mail.publicUrl}/job/${job.id}`,
    }));
  }
  return mail.listings.map((listing) => ({
    title: listing.name,
    detail: [listing.priceCents === null ? null : formatMoney(listing.priceCents, listing.currency), listing.city]
      .filter(Boolean)
      .join(" · "),
    url: `${mail.publicUrl}/productdetail/${listing.id}`,
  }));
}

/** The alert of one saved search's new matches, in plain text and simple HTML, with its unsubscribe header. */
export function alertEmail(mail: AlertMail): MailMessage {
  const noun = mail.search.kind === "jobs" ? "job" : "listing";
  const subject = `${mail.total} new ${mail.total === 1 ? noun : `${noun}s`} for “${mail.search.name}”`;
  const lines = linesOf(mail);
  const more = mail.total - lines.length;
  const moreText = more > 0 ? `and ${more} more` : null;
  const manageUrl = `${mail.publicUrl}/saved-searches`;
  const intro = `New ${noun}s match your saved search “${mail.search.name}”:`;
  const text = [
    `Hello ${mail.name},`,
    "",
    intro,
    "",
    ...lines.flatMap((line) => [`- ${line.title}${line.detail ? ` (${line.detail})` : ""}`, `  ${line.url}`]),
    ...(moreText ? ["", `…${moreText}: ${mail.search.url}`] : []),
    "",
    `See them all: ${mail.search.url}`,
    `Manage your saved searches: ${manageUrl}`,
    `Stop these alerts: ${mail.unsubscribeUrl}`,
    "",
    `— ${mail.productName}`,
  ].join("\n");
  const item = (line: Line) =>
    `      <li><a href="${escapeHtml(line.url)}" style="color: #0b5cad">${escapeHtml(line.title)}</a>` +
    (line.detail ? ` — ${escapeHtml(line.detail)}` : "") +
    "</li>";
  const html = htmlMail(`    <p>${escapeHtml(`Hello ${mail.name},`)}</p>
    <p>${escapeHtml(intro)}</p>
    <ul>
${lines.map(item).join("\n")}
    </ul>
${moreText ? `    <p><a href="${escapeHtml(mail.search.url)}" style="color: #0b5cad">…${moreText}</a></p>\n` : ""}    <p><a href="${escapeHtml(mail.search.url)}" style="color: #0b5cad">See them all</a> ·
      <a href="${escapeHtml(manageUrl)}" style="color: #0b5cad">Manage your saved searches</a></p>
    <p style="font-size: 13px; color: #5a6473"><a href="${escapeHtml(mail.unsubscribeUrl)}" style="color: #5a6473">Stop these alerts</a></p>
    <p>— ${escapeHtml(mail.productName)}</p>`);
  return { to: mail.to, subject, text, html, headers: { "List-Unsubscribe": `<${mail.unsubscribeUrl}>` } };
}
