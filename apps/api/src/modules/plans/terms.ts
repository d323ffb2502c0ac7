import type { PlanTerms } from "@mp/db/schema/index";
import type { PlanRow } from "./repository.ts";

export type { PlanTerms };

/**
 * A plan's terms as a subscription keeps them for one period (`subscriptions.terms`): written when
 * a period starts (a purchase, an upgrade, a renewal), so that an admin's change to the plan
 * reaches a subscriber from their next period, never in the middle of one they paid for.
 */
export function termsOf(plan: PlanRow): PlanTerms {
  return {
    priceCents: plan.priceCents,
    currency: plan.currency,
    connectsPerPeriod: plan.connectsPerPeriod,
    freelancersPerPeriod: plan.freelancersPerPeriod,
    listingsLimit: plan.listingsLimit,
    imagesPerListingLimit: plan.imagesPerListingLimit,
    bannerAdsLimit: plan.bannerAdsLimit,
    featureAdsLimit: plan.featureAdsLimit,
  };
}

/** The plan as a subscriber holds it this period: its kept terms over the live plan's, when it has them. */
export function withTerms<T extends PlanRow>(plan: T, terms: PlanTerms | null): T {
  return terms ? { ...plan, ...terms } : plan;
}
