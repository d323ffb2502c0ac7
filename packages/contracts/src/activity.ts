import { z } from "zod";
import { pagedSchema } from "./envelope.ts";
import { pageQueryFields } from "./list-query.ts";

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

/** What each event says in a user's activity log (the admin panel words a few for operators). */
export const accountEventTexts: Record<AccountEventType, string> = {
  signed_up: "Account created",
  signed_in: "Signed in",
  signed_out: "Signed out",
  password_reset_requested: "Password reset requested",
  password_changed: "Password changed",
  social_linked: "Google or Facebook sign-in linked",
  subscription_started: "Subscription started",
  subscription_upgraded: "Subscription upgraded",
  subscription_renewed: "Subscription renewed",
  subscription_canceled: "Subscription set to end",
  subscription_expired: "Subscription ended",
  payment_failed: "Payment failed",
  registered_freelancer: "Registered as a freelancer",
  registered_client: "Registered as a client",
  job_posted: "Job posted",
  job_closed: "Job closed",
  job_applied: "Applied to a job",
  hire_requested: "Hiring request sent",
  hire_accepted: "Hiring request accepted",
  hire_declined: "Hiring request declined",
  hire_completed: "Hire completed",
  content_hidden: "Content hidden by a moderator",
  content_restored: "Content restored by a moderator",
  account_suspended: "Account suspended",
  account_restored: "Account restored",
  role_changed: "Role changed by an administrator",
  connects_adjusted: "Connects adjusted by an administrator",
  payment_refunded: "Payment refunded",
  phone_verified: "Phone number confirmed",
  review_posted: "Review posted",
};

export const ACTIVITY_PAGE_SIZE = 20;
export const MAX_ACTIVITY_PAGE_SIZE = 50;

/** `GET /api/activitylog?page=&limit=`: the signed-in user's own events, newest first. */
export const activityLogQuerySchema = z.object(pageQueryFields(ACTIVITY_PAGE_SIZE, MAX_ACTIVITY_PAGE_SIZE)).strict();
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

export const activityLogResponseSchema = pagedSchema(accountEventSchema);
export type ActivityLogResponse = z.infer<typeof activityLogResponseSchema>;
