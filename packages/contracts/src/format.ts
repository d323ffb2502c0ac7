// The one locale of the product, and the formatters the server's texts (mails, messages) share
// with both apps: packages/ui's format.ts builds the rest of the apps' formatting on these, so a
// price or a day reads the same on the site, in the admin panel and in a mail. In en-US the
// everyday formats are written out (en-us-format.ts: a browser's first Intl formatter costs a
// page's hydration some 80 ms); Intl formatters are made on first use, once each.
import { enUsDollars, enUsInteger, enUsMediumDate } from "./en-us-format.ts";

/** The one locale the site, the admin panel and the mails format in. */
export const LOCALE = "en-US";

/** Formats `LOCALE` without Intl where en-us-format.ts knows how (always true today; false for another locale). */
export const writesEnUs = (LOCALE as string) === "en-US";

/** A value made on first use and kept (an Intl formatter: building one costs far more than using it). */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const numberFormat = onFirstUse(() => new Intl.NumberFormat(LOCALE));
const utcDayFormat = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeZone: "UTC" }));
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "12,345". */
export const formatNumber = (value: number) => (writesEnUs ? enUsInteger(value) : null) ?? numberFormat().format(value);

/** The UTC day of an instant as "Nov 21, 2025" (the server's days are UTC days). */
export const formatUtcDay = (date: Date) =>
  (writesEnUs ? enUsMediumDate(date, true) : null) ?? utcDayFormat().format(date);

/** "$12.50" in the given currency ("usd" or "USD"); a code Intl does not know is written after the amount. */
export function formatMoney(cents: number, currency = "USD"): string {
  const written = writesEnUs ? enUsDollars(cents, currency) : null;
  if (written !== null) return written;
  try {
    let format = moneyFormats.get(currency);
    if (!format) moneyFormats.set(currency, (format = new Intl.NumberFormat(LOCALE, { style: "currency", currency })));
    return format.format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
