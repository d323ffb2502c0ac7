import type { Dashboard } from "@mp/contracts/admin-dashboard";
import type { ReactElement } from "react";
import { formatMoney, formatNumber } from "@mp/ui/lib/format.ts";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { bucketLabel, revenueSeries, tickLabel } from "./chart-data";

// The charts module: recharts loads with it, after the dashboard's tiles and tables have shown.
// Each chart is drawn for sighted readers only (aria-hidden, no keyboard layer): its figure has
// a summary and a table with the same numbers.

const palette = {
  signups: "#22366b",
  listings: "#d68a0a",
  jobs: "#1f6b3a",
  applications: "#a3231b",
  impressions: "#22366b",
  clicks: "#d68a0a",
  revenue: "#1f6b3a",
  views: "#22366b",
};

const HEIGHT = 260;
const axisTick = { fontSize: 12, fill: "#5f6780" };

type ChartProps = { dashboard: Dashboard };

function Frame({ children }: { children: ReactElement }) {
  return (
    <div className="dashboard-chart__canvas" aria-hidden="true">
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 600, height: HEIGHT }}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

const labelOf = (dashboard: Dashboard) => (bucket: unknown) => bucketLabel(String(bucket), dashboard.bucket);
const tickOf = (dashboard: Dashboard) => (bucket: string) => tickLabel(bucket, dashboard.bucket);
const counted = (value: unknown) => formatNumber(Number(value));

export function ActivityChart({ dashboard }: ChartProps) {
  return (
    <Frame>
      <LineChart
        data={dashboard.series}
        accessibilityLayer={false}
        margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
      >
        <CartesianGrid stroke="#e4e1d8" vertical={false} />
        <XAxis dataKey="bucket" tickFormatter={tickOf(dashboard)} tick={axisTick} minTickGap={24} />
        <YAxis allowDecimals={false} tick={axisTick} width={48} />
        <Tooltip labelFormatter={labelOf(dashboard)} formatter={counted} />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Line type="monotone" dataKey="signups" name="Sign-ups" stroke={palette.signups} strokeWidth={2} dot={false} />
        <Line
          type="monotone"
          dataKey="listings"
          name="Listings"
          stroke={palette.listings}
          strokeWidth={2}
          dot={false}
        />
        <Line type="monotone" dataKey="jobs" name="Jobs" stroke={palette.jobs} strokeWidth={2} dot={false} />
        <Line
          type="monotone"
          dataKey="applications"
          name="Applications"
          stroke={palette.applications}
          strokeWidth={2}
          strokeDasharray="5 3"
          dot={false}
        />
      </LineChart>
    </Frame>
  );
}

export function RevenueChart({ dashboard, currency }: ChartProps & { currency: string }) {
  const data = revenueSeries(dashboard, currency).map((point) => ({ ...point, net: point.netCents / 100 }));
  return (
    <Frame>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e4e1d8" vertical={false} />
        <XAxis dataKey="bucket" tickFormatter={tickOf(dashboard)} tick={axisTick} minTickGap={24} />
        <YAxis
          tick={axisTick}
          width={56}
          tickFormatter={(value: number) => formatMoney(value * 100, currency.toUpperCase())}
        />
        <Tooltip
          labelFormatter={labelOf(dashboard)}
          formatter={(value) => formatMoney(Number(value) * 100, currency.toUpperCase())}
        />
        <Bar
          dataKey="net"
          name={`Net revenue (${currency.toUpperCase()})`}
          fill={palette.revenue}
          radius={[3, 3, 0, 0]}
        />
      </BarChart>
    </Frame>
  );
}

export function AdsChart({ dashboard }: ChartProps) {
  return (
    <Frame>
      <AreaChart data={dashboard.series} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: -4 }}>
        <CartesianGrid stroke="#e4e1d8" vertical={false} />
        <XAxis dataKey="bucket" tickFormatter={tickOf(dashboard)} tick={axisTick} minTickGap={24} />
        <YAxis yAxisId="impressions" allowDecimals={false} tick={axisTick} width={56} />
        <YAxis yAxisId="clicks" orientation="right" allowDecimals={false} tick={axisTick} width={40} />
        <Tooltip labelFormatter={labelOf(dashboard)} formatter={counted} />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Area
          yAxisId="impressions"
          type="monotone"
          dataKey="impressions"
          name="Impressions"
          stroke={palette.impressions}
          fill="#e3e8f5"
        />
        <Area yAxisId="clicks" type="monotone" dataKey="clicks" name="Clicks" stroke={palette.clicks} fill="#fff7e8" />
      </AreaChart>
    </Frame>
  );
}

export function ViewsChart({ dashboard }: ChartProps) {
  return (
    <Frame>
      <BarChart data={dashboard.series} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: -4 }}>
        <CartesianGrid stroke="#e4e1d8" vertical={false} />
        <XAxis dataKey="bucket" tickFormatter={tickOf(dashboard)} tick={axisTick} minTickGap={24} />
        <YAxis allowDecimals={false} tick={axisTick} width={56} />
        <Tooltip labelFormatter={labelOf(dashboard)} formatter={counted} />
        <Bar dataKey="listingViews" name="Listing views" fill={palette.views} radius={[3, 3, 0, 0]} />
      </BarChart>
    </Frame>
  );
}
