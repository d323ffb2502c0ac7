import type { FeatureAd } from "@mp/contracts/feature-ad";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The run lengths the form offers, in days. */
export const featureDurations = [7, 14, 30, 60, 90] as const;

const pad = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DD" of a date in the visitor's time zone, as `<input type="date">` holds it. */
export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "YYYY-MM-DDTHH:MM" in the visitor's time zone, as `<input type="datetime-local">` holds it. */
export function toDateTimeInput(date: Date): string {
  return `${toDateInput(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A typed local date or date-time as an instant; null when it is not one. */
export function fromLocalInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, m, d, hh = "0", mm = "0"] = match;
  const date = new Date(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm));
  return date.getDate() === Number(d) ? date : null;
}

/**
 * The period of a new ad: from the chosen day's start (or now, when that is today) for `days`
 * days. null when the date is not one.
 */
export function periodOf(startDate: string, days: number, now = new Date()): { startsAt: Date; endsAt: Date } | null {
  const day = fromLocalInput(startDate);
  if (!day) return null;
  const startsAt = toDateInput(day) === toDateInput(now) ? now : day;
  return { startsAt, endsAt: new Date(startsAt.getTime() + days * DAY_MS) };
}

export const statusNames: Record<FeatureAd["status"], string> = {
  scheduled: "Scheduled",
  active: "Running",
  ended: "Ended",
};
