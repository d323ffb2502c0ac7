import { AppError } from "../../lib/app-error.ts";

/** How much a vendor may have at once. */
export type PlanLimits = { listings: number; imagesPerListing: number; bannerAds: number; featureAds: number };

/** Every account's allowance until subscription plans exist. */
const FREE: PlanLimits = { listings: 10, imagesPerListing: 20, bannerAds: 2, featureAds: 1 };

/**
 * The one place that decides a vendor's allowance from their plan (`users.plan_type`). Plans and
 * their purchase arrive in a later issue: until then every plan, and none, gets the free limits.
 */
export function limitsFor(planType: string | null): PlanLimits {
  void planType;
  return FREE;
}

const nouns: Record<keyof PlanLimits, [string, string]> = {
  listings: ["listing", "listings"],
  imagesPerListing: ["gallery image per listing", "gallery images per listing"],
  bannerAds: ["banner ad", "banner ads"],
  featureAds: ["feature ad", "feature ads"],
};

/** "Your plan allows 10 listings. Upgrade to add more." */
export function limitMessage(kind: keyof PlanLimits, limit: number): string {
  const [one, many] = nouns[kind];
  return `Your plan allows ${limit} ${limit === 1 ? one : many}. Upgrade to add more.`;
}

/** 409 with the plan's message when `current` already uses up the allowance. */
export function assertWithinLimit(kind: keyof PlanLimits, planType: string | null, current: number): void {
  const limit = limitsFor(planType)[kind];
  // 409, not 403: the site signs out on 401/403, and reaching a limit is no reason to.
  if (current >= limit) throw new AppError("CONFLICT", limitMessage(kind, limit));
}
