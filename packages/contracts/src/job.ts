import { z } from "zod";
import { pagedSchema } from "./envelope.ts";
import { pageQueryFields } from "./list-query.ts";
import { jobTypes, jobBudgetTypes } from "./filter-values.ts";
import { MAX_PAGE_SIZE } from "./category.ts";
import { hiddenNoticeSchema } from "./report.ts";

export const JOB_PAGE_SIZE = 12;
export { jobTypes };
export type JobType = (typeof jobTypes)[number];
export const jobStatuses = ["open", "closed"] as const;
export type JobStatus = (typeof jobStatuses)[number];
/** A posted job's budget: a fixed price for the work, or an hourly rate. */
export { jobBudgetTypes };
export type JobBudgetType = (typeof jobBudgetTypes)[number];

export const MAX_JOB_SKILLS = 15;
/** The furthest a deadline may be set, in days from today. */
export const MAX_DEADLINE_DAYS = 365;
const MAX_BUDGET_CENTS = 100_000_000;

/**
 * What applying to a job costs, in connects (decision 021): a fixed budget under $100 costs 1,
 * under $500 2, under $2,000 4, and 6 above; an hourly rate under $20 costs 1, under $50 2,
 * under $100 4, and 6 above. The server computes it; the site shows the same figure as one types.
 */
export function connectsCostOf(budgetType: JobBudgetType, budgetCents: number): number {
  const steps = budgetType === "fixed" ? [10_000, 50_000, 200_000] : [2_000, 5_000, 10_000];
  const costs = [1, 2, 4];
  const index = steps.findIndex((limit) => budgetCents < limit);
  return index === -1 ? 6 : costs[index]!;
}

export const jobMessages = {
  notClient: "Register as a client to post jobs.",
  notFound: "Job not found.",
  alreadyClosed: "This job is already closed.",
  closedEdit: "A closed job cannot be edited.",
  subcategoryMismatch: "Choose a subcategory of the chosen category.",
  unknownCategory: "Choose a category.",
  deadlineInvalid: "Enter the deadline as YYYY-MM-DD.",
  deadlineFuture: "The deadline must be a future date.",
  deadlineTooFar: `The deadline must be within ${MAX_DEADLINE_DAYS} days.`,
  locationRequired: "Enter a location, or mark the job as remote.",
} as const;

/**
 * `GET /api/jobs?q=&categoryId=&subcategoryId=&jobType=&budgetType=&minBudget=&remote=&page=&limit=`:
 * open jobs, newest first, or by relevance when `q` is given (full-text plus typo tolerance on the
 * title, as the search). `minBudget` is in cents and keeps jobs posted with at least that budget.
 */
