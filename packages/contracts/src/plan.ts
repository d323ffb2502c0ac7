import { z } from "zod";
import { successSchema } from "./envelope.ts";

/** User plans give connects and the vendor limits; hire plans give members a freelancer allowance. */
export const planFamilies = ["user", "hire"] as const;
export type PlanFamily = (typeof planFamilies)[number];

export const planMessages = {
  familyRequired: "Choose a plan family: user or hire.",
  notFound: "Plan not found.",
  invalidId: "Invalid plan id.",
} as const;

/** What a vendor may have at once: listings, gallery images per listing, live banner and feature ads. */
export const planLimitsSchema = z.object({
  listings: z.number().int(),
  imagesPerListing: z.number().int(),
  bannerAds: z.number().int(),
  featureAds: z.number().int(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/** The allowance of an account without a user plan (and of a plan's limit left empty). */
export const FREE_PLAN_LIMITS: PlanLimits = { listings: 10, imagesPerListing: 20, bannerAds: 2, featureAds: 1 };

/** One plan as the site shows it. `limits` is null for hire plans, which set no vendor limits. */
export const planSchema = z.object({
  _id: z.uuid(),
  family: z.enum(planFamilies),
  /** Basic, Standard, Premium: shown as is; compared case-blind for the Upgrade button. */
  name: z.string(),
  /** The order within the family: a higher rank is an upgrade. */
  rank: z.number().int(),
  priceCents: z.number().int().nonnegative(),
  /** ISO 4217, lower case as Stripe writes it ("usd"). */
  currency: z.string(),
  /** Connects granted each period (user plans). */
  connectsPerPeriod: z.number().int().nonnegative(),
  /** Hiring requests granted each period (hire plans: "Remaining Freelancer"). */
  freelancersPerPeriod: z.number().int().nonnegative(),
  limits: planLimitsSchema.nullable(),
  description: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

/** `GET /api/plans?family=user|hire`: the family is required. */
export const planListQuerySchema = z
  .object({ family: z.enum(planFamilies, { message: planMessages.familyRequired }) })
  .strict();
export type PlanListQuery = z.infer<typeof planListQuerySchema>;

/** `GET /api/plans/{id}`: a malformed id is 400, an unknown one 404 "Plan not found.". */
export const planIdParamSchema = z.object({ id: z.uuid({ message: planMessages.invalidId }) }).strict();

/** The active plans of one family, in rank order. */
export const planListResponseSchema = successSchema(z.array(planSchema));
export type PlanListResponse = z.infer<typeof planListResponseSchema>;

export const planResponseSchema = successSchema(planSchema);
export type PlanResponse = z.infer<typeof planResponseSchema>;
