// How both apps write numbers, money and dates: one module on Intl, in the product's one locale,
// built on @mp/contracts/format (which the mails use too). Formatters are made once; building an
// Intl formatter costs far more than using one.
import { formatNumber, formatUtcDay, LOCALE } from "@mp/contracts/format";

export { formatMoney, formatNumber, LOCALE } from "@mp/contracts/format";

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeStyle: "short" });
const utcShortDayFormat = new Intl.DateTimeFormat(LOCALE, { month: "short", day: "numeric", timeZone: "UTC" });
const wholeDollars = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" });
const utcMonthFormat = new Intl.DateTimeFormat(LOCALE, { month: "long", year: "numeric", timeZone: "UTC" });
const utcShortMonthFormat = new Intl.DateTimeFormat(LOCALE, { month: "short", year: "numeric", timeZone: "UTC" });
const utcMonthNameFormat = new Intl.DateTimeFormat(LOCALE, { month: "short", timeZone: "UTC" });

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

const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** A calendar day ("2025-11-21", a UTC day) as "Nov 21, 2025". */
export const formatDay = (day: string) => formatUtcDay(utcMidnight(day));

/** A calendar day as "Nov 21". */
export const formatShortDay = (day: string) => utcShortDayFormat.format(utcMidnight(day));

/** The month of a calendar day as "Nov 2025". */
export const formatShortMonth = (day: string) => utcShortMonthFormat.format(utcMidnight(day));

/** The month of a calendar day as "Nov". */
export const formatMonthName = (day: string) => utcMonthNameFormat.format(utcMidnight(day));

/** "November 2025" (in UTC, so that the server's page and the browser's agree). */
export function formatMonth(value: Date | string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : utcMonthFormat.format(date);
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
