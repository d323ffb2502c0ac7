import { sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { rowsOf, type Executor } from "../../lib/executor.ts";

export type BucketUnit = "day" | "week" | "month";

export type DashboardWindow = {
  unit: BucketUnit;
  /** The first bucket's start and the last bucket's start, UTC dates (YYYY-MM-DD). */
  from: string;
  last: string;
};

type SeriesRow = {
  bucket: string;
  signups: number;
  listings: number;
  jobs: number;
  applications: number;
  impressions: number;
  clicks: number;
  views: number;
};

/**
 * One row per bucket from `generate_series`, each metric counted by one grouped scan of its
 * table's created_at (or day) index over the window (migration 0011's indexes), then joined to
 * the buckets so empty buckets show as 0.
 */
async function dashboardSeries(db: Executor, window: DashboardWindow): Promise<SeriesRow[]> {
  const unit = sql.raw(`'${window.unit}'`);
  const step = sql.raw(`'1 ${window.unit}'`);
  const from = sql`${window.from}::timestamp`;
  const fromTz = sql`(${window.from}::timestamp at time zone 'UTC')`;
  const fromDay = sql`${window.from}::date`;
  const created = (table: string) => sql`
    select date_trunc(${unit}, created_at at time zone 'UTC') as bucket, count(*)::int as n
    from ${sql.raw(table)} where created_at >= ${fromTz} group by 1`;
  const result = await db.execute(sql`
    with buckets as (
      select generate_series(${from}, ${window.last}::timestamp, ${step}::interval) as bucket
    ),
    signups as (${created("users")}),
    listing_counts as (${created("listings")}),
    job_counts as (${created("jobs")}),
    application_counts as (${created("job_applications")}),
    ads as (
      select date_trunc(${unit}, day::timestamp) as bucket,
        sum(impressions)::int as impressions, sum(clicks)::int as clicks
      from banner_ad_daily_stats where day >= ${fromDay} group by 1
    ),
    views as (
      select date_trunc(${unit}, day::timestamp) as bucket, sum(views)::int as n
      from listing_daily_stats where day >= ${fromDay} group by 1
    )
    select to_char(b.bucket, 'YYYY-MM-DD') as bucket,
      coalesce(s.n, 0) as signups, coalesce(l.n, 0) as listings, coalesce(j.n, 0) as jobs,
      coalesce(a.n, 0) as applications, coalesce(ads.impressions, 0) as impressions,
      coalesce(ads.clicks, 0) as clicks, coalesce(v.n, 0) as views
    from buckets b
    left join signups s on s.bucket = b.bucket
    left join listing_counts l on l.bucket = b.bucket
    left join job_counts j on j.bucket = b.bucket
    left join application_counts a on a.bucket = b.bucket
    left join ads on ads.bucket = b.bucket
    left join views v on v.bucket = b.bucket
    order by b.bucket`);
  return rowsOf<SeriesRow>(result).map((row) => ({
    bucket: row.bucket,
    signups: Number(row.signups),
    listings: Number(row.listings),
    jobs: Number(row.jobs),
    applications: Number(row.applications),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    views: Number(row.views),
  }));
}

/**
 * Money in per bucket and currency: paid and refunded charges count, and a refund's row (a
 * negative amount) takes its charge back in the bucket of the refund; failed payments do not count.
 */
async function dashboardRevenue(db: Executor, window: DashboardWindow) {
  const unit = sql.raw(`'${window.unit}'`);
  const result = await db.execute(sql`
    select to_char(date_trunc(${unit}, created_at at time zone 'UTC'), 'YYYY-MM-DD') as bucket,
      currency, sum(amount_cents)::bigint as net
    from payments
    where created_at >= (${window.from}::timestamp at time zone 'UTC') and status in ('paid', 'refunded')
    group by 1, 2
    order by 1, 2`);
  return rowsOf<{ bucket: string; currency: string; net: string | number }>(result).map((row) => ({
    bucket: row.bucket,
    currency: row.currency,
    netCents: Number(row.net),
  }));
}

/**
 * Both aggregates in one read-only transaction with PostgreSQL's JIT off: at 100,000 listings
 * the 12-month query runs in about 60–90 ms, and JIT compilation would add some 600 ms to it
 * (docs/benchmarks.md). PGlite has no JIT and takes the setting as is.
 */
export function findDashboardFigures(db: Database, window: DashboardWindow) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return [await dashboardSeries(tx, window), await dashboardRevenue(tx, window)] as const;
  });
}
