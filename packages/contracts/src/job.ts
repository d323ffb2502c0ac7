import { z } from "zod";
import { MAX_PAGE_SIZE } from "./category.ts";

export const JOB_PAGE_SIZE = 12;
export const jobTypes = ["full-time", "part-time", "contract", "temporary", "internship"] as const;
export type JobType = (typeof jobTypes)[number];

/**
 * `GET /api/jobs?q=&categoryId=&jobType=&remote=&page=&limit=`: open jobs, newest first, or
 * by relevance when `q` is given (full-text plus typo tolerance on the title, as the search).
 */
export const jobListQuerySchema = z
  .object({
    q: z.string().trim().max(100, { message: "The search text is too long (100 characters at most)." }).default(""),
    categoryId: z.uuid({ message: "Invalid category id." }).optional(),
    jobType: z.enum(jobTypes).optional(),
    remote: z.enum(["true", "false"]).default("false"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(JOB_PAGE_SIZE),
  })
  .strict();
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobSummarySchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  companyName: z.string(),
  location: z.string(),
  isRemote: z.boolean(),
  jobType: z.enum(jobTypes),
  salaryMinCents: z.number().int().nullable(),
  salaryMaxCents: z.number().int().nullable(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  /** The description, whole (plain text; render it escaped). */
  description: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobPageResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(jobSummarySchema),
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int() }),
});
export type JobPageResponse = z.infer<typeof jobPageResponseSchema>;
