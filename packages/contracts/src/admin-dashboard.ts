import { z } from "zod";
import { successSchema } from "./envelope.ts";

/** `GET /api/admin/dashboard?range=`: the marketplace over time, from SQL aggregates (issue 15). */

export const dashboardRanges = ["30d", "90d", "12m"] as const;
export type DashboardRange = (typeof dashboardRanges)[number];
export const dashboardRangeLabels: Record<DashboardRange, string> = {
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "12m": "Last 12 months",
};

export const dashboardQuerySchema = z.object({ range: z.enum(dashboardRanges).default("30d") }).strict();

const count = z.number().int().nonnegative();

/** What the dashboard counts, in each bucket and over the whole range. */
const counts = {
  signups: count,
  listings: count,
  jobs: count,
  applications: count,
  impressions: count,
  clicks: count,
  /** Null when the listing views are not counted per day. */
  listingViews: count.nullable(),
};

/** One bucket (a day for 30d, a week for 90d, a month for 12m), starting at `bucket` (UTC date). */
export const dashboardPointSchema = z.object({ bucket: z.iso.date(), ...counts });
export type DashboardPoint = z.infer<typeof dashboardPointSchema>;

export const revenuePointSchema = z.object({
  bucket: z.iso.date(),
  currency: z.string(),
  /** Paid minus refunded, in cents. */
  netCents: z.number().int(),
});

export const dashboardSchema = z.object({
  range: z.enum(dashboardRanges),
  bucket: z.enum(["day", "week", "month"]),
  from: z.iso.date(),
  to: z.iso.date(),
  series: z.array(dashboardPointSchema),
  revenue: z.array(revenuePointSchema),
  totals: z.object({
    ...counts,
    revenue: z.array(z.object({ currency: z.string(), netCents: z.number().int() })),
  }),
  generatedAt: z.iso.datetime({ offset: true }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = successSchema(dashboardSchema);
