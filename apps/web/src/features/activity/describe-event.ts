import type { AccountEventType } from "@mp/contracts/activity";

/** What each event says in the log. */
export const eventTexts: Record<AccountEventType, string> = {
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

const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+\b.*Safari\//, "Safari"],
];

const systems: readonly [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\biPad\b/, "iPad"],
  [/\b(?:iPhone|iPod)\b/, "iPhone"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/**
 * A short, human name for a user agent: "Chrome on Windows", "Safari on iPhone". A client
 * that is no browser shows its own first word ("curl"); nothing known gives "Unknown device".
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system) as string;
  const product = /^([a-z][\w.-]{0,30})/i.exec(userAgent)?.[1];
  return product && product !== "Mozilla" ? product : "Unknown device";
}
