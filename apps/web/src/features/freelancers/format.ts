import { formatMoney, formatWholeDollars } from "@mp/ui/lib/format.ts";

/** "$45/hr", or "$42.50/hr" when the rate has cents. */
export function formatHourlyRate(cents: number): string {
  const dollars = cents / 100;
  return `${Number.isInteger(dollars) ? formatWholeDollars(cents) : formatMoney(cents)}/hr`;
}

/** "★★★★☆" for 4.2: whole stars, a half rounds up from .5. */
export function ratingStars(rating: number): string {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return "★".repeat(full) + "☆".repeat(5 - full);
}
