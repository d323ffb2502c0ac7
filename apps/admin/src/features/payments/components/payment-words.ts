import type { AdminPayment } from "@mp/contracts/admin-payments";
import { formatMoney } from "@mp/ui/lib/format.ts";

export const kindWords: Record<AdminPayment["kind"], string> = {
  purchase: "Purchase",
  upgrade: "Upgrade",
  renewal: "Renewal",
  refund: "Refund",
};

export const statusWords: Record<AdminPayment["status"], string> = {
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
};

export const providerWords: Record<AdminPayment["provider"], string> = { test: "Test mode", stripe: "Stripe" };
export const familyWords = { user: "User plan", hire: "Hire plan" } as const;

/** "$9.00"; a refund's negative amount as "−$9.00". */
export const amountOf = (payment: Pick<AdminPayment, "amountCents" | "currency">) =>
  formatMoney(payment.amountCents, payment.currency.toUpperCase()).replace("-", "−");
