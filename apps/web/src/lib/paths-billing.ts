/** The subscription and payment pages (issue 12). */
export const billingPaths = {
  /** The user plans: buy one, or upgrade (main layout, guarded). */
  productSubscriptionPlan: "/productsubscriptionplan",
  /** The hire plans of members with the Client privilege (main layout, guarded). */
  hireSubscriptionPlan: "/hiresubscriptionplan",
  /** Test mode's own checkout page (no layout, guarded). */
  testCheckout: "/testcheckout/:checkoutId",
  /** Where a paid checkout lands, `?checkout=ID`; both spellings are the same page (no layout, guarded). */
  paymentSuccess: "/paymentsuccess",
  paymentSuccessAlias: "/payment-success",
  /** Where a declined or abandoned checkout lands (no layout, guarded). */
  paymentFailed: "/paymentfailed",
  /** The account's plans, history and receipts (vendor layout, guarded). */
  subscription: "/subscription",
} as const;

export type PlanFamily = "user" | "hire";

/** The plan page of a family. */
export const planPagePath = (family: PlanFamily) =>
  family === "hire" ? billingPaths.hireSubscriptionPlan : billingPaths.productSubscriptionPlan;

export const testCheckoutUrl = (checkoutId: string) =>
  billingPaths.testCheckout.replace(":checkoutId", encodeURIComponent(checkoutId));
