import { z } from "zod";

/** The kinds of account event the server records (the `account_events.type` column). */
export const accountEventTypes = [
  "signed_up",
  "signed_in",
  "signed_out",
  "password_reset_requested",
  "password_changed",
  "social_linked",
  "subscription_started",
  "subscription_upgraded",
  "subscription_renewed",
  "subscription_canceled",
  "subscription_expired",
  "payment_failed",
  "registered_freelancer",
  "registered_client",
  "job_posted",
  "job_closed",
  "job_applied",
  "hire_requested",
  "hire_accepted",
  "hire_declined",
  "hire_completed",
  "content_hidden",
  "content_restored",
  "account_suspended",
  "account_restored",
  "role_changed",
  "connects_adjusted",
  "payment_refunded",
  "phone_verified",
  "review_posted",
] as const;
export type AccountEventType = (typeof accountEventTypes)[number];

export const ACTIVITY_PAGE_SIZE = 20;
export const MAX_ACTIVITY_PAGE_SIZE = 50;

/** `GET /api/activitylog?page=&limit=`: the signed-in user's own events, newest first. */
export const activityLogQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_ACTIVITY_PAGE_SIZE).default(ACTIVITY_PAGE_SIZE),
  })
  .strict();
export type ActivityLogQuery = z.infer<typeof activityLogQuerySchema>;

export const accountEventSchema = z.object({
  _id: z.uuid(),
  type: z.enum(accountEventTypes),
  /** The address the request came from, as the server saw it behind its trusted proxies. */
  ip: z.string().nullable(),
  /** The browser's user agent, at most 300 characters. */
  userAgent: z.string().nullable(),
  /** What the event was about, in words: a plan's name, a job's title (at most 200 characters). */
  detail: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;

export const activityLogResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(accountEventSchema),
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int() }),
});
export type ActivityLogResponse = z.infer<typeof activityLogResponseSchema>;
