import { z } from "zod";
import { pagedSchema, successSchema } from "./envelope.ts";
import { pageQueryFields } from "./list-query.ts";
import { planFamilies, planSchema } from "./plan.ts";

/** Checkout, payments and subscriptions (issue 12). The server decides plan and price; the site sends a plan id. */

export const billingPlanFamilies = planFamilies;
export const checkoutKinds = ["new", "upgrade"] as const;
export const checkoutStatuses = ["open", "completed", "declined", "expired"] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];
export const subscriptionStatuses = ["active", "past_due", "canceled", "expired"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const paymentKinds = ["purchase", "upgrade", "renewal", "refund"] as const;
export const paymentStatuses = ["paid", "failed", "refunded"] as const;
/** "test" (built-in test mode) or "stripe". */
export const paymentProviders = ["test", "stripe"] as const;

/** How long an open checkout may be paid before it expires. */
export const CHECKOUT_TTL_MINUTES = 30;
/** Every plan's period. */
export const SUBSCRIPTION_PERIOD_DAYS = 30;
export const PAYMENT_PAGE_SIZE = 20;
export const MAX_PAYMENT_PAGE_SIZE = 50;

export const billingMessages = {
  planNotFound: "Plan not found.",
  clientRequired: "Register as a client to buy a hire plan.",
  samePlan: "You already have this plan.",
  noDowngrade: "You cannot move to a lower plan. Plans can only be upgraded.",
  checkoutNotFound: "Checkout not found.",
  checkoutNotOpen: "This checkout is no longer open.",
  subscriptionNotFound: "Subscription not found.",
  alreadyCanceled: "This subscription is already set to end at the close of its period.",
  paymentNotFound: "Payment not found.",
} as const;

/** The plan as checkout, subscription and payment views name it: the site's plan without its limits and texts. */
export const billingPlanSchema = planSchema.pick({
  _id: true,
  family: true,
  name: true,
  rank: true,
  priceCents: true,
  currency: true,
  connectsPerPeriod: true,
  freelancersPerPeriod: true,
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

const idParams = (message: string) => z.object({ id: z.uuid({ message }) }).strict();

/** `POST /api/payments/checkout`: only the plan; any other key (a price, a name) is refused with 400. */
export const checkoutRequestSchema = z.object({ planId: z.uuid({ message: billingMessages.planNotFound }) }).strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** `url`: Stripe's hosted page, or the site's `/testcheckout/{checkoutId}` in test mode. */
export const checkoutStartResponseSchema = successSchema(z.object({ checkoutId: z.uuid(), url: z.string() }));
export type CheckoutStartResponse = z.infer<typeof checkoutStartResponseSchema>;

export const checkoutParamsSchema = idParams(billingMessages.checkoutNotFound);
export const subscriptionParamsSchema = idParams(billingMessages.subscriptionNotFound);
export const paymentParamsSchema = idParams(billingMessages.paymentNotFound);

export const subscriptionSchema = z.object({
  _id: z.uuid(),
  family: z.enum(billingPlanFamilies),
  plan: billingPlanSchema,
  status: z.enum(subscriptionStatuses),
  provider: z.enum(paymentProviders),
  currentPeriodStart: z.iso.datetime({ offset: true }),
  currentPeriodEnd: z.iso.datetime({ offset: true }),
  /** True once cancelled: it stays live until `currentPeriodEnd`, then expires. */
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /api/payments/checkout/{id}`: what `/paymentsuccess` polls until `status` is no longer "open". */
export const checkoutViewSchema = z.object({
  _id: z.uuid(),
  plan: billingPlanSchema,
  kind: z.enum(checkoutKinds),
  /** What is charged now: the plan's price, or the prorated difference of an upgrade. */
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(checkoutStatuses),
  /** "test": the built-in test checkout page may pay or decline it. */
  testMode: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Once completed: the subscription it started or upgraded. */
  subscription: subscriptionSchema.nullable(),
  /** Once completed: what the payment granted, and the balances after it. */
  granted: z
    .object({
      connects: z.number().int(),
      freelancers: z.number().int(),
      connectsBalance: z.number().int(),
      freelancersBalance: z.number().int(),
    })
    .nullable(),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;
export const checkoutViewResponseSchema = successSchema(checkoutViewSchema);
export type CheckoutViewResponse = z.infer<typeof checkoutViewResponseSchema>;

/** Test mode's Pay and Decline: where the browser goes next (`/paymentsuccess?…` or `/paymentfailed?…`). */
export const testCheckoutResultResponseSchema = successSchema(
  z.object({ status: z.enum(checkoutStatuses), redirectUrl: z.string() }),
);
export type TestCheckoutResultResponse = z.infer<typeof testCheckoutResultResponseSchema>;

/** `GET /api/subscription`: the live subscription of each family, or null. */
export const currentSubscriptionsResponseSchema = successSchema(
  z.object({ user: subscriptionSchema.nullable(), hire: subscriptionSchema.nullable() }),
);
export type CurrentSubscriptionsResponse = z.infer<typeof currentSubscriptionsResponseSchema>;

/** `POST /api/subscription/{id}/cancel`: the subscription, now ending at its period's close. */
export const subscriptionResponseSchema = successSchema(subscriptionSchema);
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const paymentSchema = z.object({
  _id: z.uuid(),
  plan: billingPlanSchema,
  kind: z.enum(paymentKinds),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  receiptNumber: z.string(),
  periodStart: z.iso.datetime({ offset: true }).nullable(),
  periodEnd: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `GET /api/payments?page=&limit=`: the signed-in user's payments, newest first. */
export const paymentListQuerySchema = z.object(pageQueryFields(PAYMENT_PAGE_SIZE, MAX_PAYMENT_PAGE_SIZE)).strict();
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const paymentListResponseSchema = pagedSchema(paymentSchema);
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

/** The webhook's answer to Stripe. */
export const webhookResponseSchema = z.object({ received: z.literal(true) });
