import { z } from "zod";
import { pagedSchema } from "./envelope.ts";
import { pageQueryFields } from "./list-query.ts";
import { MAX_PAGE_SIZE } from "./category.ts";
import { FEATURED_LISTINGS_DEFAULT, FEATURED_LISTINGS_MAX } from "./featured-listings.ts";
import { listingSummarySchema } from "./listing.ts";
import { vendorListingStatuses } from "./vendor-listing.ts";

/** The longest period one feature ad may run. */
export const MAX_FEATURE_DAYS = 90;
/** How far ahead a feature ad may be booked. */
export const MAX_FEATURE_LEAD_DAYS = 365;
export { FEATURED_LISTINGS_DEFAULT, FEATURED_LISTINGS_MAX };
/** How many of a subcategory's featured listings lead its first page. */
export const FEATURED_IN_SUBCATEGORY = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

export const featureAdMessages = {
  listingRequired: "Choose one of your listings.",
  startInvalid: "Enter a valid start date.",
  endInvalid: "Enter a valid end date.",
  endBeforeStart: "The end must be after the start.",
  endInPast: "The end must be in the future.",
  tooLong: `A feature ad runs for at most ${MAX_FEATURE_DAYS} days.`,
  startTooFar: `Start within the next ${MAX_FEATURE_LEAD_DAYS} days.`,
  notFound: "Feature ad not found.",
  listingNotFound: "Listing not found.",
  notPublished: "Publish the listing before featuring it.",
  overlap: "This listing is already featured during part of that period.",
  ended: "This feature ad has already ended.",
} as const;

const instant = (message: string) => z.iso.datetime({ offset: true, message }).transform((value) => new Date(value));

type Period = { startsAt: Date; endsAt: Date };

/** The rules of a period, checked against the clock when the request arrives. */
function checkPeriod({ startsAt, endsAt }: Period, ctx: z.RefinementCtx) {
  // A date that did not parse has its own message already (the refinement still runs).
  if (!(startsAt instanceof Date) || !(endsAt instanceof Date)) return;
  const now = Date.now();
  if (endsAt <= startsAt) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: featureAdMessages.endBeforeStart });
  } else if (endsAt.getTime() <= now) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: featureAdMessages.endInPast });
  } else if (endsAt.getTime() - startsAt.getTime() > MAX_FEATURE_DAYS * DAY_MS) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: featureAdMessages.tooLong });
  }
  if (startsAt.getTime() > now + MAX_FEATURE_LEAD_DAYS * DAY_MS) {
    ctx.addIssue({ code: "custom", path: ["startsAt"], message: featureAdMessages.startTooFar });
  }
}

const periodShape = {
  startsAt: instant(featureAdMessages.startInvalid),
  endsAt: instant(featureAdMessages.endInvalid),
};

/** `POST /api/vendor/feature-ads`: one of the vendor's published listings, from `startsAt` until `endsAt`. */
export const featureAdInputSchema = z
  .object({ listingId: z.uuid({ message: featureAdMessages.listingRequired }), ...periodShape })
  .strict()
  .superRefine(checkPeriod);
export type FeatureAdInput = z.input<typeof featureAdInputSchema>;
export type FeatureAdInputParsed = z.output<typeof featureAdInputSchema>;

/** `PUT /api/vendor/feature-ads/{id}`: new dates for an ad that has not ended. */
export const featureAdDatesInputSchema = z.object(periodShape).strict().superRefine(checkPeriod);
export type FeatureAdDatesInput = z.input<typeof featureAdDatesInputSchema>;
export type FeatureAdDatesInputParsed = z.output<typeof featureAdDatesInputSchema>;

export const featureAdStatuses = ["scheduled", "active", "ended"] as const;
export type FeatureAdStatus = (typeof featureAdStatuses)[number];

/** The vendor's view of a feature ad, with the listing it promotes. */
export const featureAdSchema = z.object({
  _id: z.uuid(),
  listingId: z.uuid(),
  listing: z.object({
    name: z.string(),
    coverImage: z.string().nullable(),
    status: z.enum(vendorListingStatuses),
  }),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  status: z.enum(featureAdStatuses),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FeatureAd = z.infer<typeof featureAdSchema>;

export const featureAdIdParamSchema = z.object({ id: z.uuid({ message: "Invalid feature ad id." }) }).strict();

export const featureAdPageQuerySchema = z.object(pageQueryFields(20, MAX_PAGE_SIZE)).strict();

export const featureAdResponseSchema = z.object({ result: z.literal(1), result_value: featureAdSchema });
export const featureAdPageResponseSchema = pagedSchema(featureAdSchema);
export type FeatureAdPageResponse = z.infer<typeof featureAdPageResponseSchema>;

/**
 * `DELETE /api/vendor/feature-ads/{id}`: an ad not yet started is cancelled (removed); a running
 * one ends now and stays in the list as ended.
 */
export const featureAdEndResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ _id: z.uuid(), outcome: z.enum(["cancelled", "ended"]) }),
});

/** `GET /api/featured-listings?limit=`: published listings with a running feature ad, a fair random pick. */
export const featuredListingsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(FEATURED_LISTINGS_MAX).default(FEATURED_LISTINGS_DEFAULT),
  })
  .strict();
export const featuredListingsResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(listingSummarySchema),
});
