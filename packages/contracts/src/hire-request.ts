import { z } from "zod";
import { pageQueryFields } from "./list-query.ts";

export const HIRE_REQUEST_PAGE_SIZE = 10;
export const HIRE_REQUEST_MAX_PAGE_SIZE = 50;
export const HIRE_MESSAGE_MIN = 10;
export const HIRE_MESSAGE_MAX = 2_000;
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 2_000;

export const hireRequestStatuses = ["pending", "accepted", "declined", "completed", "canceled"] as const;
export type HireRequestStatus = (typeof hireRequestStatuses)[number];

/** Every message the hiring routes answer with, word for word, for the server and the site alike. */
export const hireMessages = {
  clientOnly: "Register as a client to hire freelancers.",
  notYourself: "You cannot send a hiring request to yourself.",
  freelancerNotFound: "Freelancer not found.",
  jobNotFound: "Job not found.",
  jobClosed: "This job is closed.",
  applicationNotFound: "Application not found.",
  duplicate: "You have already sent this freelancer a hiring request.",
  noAllowance: "You have no Remaining Freelancer left.",
  requestNotFound: "Hiring request not found.",
  notPending: "This hiring request has already been answered.",
  notAccepted: "Only an accepted hire can be marked complete.",
  reviewTooEarly: "You can review a hire once it is complete.",
  reviewedTwice: "You have already reviewed this hire.",
  messageLength: `The message must be ${HIRE_MESSAGE_MIN} to ${HIRE_MESSAGE_MAX} characters.`,
  commentLength: `The comment must be ${REVIEW_COMMENT_MIN} to ${REVIEW_COMMENT_MAX} characters.`,
  rating: "Choose a rating from 1 to 5.",
} as const;

const longText = (min: number, max: number, message: string) =>
  z.string({ message }).max(max, { message, abort: true }).trim().min(min, { message });

/** `POST /api/hire-requests`: a client asks a freelancer to work for them, perhaps on one of their jobs. */
export const hireRequestInputSchema = z
  .object({
    freelancerUserId: z.uuid({ message: "Invalid freelancer id." }),
    jobId: z.uuid({ message: "Invalid job id." }).nullish(),
    applicationId: z.uuid({ message: "Invalid application id." }).nullish(),
    message: longText(HIRE_MESSAGE_MIN, HIRE_MESSAGE_MAX, hireMessages.messageLength),
  })
  .strict();
export type HireRequestInput = z.infer<typeof hireRequestInputSchema>;

/** `POST /api/hire-requests/{id}/reviews`: one per side of a completed hire. */
export const hireReviewInputSchema = z
  .object({
    rating: z
      .number({ message: hireMessages.rating })
      .int({ message: hireMessages.rating })
      .min(1, hireMessages.rating)
      .max(5, hireMessages.rating),
    comment: longText(REVIEW_COMMENT_MIN, REVIEW_COMMENT_MAX, hireMessages.commentLength),
  })
  .strict();
export type HireReviewInput = z.infer<typeof hireReviewInputSchema>;

export const hireRequestIdParamSchema = z.object({ id: z.uuid({ message: "Invalid hiring request id." }) }).strict();

export const hireRequestPageQuerySchema = z
  .object(pageQueryFields(HIRE_REQUEST_PAGE_SIZE, HIRE_REQUEST_MAX_PAGE_SIZE))
  .strict();
export type HireRequestPageQuery = z.infer<typeof hireRequestPageQuerySchema>;

const timestamp = z.iso.datetime({ offset: true });

/** A hiring request as either party sees it: the client's name, company and logo, the freelancer, the job. */
export const hireRequestSchema = z.object({
  _id: z.uuid(),
  status: z.enum(hireRequestStatuses),
  message: z.string(),
  jobId: z.uuid().nullable(),
  jobTitle: z.string().nullable(),
  applicationId: z.uuid().nullable(),
  client: z.object({
    userId: z.uuid(),
    /** The client profile's id (the spec's ClientId), when the client has one. */
    ClientId: z.uuid().nullable(),
    name: z.string(),
    companyName: z.string().nullable(),
    logoUrl: z.string().nullable(),
  }),
  freelancer: z.object({
    userId: z.uuid(),
    FreelancerId: z.uuid().nullable(),
    name: z.string(),
    headline: z.string().nullable(),
  }),
  /** Whether the signed-in user (either party) has reviewed this hire already. */
  reviewedByMe: z.boolean(),
  createdAt: timestamp,
  respondedAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
});
export type HireRequest = z.infer<typeof hireRequestSchema>;

const pageMeta = z.object({ hasMore: z.boolean(), currentPage: z.number().int() });

/** `GET /api/hireRequest/{userId}` (spec section 7): the freelancer's incoming requests, newest first. */
export const hiringEmployersResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ hiringEmployers: z.array(hireRequestSchema) }),
  meta: pageMeta,
});
export type HiringEmployersResponse = z.infer<typeof hiringEmployersResponseSchema>;

/** `GET /api/hire-requests/sent`: the client's sent requests, newest first. */
export const sentHireRequestsResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(hireRequestSchema),
  meta: pageMeta,
});
export type SentHireRequestsResponse = z.infer<typeof sentHireRequestsResponseSchema>;

/** The answer of every route that creates or moves one request: the request as the caller now sees it. */
export const hireRequestResponseSchema = z.object({ result: z.literal(1), result_value: hireRequestSchema });
export type HireRequestResponse = z.infer<typeof hireRequestResponseSchema>;

export const hireReviewSchema = z.object({
  _id: z.uuid(),
  /** Which side wrote it. */
  reviewerRole: z.enum(["client", "freelancer"]),
  reviewerName: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: timestamp,
});
export type HireReview = z.infer<typeof hireReviewSchema>;

export const hireReviewResponseSchema = z.object({ result: z.literal(1), result_value: hireReviewSchema });
export const hireReviewsResponseSchema = z.object({ result: z.literal(1), result_value: z.array(hireReviewSchema) });
export type HireReviewsResponse = z.infer<typeof hireReviewsResponseSchema>;
