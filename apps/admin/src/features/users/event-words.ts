import { accountEventTexts, type AccountEventType } from "@mp/contracts/activity";
import type { CreditReason } from "@mp/contracts/credits";

/** Each account event in the operator's words: the user's own, but for what an administrator did. */
export const eventWords: Record<AccountEventType, string> = {
  ...accountEventTexts,
  role_changed: "Role changed",
  connects_adjusted: "Connects adjusted",
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
