import { z } from "zod";
import { pageQueryFields } from "./list-query.ts";
import { MAX_PAGE_SIZE } from "./category.ts";
import { formatNumber } from "./format.ts";
import { jobStatuses } from "./job.ts";

export const applicationStatuses = ["submitted", "shortlisted", "rejected", "hired", "withdrawn"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const COVER_LETTER_MIN = 50;
export const COVER_LETTER_MAX = 5000;
/** What an attachment may be, decided by its content: the client's name and type are not trusted. */
export const attachmentContentTypes = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;

export const applicationMessages = {
  notFreelancer: "Register as a freelancer to apply.",
  ownJob: "You cannot apply to your own job.",
  jobClosed: "This job is closed to applications.",
  alreadyApplied: "You have already applied to this job.",
  notFound: "Application not found.",
  attachmentType: "Attach PDF files or PNG, JPEG or WebP images only.",
  attachmentSize: "Each attachment can be at most 5 MB.",
  tooManyAttachments: `Attach at most ${MAX_ATTACHMENTS} files.`,
  notMultipart: "Send the application as multipart/form-data.",
  unreadable: "The application could not be read. Please try again.",
  cannotWithdraw: "Only a submitted or shortlisted application can be withdrawn.",
  cannotChange: "This application can no longer be shortlisted or rejected.",
} as const;

/**
 * The text fields of `POST /api/jobs/{id}/applications` (multipart: these fields, and up to three
 * files in fields named `attachments`). Multipart fields arrive as text, hence the coercion.
 */
export const applicationFieldsSchema = z
  .object({
    coverLetter: z
      .string({ message: "Write a cover letter." })
      .max(COVER_LETTER_MAX, {
        message: `The cover letter is at most ${formatNumber(COVER_LETTER_MAX)} characters.`,
      })
      .trim()
      .min(COVER_LETTER_MIN, { message: `Write at least ${COVER_LETTER_MIN} characters in the cover letter.` }),
    proposedRateCents: z.coerce
      .number({ message: "Enter your proposed rate in dollars." })
      .int({ message: "Enter your proposed rate in dollars." })
      .min(100, { message: "The proposed rate is at least $1." })
      .max(100_000_000, { message: "The proposed rate is at most $1,000,000." }),
  })
  .strict();
export type ApplicationFields = z.input<typeof applicationFieldsSchema>;
export type ApplicationFieldsParsed = z.output<typeof applicationFieldsSchema>;

export const applicationIdParamSchema = z.object({ id: z.uuid({ message: "Invalid application id." }) }).strict();
export const attachmentParamsSchema = z
  .object({
    id: z.uuid({ message: "Invalid application id." }),
    attachmentId: z.uuid({ message: "Invalid attachment id." }),
  })
  .strict();

export const attachmentSchema = z.object({
  _id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(attachmentContentTypes),
  sizeBytes: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** The applicant as the poster sees them: the freelancer profile's summary (null fields without one). */
export const applicantSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  freelancerId: z.uuid().nullable(),
  headline: z.string().nullable(),
  hourlyRateCents: z.number().int().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number().int(),
});
export type Applicant = z.infer<typeof applicantSchema>;

const applicationBase = z.object({
  _id: z.uuid(),
  jobId: z.uuid(),
  status: z.enum(applicationStatuses),
  coverLetter: z.string(),
  proposedRateCents: z.number().int(),
  connectsSpent: z.number().int(),
  attachments: z.array(attachmentSchema),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

/** An application to one of the poster's jobs (`GET /api/jobs/{id}/applications`). */
export const receivedApplicationSchema = applicationBase.extend({ applicant: applicantSchema });
export type ReceivedApplication = z.infer<typeof receivedApplicationSchema>;

/** A freelancer's own application with its job (`GET /api/applications/mine`). */
export const myApplicationSchema = applicationBase.extend({
  job: z.object({
    _id: z.uuid(),
    title: z.string(),
    companyName: z.string(),
    status: z.enum(jobStatuses),
    categoryId: z.uuid(),
    createdBy: z.uuid(),
  }),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const applicationPageQuerySchema = z.object(pageQueryFields(20, MAX_PAGE_SIZE)).strict();

const pageMeta = z.object({ hasMore: z.boolean(), currentPage: z.number().int() });
export const receivedApplicationsResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(receivedApplicationSchema),
  meta: pageMeta,
});
export const myApplicationsResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(myApplicationSchema),
  meta: pageMeta,
});

/** `POST /api/jobs/{id}/applications` answers the application and the connects left. */
export const applicationCreatedResponseSchema = z.object({
  result: z.literal(1),
  result_value: applicationBase,
  connectsLeft: z.number().int(),
});
export type ApplicationCreatedResponse = z.infer<typeof applicationCreatedResponseSchema>;

/** `PATCH /api/applications/{id}`: the poster shortlists or rejects. */
export const applicationStatusUpdateSchema = z
  .object({ status: z.enum(["shortlisted", "rejected"], { message: "Choose shortlisted or rejected." }) })
  .strict();
export type ApplicationStatusUpdate = z.infer<typeof applicationStatusUpdateSchema>;

export const applicationStatusResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ _id: z.uuid(), status: z.enum(applicationStatuses) }),
});
