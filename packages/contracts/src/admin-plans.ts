import { z } from "zod";
import { successSchema } from "./envelope.ts";
import { formatNumber } from "./format.ts";
import { planSchema } from "./plan.ts";

/** The admin panel's plans: prices, allowances and vendor limits, applied from each subscriber's next period. */
export const MAX_PLAN_PRICE_CENTS = 10_000_000;
export const MAX_PLAN_ALLOWANCE = 100_000;
export const MAX_PLAN_LIMIT = 100_000;
export const PLAN_DESCRIPTION_MAX = 500;

export const adminPlanMessages = {
  priceInvalid: `Enter a price from 0 to ${formatNumber(MAX_PLAN_PRICE_CENTS / 100)}, to the cent.`,
  allowanceInvalid: `Enter a whole number from 0 to ${formatNumber(MAX_PLAN_ALLOWANCE)}.`,
  limitInvalid: `Enter a whole number from 0 to ${formatNumber(MAX_PLAN_LIMIT)}, or leave it empty for the free tier's.`,
  descriptionTooLong: `Keep the description to ${PLAN_DESCRIPTION_MAX} characters.`,
  notFound: "Plan not found.",
  appliesNextPeriod: "Changes apply to new subscriptions now and to current subscribers from their next period",
} as const;

const wholeNumber = (max: number, message: string) =>
  z.number({ message }).int({ message }).min(0, { message }).max(max, { message });

/** A vendor limit: null falls back to the free tier's. */
const limitSchema = wholeNumber(MAX_PLAN_LIMIT, adminPlanMessages.limitInvalid).nullable();

/** `PUT /api/admin/plans/{id}`: every editable term at once (hire plans keep no vendor limits). */
export const planUpdateSchema = z
  .object({
    priceCents: wholeNumber(MAX_PLAN_PRICE_CENTS, adminPlanMessages.priceInvalid),
    connectsPerPeriod: wholeNumber(MAX_PLAN_ALLOWANCE, adminPlanMessages.allowanceInvalid),
    freelancersPerPeriod: wholeNumber(MAX_PLAN_ALLOWANCE, adminPlanMessages.allowanceInvalid),
    limits: z
      .object({
        listings: limitSchema,
        imagesPerListing: limitSchema,
        bannerAds: limitSchema,
        featureAds: limitSchema,
      })
      .strict(),
    description: z
      .string()
      .max(PLAN_DESCRIPTION_MAX, { message: adminPlanMessages.descriptionTooLong, abort: true })
      .trim(),
    active: z.boolean(),
  })
  .strict();
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

/** A plan as the admin panel edits it: its own limit columns (null = free tier's) and its live subscribers. */
export const adminPlanSchema = planSchema.extend({
  active: z.boolean(),
  limitColumns: z.object({
    listings: z.number().int().nullable(),
    imagesPerListing: z.number().int().nullable(),
    bannerAds: z.number().int().nullable(),
    featureAds: z.number().int().nullable(),
  }),
  activeSubscribers: z.number().int(),
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminPlanListResponseSchema = successSchema(z.array(adminPlanSchema));
export const adminPlanResponseSchema = successSchema(adminPlanSchema);
