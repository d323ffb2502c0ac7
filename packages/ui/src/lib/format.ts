// How both apps write numbers, money and dates: one module on Intl, one locale. Formatters are
// made once; building an Intl formatter costs far more than using one.

/** The one locale the site and the admin panel format in. */
export const LOCALE = "en-US";

const numberFormat = new Intl.NumberFormat(LOCALE);
const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeStyle: "short" });
const utcDayFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeZone: "UTC" });
const utcShortDayFormat = new Intl.DateTimeFormat(LOCALE, { month: "short", day: "numeric", timeZone: "UTC" });
const wholeDollars = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" });
const utcMonthFormat = new Intl.DateTimeFormat(LOCALE, { month: "long", year: "numeric", timeZone: "UTC" });

/** "12,345". */
export const formatNumber = (value: number) => numberFormat.format(value);

/** Up to two capital initials for an avatar: "Ada Lovelace" → "AL"; "?" for no name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return (
    letters
      .map((word) => (word ? Array.from(word)[0] : ""))
      .join("")
      .toUpperCase() || "?"
  );
}

/** "1 user", "45 users". */
export function countOf(count: number, noun: string): string {
  return `${formatNumber(count)} ${count === 1 ? noun : `${noun}s`}`;
}

/** "Nov 21, 2025" in the reader's time zone; an unreadable date is shown as it came. */
export function formatDate(value: Date | string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat.format(date);
}

/** "Nov 21, 2025, 12:45 PM" in the reader's time zone. */
export function formatDateTime(value: Date | string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat.format(date);
}

/** A calendar day ("2025-11-21", a UTC day) as "Nov 21, 2025". */
export const formatDay = (day: string) => utcDayFormat.format(new Date(`${day}T00:00:00Z`));

/** A calendar day as "Nov 21". */
export const formatShortDay = (day: string) => utcShortDayFormat.format(new Date(`${day}T00:00:00Z`));

/** "November 2025" (in UTC, so that the server's page and the browser's agree). */
export function formatMonth(value: Date | string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : utcMonthFormat.format(date);
}

/** "$12.50" in the given currency; a code Intl does not know is written after the amount. */
export function formatMoney(cents: number, currency = "USD"): string {
  try {
    return new Intl.NumberFormat(LOCALE, { style: "currency", currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** "$50,000": whole US dollars. */
export const formatWholeDollars = (cents: number) => wholeDollars.format(cents / 100);

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Math.abs(seconds) < 45) return "just now";
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === "minute") return relative.format(Math.round(seconds / size), unit);
  }
  return "just now";
}
