// How both apps write numbers, money and dates: one module, in the product's one locale, built on
// @mp/contracts/format (which the mails use too). In en-US the everyday formats are written out
// without Intl (@mp/contracts/en-us-format: a browser's first Intl formatter costs a page's
// hydration some 80 ms); Intl formatters are made on first use, once each.
import {
  enUsMediumDate,
  enUsMonthName,
  enUsMonthYear,
  enUsRelative,
  enUsShortDay,
  enUsWholeDollars,
  type RelativeUnit,
} from "@mp/contracts/en-us-format";
import { formatNumber, formatUtcDay, LOCALE, onFirstUse, writesEnUs } from "@mp/contracts/format";

export { formatMoney, formatNumber, LOCALE } from "@mp/contracts/format";

const dateTimeFormat = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat(LOCALE, options));
const dateFormat = dateTimeFormat({ dateStyle: "medium" });
const dateAndTimeFormat = dateTimeFormat({ dateStyle: "medium", timeStyle: "short" });
const utcShortDayFormat = dateTimeFormat({ month: "short", day: "numeric", timeZone: "UTC" });
const utcMonthFormat = dateTimeFormat({ month: "long", year: "numeric", timeZone: "UTC" });
const utcShortMonthFormat = dateTimeFormat({ month: "short", year: "numeric", timeZone: "UTC" });
const utcMonthNameFormat = dateTimeFormat({ month: "short", timeZone: "UTC" });
const wholeDollars = onFirstUse(
  () => new Intl.NumberFormat(LOCALE, { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
);
const relative = onFirstUse(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" }));

/** `written` where en-US is written out and it knows how, else what `intl` says. */
const enUsOr = (written: () => string | null, intl: () => string) => (writesEnUs ? written() : null) ?? intl();

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
  if (Number.isNaN(date.getTime())) return String(value);
  return enUsOr(
    () => enUsMediumDate(date, false),
    () => dateFormat().format(date),
  );
}

/** "Nov 21, 2025, 12:45 PM" in the reader's time zone. */
export function formatDateTime(value: Date | string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateAndTimeFormat().format(date);
}

const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** A calendar day ("2025-11-21", a UTC day) as "Nov 21, 2025". */
export const formatDay = (day: string) => formatUtcDay(utcMidnight(day));

/** A calendar day as "Nov 21". */
export const formatShortDay = (day: string) =>
  enUsOr(
    () => enUsShortDay(utcMidnight(day), true),
    () => utcShortDayFormat().format(utcMidnight(day)),
  );

/** The month of a calendar day as "Nov 2025". */
export const formatShortMonth = (day: string) =>
  enUsOr(
    () => enUsMonthYear(utcMidnight(day), true, true),
    () => utcShortMonthFormat().format(utcMidnight(day)),
  );

/** The month of a calendar day as "Nov". */
export const formatMonthName = (day: string) =>
  enUsOr(
    () => enUsMonthName(utcMidnight(day), true),
    () => utcMonthNameFormat().format(utcMidnight(day)),
  );

/** "November 2025" (in UTC, so that the server's page and the browser's agree). */
export function formatMonth(value: Date | string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return enUsOr(
    () => enUsMonthYear(date, true),
    () => utcMonthFormat().format(date),
  );
}

/** "$50,000": whole US dollars. */
export const formatWholeDollars = (cents: number) =>
  enUsOr(
    () => enUsWholeDollars(cents),
    () => wholeDollars().format(cents / 100),
  );

const units: readonly [RelativeUnit, number][] = [
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
    if (Math.abs(seconds) >= size || unit === "minute") {
      const value = Math.round(seconds / size);
      return enUsOr(
        () => enUsRelative(value, unit),
        () => relative().format(value, unit),
      );
    }
  }
  return "just now";
}
