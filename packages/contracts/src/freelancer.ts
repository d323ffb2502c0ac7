import { z } from "zod";
import { MAX_PAGE_SIZE } from "./category.ts";

export const FREELANCER_PAGE_SIZE = 12;
export const freelancerSorts = ["relevance", "newest", "rating", "rate_asc", "rate_desc"] as const;
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
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(FREELANCER_PAGE_SIZE),
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
  createdAt: z.iso.datetime({ offset: true }),
});
export type FreelancerSummary = z.infer<typeof freelancerSummarySchema>;

export const freelancerPageResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(freelancerSummarySchema),
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int() }),
});
export type FreelancerPageResponse = z.infer<typeof freelancerPageResponseSchema>;
