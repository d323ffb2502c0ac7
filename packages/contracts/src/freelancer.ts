import { z } from "zod";
import { pagedSchema } from "./envelope.ts";
import { pageQueryFields } from "./list-query.ts";
import { freelancerSorts } from "./filter-values.ts";
import { MAX_PAGE_SIZE } from "./category.ts";
import { imageRefSchema } from "./vendor-listing.ts";
import { hiddenNoticeSchema } from "./report.ts";

/** How available a freelancer says they are, in the order the forms offer them. */
export const freelancerAvailabilities = ["available", "limited", "unavailable"] as const;
export type FreelancerAvailability = (typeof freelancerAvailabilities)[number];
export const availabilityLabels: Record<FreelancerAvailability, string> = {
  available: "Available now",
  limited: "Limited availability",
  unavailable: "Not available",
};

export const FREELANCER_PAGE_SIZE = 12;
export { freelancerSorts };
export type FreelancerSort = (typeof freelancerSorts)[number];

const cents = z.coerce.number().int().min(0).max(100_000_000);

/**
 * `GET /api/freelancers?q=&categoryId=&minRate=&maxRate=&sort=&page=&limit=`: hourly rates in
 * cents. The default order is relevance with `q`, newest without.
 */
export const freelancerListQuerySchema = z
  .object({
    q: z.string().trim().max(100, { message: "The search text is too long (100 characters at most)." }).default(""),
    categoryId: z.uuid({ message: "Invalid category id." }).optional(),
    minRate: cents.optional(),
    maxRate: cents.optional(),
    sort: z.enum(freelancerSorts).optional(),
    ...pageQueryFields(FREELANCER_PAGE_SIZE, MAX_PAGE_SIZE),
  })
  .strict()
  .superRefine((query, ctx) => {
    if (query.minRate !== undefined && query.maxRate !== undefined && query.minRate > query.maxRate) {
      ctx.addIssue({ code: "custom", path: ["minRate"], message: "minRate is above maxRate." });
    }
  });
export type FreelancerListQuery = z.infer<typeof freelancerListQuerySchema>;

