import { dashboardRanges, type Dashboard, type DashboardRange } from "@mp/contracts/admin-dashboard";
import type { Database } from "@mp/db/client";
import { createLoadingCache } from "../../lib/loading-cache.ts";
import { findDashboardFigures, type BucketUnit, type DashboardWindow } from "./repository.ts";

const DAY = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The buckets of a range, ending with the one holding `now` (UTC): 30 days, 13 Monday weeks, 12 months. */
export function windowOf(range: DashboardRange, now: Date): DashboardWindow & { to: string } {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const to = isoDay(today);
  if (range === "30d") return { unit: "day", from: isoDay(new Date(today.getTime() - 29 * DAY)), last: to, to };
  if (range === "90d") {
    const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY);
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 89));
    const firstMonday = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * DAY);
    return { unit: "week", from: isoDay(firstMonday), last: isoDay(monday), to };
  }
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { unit: "month", from: isoDay(first), last: isoDay(month), to };
}

/** A range's figures as the panel shows them: the series, the revenue and their totals. */
export async function buildDashboard(db: Database, range: DashboardRange, now: Date): Promise<Dashboard> {
  const window = windowOf(range, now);
  const [series, revenue] = await findDashboardFigures(db, window);
  const sum = (key: "signups" | "listings" | "jobs" | "applications" | "impressions" | "clicks" | "views") =>
    series.reduce((total, point) => total + point[key], 0);
  const byCurrency = new Map<string, number>();
  for (const point of revenue) byCurrency.set(point.currency, (byCurrency.get(point.currency) ?? 0) + point.netCents);
  return {
    range,
    bucket: window.unit as BucketUnit,
    from: window.from,
    to: window.to,
    series: series.map(({ views, ...point }) => ({ ...point, listingViews: views })),
    revenue,
    totals: {
      signups: sum("signups"),
      listings: sum("listings"),
      jobs: sum("jobs"),
      applications: sum("applications"),
      impressions: sum("impressions"),
      clicks: sum("clicks"),
      listingViews: sum("views"),
      revenue: [...byCurrency].map(([currency, netCents]) => ({ currency, netCents })),
    },
    generatedAt: now.toISOString(),
  };
}

/**
 * Each range's figures for up to `ttlMs` (a minute): the panel polls, the aggregates need not rerun
 * each time, and admins opening the panel together wait for one run.
 */
export function createDashboardCache(ttlMs: number) {
  const cache = createLoadingCache<DashboardRange, Dashboard>({ max: dashboardRanges.length, ttlMs });
  return (range: DashboardRange, load: () => Promise<Dashboard>): Promise<Dashboard> => cache.get(range, load);
}
