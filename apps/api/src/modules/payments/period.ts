import { SUBSCRIPTION_PERIOD_DAYS } from "@mp/contracts/billing";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a period that starts at `start`. */
export function periodFrom(start: Date): Date {
  return new Date(start.getTime() + SUBSCRIPTION_PERIOD_DAYS * DAY_MS);
}