export const freelancerSummarySchema = z.object({
  _id: z.uuid(),
  fullName: z.string(),
  headline: z.string(),
  skills: z.array(z.string()),
  hourlyRateCents: z.number().int(),
  location: z.string(),
  /** Average rating, 0–5 with one decimal. */
  rating: z.number(),
  reviewCount: z.number().int(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  availability: z.enum(freelancerAvailabilities),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FreelancerSummary = z.infer<typeof freelancerSummarySchema>;

export const freelancerPageResponseSchema = pagedSchema(freelancerSummarySchema);
export type FreelancerPageResponse = z.infer<typeof freelancerPageResponseSchema>;

export const FREELANCER_LIMITS = {
  fullName: 120,
  headline: 120,
  bio: 5000,
  skill: 40,
  skills: 15,
  location: 120,
  language: 40,
  languages: 10,
  portfolio: 12,
  caption: 200,
  /** $10,000 an hour, in cents. */
  hourlyRateCents: 1_000_000,
} as const;

/** Connects a new freelancer is given once, so that they can apply to a job or two before buying a plan. */
export const WELCOME_CONNECTS = 10;

export const freelancerMessages = {
  headlineRequired: "Headline is required.",
  bioRequired: "Tell clients about your work.",
  skillsRequired: "Add at least one skill.",
  skillsTooMany: `Add at most ${FREELANCER_LIMITS.skills} skills.`,
  skillTooLong: `Each skill is at most ${FREELANCER_LIMITS.skill} characters.`,
  skillsRepeated: "Each skill once.",
  categoryRequired: "Choose a category.",
  subcategoryMismatch: "That subcategory is not in the chosen category.",
  rateInvalid: "Enter an hourly rate between $1 and $10,000.",
  locationRequired: "Location is required.",
  languagesTooMany: `Add at most ${FREELANCER_LIMITS.languages} languages.`,
  portfolioTooMany: `Add at most ${FREELANCER_LIMITS.portfolio} portfolio images.`,
  portfolioRepeated: "Each image once.",
  imageNotFound: "Image not found.",
  alreadyFreelancer: "You are already registered as a freelancer.",
  notFreelancer: "Register as a freelancer first.",
  notFound: "Freelancer not found.",
} as const;

/** A list of short words (skills, languages): trimmed, none empty, none twice (case aside). */
function wordList(max: number, itemMax: number, messages: { tooMany: string; tooLong: string; repeated: string }) {
  return z
    .array(z.string({ error: messages.tooLong }).trim().max(itemMax, { message: messages.tooLong }))
    .max(max, { message: messages.tooMany, abort: true })
    .transform((items) => items.filter((item) => item !== ""))
    .refine((items) => new Set(items.map((item) => item.toLowerCase())).size === items.length, {
      message: messages.repeated,
    });
}

/**
 * `POST /api/freelancers/register` and `PUT /api/freelancers/me`: the whole profile. An empty full
 * name stands for the account's name; the portfolio is the images in their order (stored images of
 * the caller's, `POST /api/vendor/images`), replacing the ones before.
 */
export const freelancerProfileInputSchema = z
  .object({
    fullName: z.string().trim().max(FREELANCER_LIMITS.fullName).default(""),
    headline: z
      .string()
      .trim()
      .min(1, { message: freelancerMessages.headlineRequired })
      .max(FREELANCER_LIMITS.headline),
    bio: z.string().trim().min(1, { message: freelancerMessages.bioRequired }).max(FREELANCER_LIMITS.bio),
    skills: wordList(FREELANCER_LIMITS.skills, FREELANCER_LIMITS.skill, {
      tooMany: freelancerMessages.skillsTooMany,
      tooLong: freelancerMessages.skillTooLong,
      repeated: freelancerMessages.skillsRepeated,
    }).refine((items) => items.length > 0, { message: freelancerMessages.skillsRequired }),
    categoryId: z.uuid({ message: freelancerMessages.categoryRequired }),
    subcategoryId: z.uuid({ message: "Invalid subcategory id." }).nullable().default(null),
    hourlyRateCents: z
      .number({ error: freelancerMessages.rateInvalid })
      .int({ message: freelancerMessages.rateInvalid })
      .min(100, { message: freelancerMessages.rateInvalid })
      .max(FREELANCER_LIMITS.hourlyRateCents, { message: freelancerMessages.rateInvalid }),
    location: z
      .string()
      .trim()
      .min(1, { message: freelancerMessages.locationRequired })
      .max(FREELANCER_LIMITS.location),
    availability: z.enum(freelancerAvailabilities).default("available"),
    languages: wordList(FREELANCER_LIMITS.languages, FREELANCER_LIMITS.language, {
      tooMany: freelancerMessages.languagesTooMany,
      tooLong: `Each language is at most ${FREELANCER_LIMITS.language} characters.`,
      repeated: "Each language once.",
    }).default([]),
    portfolio: z
      .array(
        z
          .object({
            imageId: z.uuid({ message: "Invalid image id." }),
            caption: z.string().trim().max(FREELANCER_LIMITS.caption).default(""),
          })
          .strict(),
      )
      .max(FREELANCER_LIMITS.portfolio, { message: freelancerMessages.portfolioTooMany, abort: true })
      .refine((items) => new Set(items.map((item) => item.imageId.toLowerCase())).size === items.length, {
        message: freelancerMessages.portfolioRepeated,
      })
      .default([]),
  })
  .strict();
export type FreelancerProfileInput = z.input<typeof freelancerProfileInputSchema>;
export type FreelancerProfileInputParsed = z.output<typeof freelancerProfileInputSchema>;

export const freelancerReviewSchema = z.object({
  _id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  reviewerName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FreelancerReview = z.infer<typeof freelancerReviewSchema>;

/** The public freelancer page: the profile, its portfolio and the latest reviews with their average. */
export const freelancerProfileSchema = z.object({
  /** Set when a moderator or a suspension hid it: only its owner and admins see it then. */
  hidden: hiddenNoticeSchema.optional(),
  _id: z.uuid(),
  userId: z.uuid(),
  fullName: z.string(),
  headline: z.string(),
  bio: z.string(),
  skills: z.array(z.string()),
  categoryId: z.uuid(),
  categoryName: z.string(),
  subcategoryId: z.uuid().nullable(),
  subcategoryName: z.string().nullable(),
  hourlyRateCents: z.number().int(),
  location: z.string(),
  availability: z.enum(freelancerAvailabilities),
  languages: z.array(z.string()),
  portfolio: z.array(z.object({ image: imageRefSchema, caption: z.string() })),
  /** The average of every review, 0–5 with one decimal; 0 without reviews. */
  rating: z.number(),
  reviewCount: z.number().int(),
  /** The newest reviews (FREELANCER_REVIEWS_SHOWN at most). */
  reviews: z.array(freelancerReviewSchema),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type FreelancerProfile = z.infer<typeof freelancerProfileSchema>;

export const FREELANCER_REVIEWS_SHOWN = 20;

export const freelancerProfileResponseSchema = z.object({
  result: z.literal(1),
  result_value: freelancerProfileSchema,
});
export type FreelancerProfileResponse = z.infer<typeof freelancerProfileResponseSchema>;

/** `GET /api/freelancers/{id}`: the freelancer's profile id (FreelancerId) or their user id. */
export const freelancerIdParamSchema = z.object({ id: z.uuid({ message: "Invalid freelancer id." }) }).strict();
