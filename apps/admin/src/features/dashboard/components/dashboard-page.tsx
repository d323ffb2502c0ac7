import {
  dashboardRangeLabels,
  dashboardRanges,
  type Dashboard,
  type DashboardRange,
} from "@mp/contracts/admin-dashboard";
import { BriefcaseBusiness, CircleDollarSign, FileText, MousePointerClick, Store, UserPlus } from "lucide-react";
import { lazy, Suspense, useId, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { formatDay, formatMoney, formatNumber } from "@mp/ui/lib/format.ts";
import { useDashboard } from "../api/get-dashboard";
import { bucketLabel, currenciesOf, revenueSeries } from "./chart-data";
import "../../../components/ui/admin-table.css";
import "./dashboard.css";
import { LoadingShapes } from "../../../components/ui/loading-shapes";

// recharts is the panel's heaviest library: it loads only once the dashboard has its numbers.
const ActivityChart = lazy(() => import("./charts").then((m) => ({ default: m.ActivityChart })));
const RevenueChart = lazy(() => import("./charts").then((m) => ({ default: m.RevenueChart })));
const AdsChart = lazy(() => import("./charts").then((m) => ({ default: m.AdsChart })));
const ViewsChart = lazy(() => import("./charts").then((m) => ({ default: m.ViewsChart })));

function readRange(value: string | null): DashboardRange {
  return dashboardRanges.find((range) => range === value) ?? "30d";
}

/** The panel's home: KPI tiles and charts over 30 days, 90 days or 12 months (`?range=`). */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const range = readRange(params.get("range"));
  const dashboard = useDashboard(range);

  const chooseRange = (next: DashboardRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "30d") updated.delete("range");
        else updated.set("range", next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="dashboard">
      <RangePicker range={range} onChange={chooseRange} />
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <LoadFailed query={dashboard} title="We couldn't load the dashboard." />
      ) : (
        <div
          className={dashboard.isPlaceholderData ? "dashboard__body is-stale" : "dashboard__body"}
          aria-busy={dashboard.isPlaceholderData}
        >
          <p className="dashboard__period muted" role="status">
            {dashboard.isPlaceholderData
              ? "Loading…"
              : `${dashboardRangeLabels[dashboard.data.range]}: ${formatDay(dashboard.data.from)} to ${formatDay(dashboard.data.to)}`}
          </p>
          <KpiTiles dashboard={dashboard.data} />
          <Charts dashboard={dashboard.data} />
        </div>
      )}
    </div>
  );
}

