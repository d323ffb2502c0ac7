import { z } from "zod";
import { pagedSchema } from "./envelope.ts";
import { pageQueryFields } from "./list-query.ts";
import { MAX_PAGE_SIZE } from "./category.ts";
import { httpUrlSchema, imageRefSchema } from "./vendor-listing.ts";

/** Where a banner is shown: the home page, one top-level category's pages, or search results. */
export const bannerPlacements = ["home", "category", "search"] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];

/** Derived from the dates: before the start day, during, after the end day. */
export const bannerAdStatuses = ["scheduled", "active", "ended"] as const;
export type BannerAdStatus = (typeof bannerAdStatuses)[number];

/** The longest period an ad may run, and how far ahead it may start. */
export const MAX_BANNER_DAYS = 366;
export const MAX_BANNER_LEAD_DAYS = 365;
/** The most days `GET …/stats` answers (the latest ones). */
export const MAX_STATS_DAYS = 90;
/** The image size the placements are laid out for (a 4:1 strip). */
export const BANNER_IMAGE_SIZE = { width: 1200, height: 300 } as const;

export const bannerAdMessages = {
  titleRequired: "Title is required.",
  imageRequired: "Upload an image for the banner.",
  imageNotFound: "Image not found.",
  categoryRequired: "Choose a category.",
  categoryNotFound: "That category does not exist.",
  dateInvalid: "Enter a date as YYYY-MM-DD.",
  endBeforeStart: "The end date must be on or after the start date.",
  endInPast: "The end date cannot be in the past.",
  tooLong: `An ad may run for at most ${MAX_BANNER_DAYS} days.`,
  startTooFar: `The start date must be within ${MAX_BANNER_LEAD_DAYS} days from today.`,
  notFound: "Banner ad not found.",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day as "YYYY-MM-DD" in UTC: the days an ad runs are UTC days, as its statistics are. */
export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** Midnight UTC at the start of `day`. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** `day` moved by `days` (negative for earlier). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(startOfDay(day).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS);
}

const daySchema = z
  .string({ message: bannerAdMessages.dateInvalid })
  .max(10, { message: bannerAdMessages.dateInvalid, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: bannerAdMessages.dateInvalid })
  .refine((value) => !Number.isNaN(startOfDay(value).getTime()) && utcDay(startOfDay(value)) === value, {
    message: bannerAdMessages.dateInvalid,
  });

const fieldsSchema = z
  .object({
    title: z.string().trim().min(1, { message: bannerAdMessages.titleRequired }).max(80),
    /** A stored image of the vendor's (`POST /api/vendor/images`). */
    imageId: z.uuid({ message: bannerAdMessages.imageRequired }),
    linkUrl: httpUrlSchema,
    placement: z.enum(bannerPlacements, { message: "Choose where the banner is shown." }),
    /** A top-level category: required for the "category" placement, ignored for the others. */
    categoryId: z.string().nullable().default(null),
    /** The first day shown (UTC). */
    startsAt: daySchema,
    /** The last day shown (UTC), included. */
    endsAt: daySchema,
  })
  .strict();

type Fields = z.output<typeof fieldsSchema>;

