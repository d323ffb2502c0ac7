// The product's everyday formats in en-US, written out without Intl. A browser's first Intl
// formatter of any kind loads ICU's locale data: about 80 ms of main thread on our 2-core host
// (320 ms under Lighthouse's 4x slowdown), measured, in the middle of a server-rendered page's
// hydration. Prices, counts and days are all the public pages format, so they need no Intl at all.
// Each function answers exactly what Intl answers for en-US (format.test.ts checks it against
// Intl over generated values) or null where it does not try to, and the caller then uses Intl.

const shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const longMonths = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "1234567" → "1,234,567". */
function grouped(digits: string): string {
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let start = out.length; start < digits.length; start += 3) out += `,${digits.slice(start, start + 3)}`;
  return out;
}

/** "12,345" for a whole number Intl would write the same way (safe integers). */
export function enUsInteger(value: number): string | null {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  return (value < 0 ? "-" : "") + grouped(String(Math.abs(value)));
}

/**
 * Whole cents below ten trillion dollars, where Intl (which formats `cents / 100`, a double) still
 * lands on the exact cent.
 */
const isPlainCents = (cents: number) => Number.isInteger(cents) && Math.abs(cents) < 1e15 && !Object.is(cents, -0);

/** "$12.50" (or "-$12.50") for whole cents in US dollars. */
export function enUsDollars(cents: number, currency: string): string | null {
  if (currency.toUpperCase() !== "USD" || !isPlainCents(cents)) return null;
  const abs = Math.abs(cents);
  const fraction = String(abs % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}$${grouped(String(Math.floor(abs / 100)))}.${fraction}`;
}

/** "$50,000": whole dollars, half a dollar rounded away from zero, as Intl rounds ("-$0" for a loss under 50 cents). */
export function enUsWholeDollars(cents: number): string | null {
  if (!isPlainCents(cents)) return null;
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100) + (abs % 100 >= 50 ? 1 : 0);
  return `${cents < 0 ? "-" : ""}$${grouped(String(dollars))}`;
}

type Parts = { year: number; month: number; day: number };

/** The calendar parts of `date` in UTC or in the reader's time zone; null where Intl writes years otherwise. */
function partsOf(date: Date, utc: boolean): Parts | null {
  if (Number.isNaN(date.getTime())) return null;
  const parts = utc
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
  return parts.year >= 1000 && parts.year <= 9999 ? parts : null;
}

/** "Nov 21, 2025" (Intl's `dateStyle: "medium"`). */
export function enUsMediumDate(date: Date, utc: boolean): string | null {
  const parts = partsOf(date, utc);
  return parts && `${shortMonths[parts.month]} ${parts.day}, ${parts.year}`;
}

/** "Nov 21" (month short, day numeric). */
export function enUsShortDay(date: Date, utc: boolean): string | null {
  const parts = partsOf(date, utc);
  return parts && `${shortMonths[parts.month]} ${parts.day}`;
}

/** "November 2025" (month long, year numeric), or "Nov 2025" when `short`. */
export function enUsMonthYear(date: Date, utc: boolean, short = false): string | null {
  const parts = partsOf(date, utc);
  return parts && `${(short ? shortMonths : longMonths)[parts.month]} ${parts.year}`;
}

/** "Nov" (month short). */
export function enUsMonthName(date: Date, utc: boolean): string | null {
  const parts = partsOf(date, utc);
  return parts && shortMonths[parts.month]!;
}

export type RelativeUnit = "year" | "month" | "week" | "day" | "hour" | "minute";

const nearWords: Partial<Record<RelativeUnit, readonly [string, string, string]>> = {
  year: ["last year", "this year", "next year"],
  month: ["last month", "this month", "next month"],
  week: ["last week", "this week", "next week"],
  day: ["yesterday", "today", "tomorrow"],
  hour: ["1 hour ago", "this hour", "in 1 hour"],
  minute: ["1 minute ago", "this minute", "in 1 minute"],
};

/** "3 days ago", "yesterday", "in 2 weeks" (Intl.RelativeTimeFormat with `numeric: "auto"`), for whole values. */
export function enUsRelative(value: number, unit: RelativeUnit): string | null {
  if (!Number.isSafeInteger(value)) return null;
  const near = nearWords[unit];
  if (near && value >= -1 && value <= 1) return near[Object.is(value, -0) ? 1 : value + 1]!;
  const count = `${grouped(String(Math.abs(value)))} ${unit}${Math.abs(value) === 1 ? "" : "s"}`;
  return value < 0 ? `${count} ago` : `in ${count}`;
}
