/**
 * Every demo date is relative to this fixed instant, never to "now", so that the data is
 * the same whenever it is seeded (listings were published in the ~180 days before it).
 */
export const REFERENCE_DATE = new Date("2025-06-01T00:00:00Z");

const DAY_MS = 86_400_000;

/** The instant `days` (fractional allowed) before the reference date, to the second. */
export function daysBeforeReference(days: number): Date {
  return new Date(Math.round((REFERENCE_DATE.getTime() - days * DAY_MS) / 1000) * 1000);
}