export const jobListQuerySchema = z
  .object({
    q: z.string().trim().max(100, { message: "The search text is too long (100 characters at most)." }).default(""),
    categoryId: z.uuid({ message: "Invalid category id." }).optional(),
    subcategoryId: z.uuid({ message: "Invalid subcategory id." }).optional(),
    jobType: z.enum(jobTypes).optional(),
    budgetType: z.enum(jobBudgetTypes).optional(),
    minBudget: z.coerce.number().int().min(0).max(MAX_BUDGET_CENTS).optional(),
    remote: z.enum(["true", "false"]).default("false"),
    ...pageQueryFields(JOB_PAGE_SIZE, MAX_PAGE_SIZE),
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
  /** The demo jobs' yearly salary; null on jobs posted with a budget. */
  salaryMinCents: z.number().int().nullable(),
  salaryMaxCents: z.number().int().nullable(),
  /** A posted job's budget; null on the demo jobs, which carry a salary instead. */
  budgetType: z.enum(jobBudgetTypes).nullable(),
  budgetCents: z.number().int().nullable(),
  connectsCost: z.number().int(),
  skills: z.array(z.string()),
  categoryId: z.uuid(),
  categoryName: z.string(),
  /** The description, whole (plain text; render it escaped). */
  description: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobPageResponseSchema = pagedSchema(jobSummarySchema);
export type JobPageResponse = z.infer<typeof jobPageResponseSchema>;

export const jobIdParamSchema = z.object({ id: z.uuid({ message: "Invalid job id." }) }).strict();

const skillSchema = z
  .string()
  .max(40, { message: "A skill is at most 40 characters." })
  .trim()
  .min(1, { message: "A skill cannot be empty." });

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** Today in UTC as YYYY-MM-DD, or `days` later. */
export function utcToday(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** `POST /api/jobs` and `PUT /api/jobs/{id}`: what a client writes. Company name comes from the client profile. */
export const jobInputSchema = z
  .object({
    title: z
      .string()
      .max(120, { message: "The title is at most 120 characters." })
      .trim()
      .min(5, { message: "The title needs at least 5 characters." }),
    description: z
      .string()
      .max(10_000, { message: "The description is at most 10,000 characters." })
      .trim()
      .min(30, { message: "Describe the job in at least 30 characters." }),
    categoryId: z.uuid({ message: jobMessages.unknownCategory }),
    subcategoryId: z.uuid({ message: "Choose a subcategory." }),
    jobType: z.enum(jobTypes, { message: "Choose a job type." }),
    budgetType: z.enum(jobBudgetTypes, { message: "Choose fixed price or hourly." }),
    budgetCents: z
      .number({ message: "Enter the budget in dollars." })
      .int({ message: "Enter the budget in dollars." })
      .min(100, { message: "The budget is at least $1." })
      .max(MAX_BUDGET_CENTS, { message: "The budget is at most $1,000,000." }),
    isRemote: z.boolean(),
    location: z.string().max(120, { message: "The location is at most 120 characters." }).trim(),
    skills: z
      .array(skillSchema)
      .max(MAX_JOB_SKILLS, { message: `List at most ${MAX_JOB_SKILLS} skills.` })
      .refine((skills) => new Set(skills.map((s) => s.toLowerCase())).size === skills.length, {
        message: "Each skill once.",
      }),
    deadline: z
      .string({ message: jobMessages.deadlineInvalid })
      .max(10, { message: jobMessages.deadlineInvalid, abort: true })
      .regex(dayPattern, { message: jobMessages.deadlineInvalid, abort: true })
      .refine((day) => isCalendarDay(day), {
        message: jobMessages.deadlineInvalid,
        abort: true,
      })
      .refine((day) => day > utcToday(), { message: jobMessages.deadlineFuture, abort: true })
      .refine((day) => day <= utcToday(MAX_DEADLINE_DAYS), { message: jobMessages.deadlineTooFar }),
  })
  .strict()
  .superRefine((job, ctx) => {
    if (!job.isRemote && job.location === "") {
      ctx.addIssue({ code: "custom", path: ["location"], message: jobMessages.locationRequired });
    }
  });
export type JobInput = z.input<typeof jobInputSchema>;
export type JobInputParsed = z.output<typeof jobInputSchema>;

/** A job as its page shows it; `viewer` is what the signed-in caller may do with it. */
export const jobDetailSchema = jobSummarySchema.extend({
  status: z.enum(jobStatuses),
  subcategoryId: z.uuid().nullable(),
  subcategoryName: z.string().nullable(),
  deadline: z.string().nullable(),
  /** The poster's user id (the job-apply route's `createdBy`). */
  createdBy: z.uuid(),
  applicationCount: z.number().int(),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Set when a moderator or a suspension hid the job (only its poster and admins see it then). */
  hidden: hiddenNoticeSchema.optional(),
  viewer: z.object({
    isPoster: z.boolean(),
    canEdit: z.boolean(),
    /** The caller's own application to this job, if any. */
    applicationId: z.uuid().nullable(),
    applicationStatus: z.string().nullable(),
  }),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;
export const jobDetailResponseSchema = z.object({ result: z.literal(1), result_value: jobDetailSchema });

/** `GET /api/jobs/mine`: the poster's jobs, open and closed, newest first, with application counts. */
export const myJobSchema = jobSummarySchema.extend({
  status: z.enum(jobStatuses),
  deadline: z.string().nullable(),
  applicationCount: z.number().int(),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
  hidden: hiddenNoticeSchema.optional(),
});
export type MyJob = z.infer<typeof myJobSchema>;
export const myJobsQuerySchema = z.object(pageQueryFields(20, MAX_PAGE_SIZE)).strict();
export const myJobsResponseSchema = pagedSchema(myJobSchema);
export type MyJobsResponse = z.infer<typeof myJobsResponseSchema>;

/** `POST /api/jobs/{id}/close`: the job, and how many applicants got their connects back. */
export const jobClosedResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ _id: z.uuid(), status: z.literal("closed"), refundedApplications: z.number().int() }),
});
