const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What an upgrade costs now: the price difference for the days left of the current period,
 * rounded to the cent. A day begun counts as left; the period's length is its own whole days.
 * Stripe mode charges Stripe's proration; this is the figure the checkout shows and test mode charges.
 */
export function proratedUpgradeCents(
  fromPriceCents: number,
  toPriceCents: number,
  period: { start: Date; end: Date },
  now: Date,
): number {
  const difference = toPriceCents - fromPriceCents;
  if (difference <= 0) return 0;
  const periodDays = Math.max(1, Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS));
  const daysLeft = Math.min(periodDays, Math.max(0, Math.ceil((period.end.getTime() - now.getTime()) / DAY_MS)));
  return Math.round((difference * daysLeft) / periodDays);
}
