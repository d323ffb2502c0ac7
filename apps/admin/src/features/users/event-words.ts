import type { AccountEventType } from "@mp/contracts/activity";
import type { CreditReason } from "@mp/contracts/credits";

/** Each account event in the operator's words (the site's activity log says them to the user). */
export const eventWords: Record<AccountEventType, string> = {
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
  role_changed: "Role changed",
  connects_adjusted: "Connects adjusted",
  payment_refunded: "Payment refunded",
  phone_verified: "Phone number confirmed",
  review_posted: "Review posted",
};

export const ledgerReasonWords: Record<CreditReason, string> = {
  grant: "Plan grant",
  renewal: "Renewal",
  upgrade: "Upgrade",
  spend: "Spent",
  refund: "Refund",
  expiry: "Expired",
  adjustment: "Admin adjustment",
};
