import type { Payment, SubscriptionStatus } from "@mp/contracts/billing";
import type { CreditKind, LedgerRow } from "@mp/contracts/credits";
import { formatNumber } from "@mp/ui/lib/format.ts";

const reasonTexts: Record<LedgerRow["reason"], string> = {
  grant: "Plan purchase",
  renewal: "Monthly renewal",
  upgrade: "Plan upgrade",
  spend: "Spent",
  refund: "Refunded",
  expiry: "Expired at the end of the period",
  adjustment: "Adjusted by our team",
};

const referenceTexts: Partial<Record<LedgerRow["referenceType"], string>> = {
  job_application: "on a job application",
  hire_request: "on a hire request",
};

/** "Spent on a job application", "Plan purchase: …a note". */
export function describeLedgerRow(row: Pick<LedgerRow, "reason" | "referenceType" | "note">): string {
  const reference = referenceTexts[row.referenceType];
  const what = reference ? `${reasonTexts[row.reason]} ${reference}` : reasonTexts[row.reason];
  return row.note ? `${what}: ${row.note}` : what;
}

/** The spec's names for the two balances. */
export const creditKindNames: Record<CreditKind, string> = {
  connects: "Connects",
  freelancers: "Remaining Freelancer",
};

/** "+50 connects", "−1 connect", "+10 Remaining Freelancer". */
export function describeDelta(kind: CreditKind, delta: number): string {
  const sign = delta > 0 ? "+" : "−";
  const amount = formatNumber(Math.abs(delta));
  if (kind === "freelancers") return `${sign}${amount} Remaining Freelancer`;
  return `${sign}${amount} ${Math.abs(delta) === 1 ? "connect" : "connects"}`;
}

export const paymentKindTexts: Record<Payment["kind"], string> = {
  purchase: "Purchase",
  upgrade: "Upgrade",
  renewal: "Renewal",
  refund: "Refund",
};

export const paymentStatusTexts: Record<Payment["status"], string> = {
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
};

export const subscriptionStatusTexts: Record<SubscriptionStatus, string> = {
  active: "Active",
  past_due: "Payment due",
  canceled: "Cancelled",
  expired: "Expired",
};