function RangePicker({ range, onChange }: { range: DashboardRange; onChange: (range: DashboardRange) => void }) {
  const name = useId();
  return (
    <fieldset className="range-picker">
      <legend className="visually-hidden">Period</legend>
      {dashboardRanges.map((option) => (
        <label key={option} className="range-picker__option">
          <input type="radio" name={name} value={option} checked={option === range} onChange={() => onChange(option)} />
          <span>{dashboardRangeLabels[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}

function KpiTiles({ dashboard }: { dashboard: Dashboard }) {
  const { totals } = dashboard;
  const revenue =
    totals.revenue.length === 0
      ? formatMoney(0, "USD")
      : totals.revenue.map((r) => formatMoney(r.netCents, r.currency.toUpperCase())).join(" · ");
  const ctr =
    totals.impressions > 0
      ? `${formatNumber(totals.impressions)} impressions · ${((totals.clicks / totals.impressions) * 100).toFixed(1)}% click rate`
      : "No impressions yet";
  const tiles: { label: string; value: string; note?: string; icon: ReactNode }[] = [
    { label: "Sign-ups", value: formatNumber(totals.signups), icon: <UserPlus aria-hidden="true" /> },
    { label: "Listings", value: formatNumber(totals.listings), icon: <Store aria-hidden="true" /> },
    { label: "Jobs", value: formatNumber(totals.jobs), icon: <BriefcaseBusiness aria-hidden="true" /> },
    { label: "Applications", value: formatNumber(totals.applications), icon: <FileText aria-hidden="true" /> },
    { label: "Net revenue", value: revenue, note: "Paid minus refunds", icon: <CircleDollarSign aria-hidden="true" /> },
    {
      label: "Ad clicks",
      value: formatNumber(totals.clicks),
      note: ctr,
      icon: <MousePointerClick aria-hidden="true" />,
    },
  ];
  return (
    <ul className="kpi-tiles" aria-label="Totals for the period">
      {tiles.map((tile) => (
        <li key={tile.label} className="kpi-tile admin-card">
          <span className="icon-tile">{tile.icon}</span>
          <span className="kpi-tile__label">{tile.label}</span>
          <span className="kpi-tile__value">{tile.value}</span>
          {tile.note && <span className="kpi-tile__note">{tile.note}</span>}
        </li>
      ))}
    </ul>
  );
}

type Column = { key: string; label: string; value: (index: number) => string };

/** A chart, its one-line summary, and the same numbers as a table (the chart's text alternative). */
function ChartCard({
  title,
  summary,
  dashboard,
  columns,
  chart,
}: {
  title: string;
  summary: string;
  dashboard: Dashboard;
  columns: Column[];
  chart: ReactNode;
}) {
  const headingId = useId();
  const summaryId = useId();
  return (
    <figure className="dashboard-chart admin-card" aria-labelledby={headingId} aria-describedby={summaryId}>
      <h2 id={headingId} className="dashboard-chart__title">
        {title}
      </h2>
      <p id={summaryId} className="dashboard-chart__summary">
        {summary}
      </p>
      <Suspense fallback={<div className="dashboard-chart__canvas dashboard-skeleton" aria-hidden="true" />}>
        {chart}
      </Suspense>
      <details className="dashboard-chart__data">
        <summary>Show the numbers</summary>
        <div className="dashboard-chart__table-wrap">
          <table className="compact-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">
                  {dashboard.bucket === "day" ? "Day" : dashboard.bucket === "week" ? "Week" : "Month"}
                </th>
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dashboard.series.map((point, index) => (
                <tr key={point.bucket}>
                  <th scope="row">{bucketLabel(point.bucket, dashboard.bucket)}</th>
                  {columns.map((column) => (
                    <td key={column.key}>{column.value(index)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function busiest(dashboard: Dashboard, key: "signups" | "listings" | "impressions" | "listingViews"): string {
  let best = dashboard.series[0];
  for (const point of dashboard.series) if ((point[key] ?? 0) > (best?.[key] ?? 0)) best = point;
  return best && (best[key] ?? 0) > 0 ? `, most on ${bucketLabel(best.bucket, dashboard.bucket)}` : "";
}

function Charts({ dashboard }: { dashboard: Dashboard }) {
  const { totals, series } = dashboard;
  const count = (key: "signups" | "listings" | "jobs" | "applications" | "impressions" | "clicks") => (i: number) =>
    formatNumber(series[i]![key]);
  const currencies = currenciesOf(dashboard);
  const main = currencies[0] ?? "usd";
  const revenue = revenueSeries(dashboard, main);
  return (
    <div className="dashboard__charts">
      <ChartCard
        title="Activity"
        summary={`${formatNumber(totals.signups)} sign-ups${busiest(dashboard, "signups")}; ${formatNumber(totals.listings)} listings, ${formatNumber(totals.jobs)} jobs and ${formatNumber(totals.applications)} applications.`}
        dashboard={dashboard}
        columns={[
          { key: "signups", label: "Sign-ups", value: count("signups") },
          { key: "listings", label: "Listings", value: count("listings") },
          { key: "jobs", label: "Jobs", value: count("jobs") },
          { key: "applications", label: "Applications", value: count("applications") },
        ]}
        chart={<ActivityChart dashboard={dashboard} />}
      />
      <ChartCard
        title="Revenue"
        summary={
          currencies.length === 0
            ? "No payments in this period."
            : `Net revenue (paid minus refunds): ${totals.revenue.map((r) => formatMoney(r.netCents, r.currency.toUpperCase())).join(", ")}.${currencies.length > 1 ? ` The chart shows ${main.toUpperCase()}.` : ""}`
        }
        dashboard={dashboard}
        columns={[
          {
            key: "revenue",
            label: `Net revenue (${main.toUpperCase()})`,
            value: (i) => formatMoney(revenue[i]!.netCents, main.toUpperCase()),
          },
        ]}
        chart={<RevenueChart dashboard={dashboard} currency={main} />}
      />
      <ChartCard
        title="Banner ads"
        summary={`${formatNumber(totals.impressions)} impressions and ${formatNumber(totals.clicks)} clicks${busiest(dashboard, "impressions")}.`}
        dashboard={dashboard}
        columns={[
          { key: "impressions", label: "Impressions", value: count("impressions") },
          { key: "clicks", label: "Clicks", value: count("clicks") },
        ]}
        chart={<AdsChart dashboard={dashboard} />}
      />
      <ChartCard
        title="Listing views"
        summary={`${formatNumber(totals.listingViews ?? 0)} views of listing pages${busiest(dashboard, "listingViews")}.`}
        dashboard={dashboard}
        columns={[{ key: "views", label: "Views", value: (i) => formatNumber(series[i]!.listingViews ?? 0) }]}
        chart={<ViewsChart dashboard={dashboard} />}
      />
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <LoadingShapes className="dashboard__body" label="Loading the dashboard…">
      <ul className="kpi-tiles" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="kpi-tile admin-card">
            <span className="dashboard-skeleton" />
            <span className="dashboard-skeleton dashboard-skeleton--short" />
          </li>
        ))}
      </ul>
    </LoadingShapes>
  );
}