function checkFields(input: Fields, ctx: z.RefinementCtx, today: string) {
  const issue = (path: keyof Fields, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (input.placement === "category" && !z.uuid().safeParse(input.categoryId).success) {
    issue("categoryId", bannerAdMessages.categoryRequired);
  }
  if (input.endsAt < input.startsAt) issue("endsAt", bannerAdMessages.endBeforeStart);
  else if (daysBetween(input.startsAt, input.endsAt) + 1 > MAX_BANNER_DAYS) issue("endsAt", bannerAdMessages.tooLong);
  if (daysBetween(today, input.startsAt) > MAX_BANNER_LEAD_DAYS) issue("startsAt", bannerAdMessages.startTooFar);
}

const normalise = (input: Fields) => ({
  ...input,
  categoryId: input.placement === "category" ? input.categoryId : null,
});

/**
 * `PUT /api/vendor/banner-ads/{id}`: an ad already running, or ended, may keep its dates; the
 * server refuses moving the end date into the past.
 */
export const bannerAdUpdateSchema = fieldsSchema
  .superRefine((input, ctx) => checkFields(input, ctx, utcDay()))
  .transform(normalise);

/** `POST /api/vendor/banner-ads`: as an update, and the end date is today or later. */
export const bannerAdInputSchema = fieldsSchema
  .superRefine((input, ctx) => {
    const today = utcDay();
    checkFields(input, ctx, today);
    if (input.endsAt < today) ctx.addIssue({ code: "custom", path: ["endsAt"], message: bannerAdMessages.endInPast });
  })
  .transform(normalise);

export type BannerAdInput = z.input<typeof bannerAdInputSchema>;
export type BannerAdInputParsed = z.output<typeof bannerAdInputSchema>;

/** The vendor's own view of an ad (`GET /api/vendor/banner-ads/{id}` and the list). */
export const vendorBannerAdSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  image: imageRefSchema,
  linkUrl: z.string(),
  placement: z.enum(bannerPlacements),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(bannerAdStatuses),
  impressions: z.number().int(),
  clicks: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type VendorBannerAd = z.infer<typeof vendorBannerAdSchema>;

/** The ad a page shows now (`GET /api/banner-ads`). */
export const servedBannerAdSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  image: imageRefSchema,
  linkUrl: z.string(),
});
export type ServedBannerAd = z.infer<typeof servedBannerAdSchema>;

export const bannerAdStatsDaySchema = z.object({
  day: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
});
export type BannerAdStatsDay = z.infer<typeof bannerAdStatsDaySchema>;

/** `GET /api/vendor/banner-ads/{id}/stats`: totals, and one entry per day shown so far (at most the last 90). */
export const bannerAdStatsSchema = z.object({
  ad: vendorBannerAdSchema,
  /** `ctr`: clicks per impression, null before the first impression (as the vendor funnel's rates). */
  totals: z.object({ impressions: z.number().int(), clicks: z.number().int(), ctr: z.number().nullable() }),
  daysActive: z.number().int(),
  days: z.array(bannerAdStatsDaySchema),
});
export type BannerAdStats = z.infer<typeof bannerAdStatsSchema>;

export const bannerAdIdParamSchema = z.object({ id: z.uuid({ message: "Invalid banner ad id." }) }).strict();

export const bannerAdPageQuerySchema = z.object(pageQueryFields(20, MAX_PAGE_SIZE)).strict();

/**
 * `GET /api/banner-ads?placement=…&categoryId=…`: the category placement names its category, or
 * one of its subcategories (`subcategoryId`, as a subcategory's page knows it).
 */
export const servedBannerQuerySchema = z
  .object({
    placement: z.enum(bannerPlacements, { message: "Invalid placement." }),
    categoryId: z.uuid({ message: "Invalid category id." }).optional(),
    subcategoryId: z.uuid({ message: "Invalid subcategory id." }).optional(),
  })
  .strict()
  .refine(
    (query) =>
      query.placement === "category"
        ? (query.categoryId === undefined) !== (query.subcategoryId === undefined)
        : query.categoryId === undefined && query.subcategoryId === undefined,
    {
      message: "Give a categoryId or a subcategoryId with the category placement, and only then.",
      path: ["categoryId"],
    },
  );
export type ServedBannerQuery = z.infer<typeof servedBannerQuerySchema>;

export const bannerAdEventTypes = ["impression", "click"] as const;
export const bannerAdEventInputSchema = z.object({ type: z.enum(bannerAdEventTypes) }).strict();
export type BannerAdEventType = (typeof bannerAdEventTypes)[number];

export const vendorBannerAdResponseSchema = z.object({ result: z.literal(1), result_value: vendorBannerAdSchema });
export const vendorBannerAdPageResponseSchema = pagedSchema(vendorBannerAdSchema);
export const servedBannerAdResponseSchema = z.object({
  result: z.literal(1),
  result_value: servedBannerAdSchema.nullable(),
});
export const bannerAdStatsResponseSchema = z.object({ result: z.literal(1), result_value: bannerAdStatsSchema });
/** 202 whether counted or not: a repeat from the same visitor within 30 minutes is not, nor an inactive ad's. */
export const bannerAdEventResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ counted: z.boolean() }),
});
