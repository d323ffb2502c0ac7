import { type Rows, publicRow, signedIn } from "./context.ts";

/** Plans, the credits ledger, checkouts, the Stripe webhook, subscriptions and receipts. */
export const paymentRows: Rows = {
  "GET /api/plans": publicRow,
  "GET /api/plans/:id": publicRow,
  "GET /api/credits/ledger": signedIn,
  "POST /api/payments/checkout": signedIn,
  "GET /api/payments/checkout/:id": { access: "party", resource: "checkout" },
  "POST /api/payments/test-checkout/:id/pay": { access: "party", resource: "checkout" },
  "POST /api/payments/test-checkout/:id/decline": { access: "party", resource: "checkout" },
  "POST /api/payments/webhook": publicRow,
  "GET /api/subscription": signedIn,
  "POST /api/subscription/:id/cancel": { access: "party", resource: "subscription" },
  "GET /api/payments": signedIn,
  "GET /api/payments/:id/receipt": { access: "party", resource: "payment" },
};
