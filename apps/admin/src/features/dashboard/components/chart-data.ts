import type { Dashboard } from "@mp/contracts/admin-dashboard";
import { formatMonthName, formatShortDay, formatShortMonth } from "@mp/ui/lib/format.ts";

/** A bucket's label: "Nov 25" for a day, "Week of Nov 23" for a week, "Nov 2026" for a month. */
export function bucketLabel(bucket: string, unit: Dashboard["bucket"]): string {
  if (unit === "month") return formatShortMonth(bucket);
  if (unit === "week") return `Week of ${formatShortDay(bucket)}`;
  return formatShortDay(bucket);
}

/** A short axis tick: "Nov 25", or "Nov" for a month. */
export function tickLabel(bucket: string, unit: Dashboard["bucket"]): string {
  if (unit === "month") return formatMonthName(bucket);
  return formatShortDay(bucket);
}

/** The currencies with revenue in the range, the usual one first. */
export function currenciesOf(dashboard: Dashboard): string[] {
  const seen = new Set(dashboard.revenue.map((point) => point.currency));
  return [...seen].sort((a, b) => (a === "usd" ? -1 : b === "usd" ? 1 : a.localeCompare(b)));
}

/** Revenue per bucket in one currency, in whole units for the chart (0 where nothing was paid). */
export function revenueSeries(dashboard: Dashboard, currency: string) {
  const byBucket = new Map(
    dashboard.revenue.filter((point) => point.currency === currency).map((point) => [point.bucket, point.netCents]),
  );
  return dashboard.series.map((point) => ({ bucket: point.bucket, netCents: byBucket.get(point.bucket) ?? 0 }));
}
