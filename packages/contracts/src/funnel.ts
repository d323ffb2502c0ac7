import { z } from "zod";
import { addDays, daysBetween, utcDay } from "./banner-ad.ts";
import { vendorListingStatuses } from "./vendor-listing.ts";

/** The longest range one funnel answers, and the range when none is asked for. */
export const MAX_FUNNEL_DAYS = 366;
export const DEFAULT_FUNNEL_DAYS = 30;
/** The most cards one impression beacon names (one list page's worth). */
export const MAX_IMPRESSION_IDS = 50;

export const funnelMessages = {
  dayInvalid: "Enter a day as YYYY-MM-DD.",
  toBeforeFrom: "The end of the range is before its start.",
  tooLong: `A range covers at most ${MAX_FUNNEL_DAYS} days.`,
  tooManyIds: `At most ${MAX_IMPRESSION_IDS} listings at once.`,
  listingNotFound: "Listing not found.",
  featureAdNotFound: "Feature ad not found.",
  tooManyBeacons: "Too many impressions from this address; try again in a minute.",
} as const;

const listingIds = z
  .array(z.uuid({ message: "Invalid listing id." }))
  .max(MAX_IMPRESSION_IDS, { message: funnelMessages.tooManyIds, abort: true });

/**
 * `POST /api/listings/impressions`: the cards one list render showed (sent once per list page
 * view as a beacon). `featured` names those shown as featured cards: their running feature ad
 * counts an impression too. Ids that are not published, visible listings are ignored.
 */
export const listingImpressionsInputSchema = z
  .object({
    ids: listingIds.min(1, { message: "Name at least one listing." }),
    featured: listingIds.default([]),
  })
  .strict();
export type ListingImpressionsInput = z.input<typeof listingImpressionsInputSchema>;
/** 202 with how many listings (and feature ads) counted one more impression. */
export const listingImpressionsResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ listings: z.number().int(), featureAds: z.number().int() }),
});

/** `POST /api/listings/{id}/featured-click`: a featured card was opened; its running feature ad counts a click. */
export const featuredClickResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ counted: z.boolean() }),
});

const daySchema = z
  .string({ message: funnelMessages.dayInvalid })
  .max(10, { message: funnelMessages.dayInvalid, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: funnelMessages.dayInvalid })
  .refine(isCalendarDay, { message: funnelMessages.dayInvalid });

/** "2026-02-31" matches the pattern but is no day. */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && utcDay(date) === day;
}

/** Both ends included; defaults: `to` today (UTC), `from` 29 days before `to` (30 days). */
export const funnelQuerySchema = z
  .object({ from: daySchema.optional(), to: daySchema.optional() })
  .strict()
  .transform(({ from, to }, ctx) => {
    const end = to ?? utcDay();
    const start = from ?? addDays(end, 1 - DEFAULT_FUNNEL_DAYS);
    if (end < start) ctx.addIssue({ code: "custom", path: ["to"], message: funnelMessages.toBeforeFrom });
    else if (daysBetween(start, end) + 1 > MAX_FUNNEL_DAYS) {
      ctx.addIssue({ code: "custom", path: ["from"], message: funnelMessages.tooLong });
    }
    return { from: start, to: end };
  });
export type FunnelQuery = z.output<typeof funnelQuerySchema>;

const count = z.number().int();
const rate = z.number().nullable();

export const funnelCountsSchema = z.object({
  impressions: count,
  views: count,
  contactClicks: count,
  messages: count,
  saves: count,
});
export type FunnelCounts = z.infer<typeof funnelCountsSchema>;

/** Each step's share of the one before it (saves and messages of views); null when it has none. */
export const funnelRatesSchema = z.object({
  viewRate: rate,
  contactRate: rate,
  messageRate: rate,
  saveRate: rate,
});
export type FunnelRates = z.infer<typeof funnelRatesSchema>;

export const funnelDaySchema = funnelCountsSchema.extend({ day: z.string() });
export type FunnelDay = z.infer<typeof funnelDaySchema>;

const totalsSchema = funnelCountsSchema.extend(funnelRatesSchema.shape);
export type FunnelTotals = z.infer<typeof totalsSchema>;

/** `a / b`, or null when there is nothing to divide by. */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export function ratesOf(counts: FunnelCounts): FunnelRates {
  return {
    viewRate: ratio(counts.views, counts.impressions),
    contactRate: ratio(counts.contactClicks, counts.views),
    messageRate: ratio(counts.messages, counts.views),
    saveRate: ratio(counts.saves, counts.views),
  };
}

const listingRefSchema = z.object({ _id: z.uuid(), name: z.string(), status: z.enum(vendorListingStatuses) });

/** `GET /api/vendor/listings/{id}/funnel`: every day of the range (zeros included) and the totals. */
export const listingFunnelSchema = z.object({
  listing: listingRefSchema,
  from: z.string(),
  to: z.string(),
  days: z.array(funnelDaySchema),
  totals: totalsSchema,
});
export type ListingFunnel = z.infer<typeof listingFunnelSchema>;
export const listingFunnelResponseSchema = z.object({ result: z.literal(1), result_value: listingFunnelSchema });

export const businessFunnelRowSchema = listingRefSchema.extend(totalsSchema.shape);
export type BusinessFunnelRow = z.infer<typeof businessFunnelRowSchema>;

/** `GET /api/vendor/funnel`: the same over all the vendor's listings, and each listing's totals. */
export const businessFunnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(funnelDaySchema),
  totals: totalsSchema,
  listings: z.array(businessFunnelRowSchema),
});
export type BusinessFunnel = z.infer<typeof businessFunnelSchema>;
export const businessFunnelResponseSchema = z.object({ result: z.literal(1), result_value: businessFunnelSchema });

export const adFunnelCountsSchema = z.object({
  impressions: count,
  clicks: count,
  contactClicks: count,
  messages: count,
  saves: count,
});
export type AdFunnelCounts = z.infer<typeof adFunnelCountsSchema>;

/** The click-through rate (of impressions), and each later step's share of the clicks (the ad's visits). */
export const adFunnelRatesSchema = z.object({ ctr: rate, contactRate: rate, messageRate: rate, saveRate: rate });
export type AdFunnelRates = z.infer<typeof adFunnelRatesSchema>;

export function adRatesOf(counts: AdFunnelCounts): AdFunnelRates {
  return {
    ctr: ratio(counts.clicks, counts.impressions),
    contactRate: ratio(counts.contactClicks, counts.clicks),
    messageRate: ratio(counts.messages, counts.clicks),
    saveRate: ratio(counts.saves, counts.clicks),
  };
}

export const adFunnelDaySchema = adFunnelCountsSchema.extend({ day: z.string() });
export type AdFunnelDay = z.infer<typeof adFunnelDaySchema>;

const adTotalsSchema = adFunnelCountsSchema.extend(adFunnelRatesSchema.shape);
export type AdFunnelTotals = z.infer<typeof adTotalsSchema>;

/**
 * `GET /api/vendor/feature-ads/{id}/funnel`: the featured card shown → opened (clicks: the visits
 * the ad opened) → contact clicks, messages and saves made in those visits, per day (decision 040).
 */
export const featureAdFunnelSchema = z.object({
  ad: z.object({
    _id: z.uuid(),
    listingId: z.uuid(),
    listingName: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
  }),
  from: z.string(),
  to: z.string(),
  days: z.array(adFunnelDaySchema),
  totals: adTotalsSchema,
});
export type FeatureAdFunnel = z.infer<typeof featureAdFunnelSchema>;
export const featureAdFunnelResponseSchema = z.object({ result: z.literal(1), result_value: featureAdFunnelSchema });
