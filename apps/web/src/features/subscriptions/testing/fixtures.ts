import type { CheckoutView, Payment, Subscription } from "@mp/contracts/billing";
import type { LedgerRow } from "@mp/contracts/credits";
import type { Plan } from "@mp/contracts/plan";

/** The seed's plan ids: user Basic, Standard, Premium, then hire Basic, Standard, Premium. */
export const planIds = {
  userBasic: "9a7e0000-0000-4000-8000-000000000101",
  userStandard: "9a7e0000-0000-4000-8000-000000000102",
  userPremium: "9a7e0000-0000-4000-8000-000000000103",
  hireBasic: "9a7e0000-0000-4000-8000-000000000201",
  hireStandard: "9a7e0000-0000-4000-8000-000000000202",
  hirePremium: "9a7e0000-0000-4000-8000-000000000203",
} as const;

const limits = { listings: 25, imagesPerListing: 30, bannerAds: 4, featureAds: 2 };

export const userPlans: Plan[] = [
  userPlan("userBasic", "Basic", 1, 999, 50),
  userPlan("userStandard", "Standard", 2, 1999, 120),
  userPlan("userPremium", "Premium", 3, 3999, 300),
];

export const hirePlans: Plan[] = [
  hirePlan("hireBasic", "Basic", 1, 1499, 5),
  hirePlan("hireStandard", "Standard", 2, 2999, 15),
  hirePlan("hirePremium", "Premium", 3, 5999, 40),
];

function userPlan(key: keyof typeof planIds, name: string, rank: number, priceCents: number, connects: number): Plan {
  return {
    _id: planIds[key],
    family: "user",
    name,
    rank,
    priceCents,
    currency: "usd",
    connectsPerPeriod: connects,
    freelancersPerPeriod: 0,
    limits: { ...limits, listings: limits.listings * rank },
    description: `${name} for a growing shop.`,
  };
}

function hirePlan(
  key: keyof typeof planIds,
  name: string,
  rank: number,
  priceCents: number,
  freelancers: number,
): Plan {
  return {
    _id: planIds[key],
    family: "hire",
    name,
    rank,
    priceCents,
    currency: "usd",
    connectsPerPeriod: 0,
    freelancersPerPeriod: freelancers,
    limits: null,
    description: `${name} hiring.`,
  };
}

/** A plan as billing views carry it (no limits or description). */
export function billingPlan({
  _id,
  family,
  name,
  rank,
  priceCents,
  currency,
  connectsPerPeriod,
  freelancersPerPeriod,
}: Plan) {
  return { _id, family, name, rank, priceCents, currency, connectsPerPeriod, freelancersPerPeriod };
}

let next = 1;
const nextId = (prefix: string) => `${prefix}-0000-4000-8000-${String(next++).padStart(12, "0")}`;

export function makeSubscription(plan: Plan, overrides: Partial<Subscription> = {}): Subscription {
  return {
    _id: nextId("5b5b5b5b"),
    family: plan.family,
    plan: billingPlan(plan),
    status: "active",
    provider: "test",
    currentPeriodStart: "2026-11-20T10:00:00.000Z",
    currentPeriodEnd: "2026-12-20T10:00:00.000Z",
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

export function makeCheckout(plan: Plan, overrides: Partial<CheckoutView> = {}): CheckoutView {
  return {
    _id: nextId("c0c0c0c0"),
    plan: billingPlan(plan),
    kind: "new",
    amountCents: plan.priceCents,
    currency: plan.currency,
    status: "open",
    testMode: true,
    createdAt: "2026-11-25T01:00:00.000Z",
    expiresAt: "2026-11-25T01:30:00.000Z",
    completedAt: null,
    subscription: null,
    granted: null,
    ...overrides,
  };
}

export function makePayment(plan: Plan, overrides: Partial<Payment> = {}): Payment {
  return {
    _id: nextId("9a9a9a9a"),
    plan: billingPlan(plan),
    kind: "purchase",
    amountCents: plan.priceCents,
    currency: plan.currency,
    status: "paid",
    receiptNumber: `MSM-2026-${String(next).padStart(6, "0")}`,
    periodStart: "2026-11-20T10:00:00.000Z",
    periodEnd: "2026-12-20T10:00:00.000Z",
    createdAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

export function makeLedgerRow(overrides: Partial<LedgerRow> = {}): LedgerRow {
  return {
    _id: nextId("1e1e1e1e"),
    kind: "connects",
    delta: 50,
    balanceAfter: 50,
    reason: "grant",
    referenceType: "payment",
    referenceId: "9a9a9a9a-0000-4000-8000-000000000001",
    note: "",
    createdAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}
