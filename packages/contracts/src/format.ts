// The one locale of the product, and the formatters the server's texts (mails, messages) share
// with both apps: packages/ui's format.ts builds the rest of the apps' formatting on these, so a
// price or a day reads the same on the site, in the admin panel and in a mail. Formatters are
// made once; building an Intl formatter costs far more than using one.

/** The one locale the site, the admin panel and the mails format in. */
export const LOCALE = "en-US";

const numberFormat = new Intl.NumberFormat(LOCALE);
const utcDayFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeZone: "UTC" });

/** "12,345". */
export const formatNumber = (value: number) => numberFormat.format(value);

/** The UTC day of an instant as "Nov 21, 2025" (the server's days are UTC days). */
export const formatUtcDay = (date: Date) => utcDayFormat.format(date);

/** "$12.50" in the given currency ("usd" or "USD"); a code Intl does not know is written after the amount. */
export function formatMoney(cents: number, currency = "USD"): string {
  try {
    return new Intl.NumberFormat(LOCALE, { style: "currency", currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
