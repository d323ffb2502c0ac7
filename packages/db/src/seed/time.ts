/**
 * Demo dates are relative to the day the database is seeded — midnight UTC of that day — so that
 * a catalogue seeded today shows jobs posted in the last weeks and listings from the last months,
 * whatever the day. Within one day (and one process) every seed gets the same dates; the names,
 * texts and figures never depend on the day.
 */
export const DAY_MS = 86_400_000;

/** Midnight UTC of the day this process first seeded (or was loaded): the instant every demo date counts back from. */
export const REFERENCE_DATE = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);

/** The instant `days` (fractional allowed) before the reference date, to the second. */
export function daysBeforeReference(days: number): Date {
  return new Date(Math.round((REFERENCE_DATE.getTime() - days * DAY_MS) / 1000) * 1000);
}

/** The calendar day (YYYY-MM-DD) `days` after the reference date: a job's deadline. */
export function dayAfterReference(days: number): string {
  return new Date(REFERENCE_DATE.getTime() + Math.round(days) * DAY_MS).toISOString().slice(0, 10);
}
