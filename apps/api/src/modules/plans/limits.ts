import { FREE_PLAN_LIMITS, type PlanLimits } from "@mp/contracts/plan";
import { AppError } from "../../lib/app-error.ts";
import type { Executor } from "../../lib/executor.ts";
import { findLiveUserPlanLimits } from "./repository.ts";
import { lockAndCountLiveAds, type AdKind } from "./usage-repository.ts";

export type { PlanLimits };

/** A plan's limit columns as limits: a column left null (or no plan at all) gives the free tier's. */
export function limitsOf(columns: { [K in keyof PlanLimits]: number | null } | null): PlanLimits {
  return {
    listings: columns?.listings ?? FREE_PLAN_LIMITS.listings,
    imagesPerListing: columns?.imagesPerListing ?? FREE_PLAN_LIMITS.imagesPerListing,
    bannerAds: columns?.bannerAds ?? FREE_PLAN_LIMITS.bannerAds,
    featureAds: columns?.featureAds ?? FREE_PLAN_LIMITS.featureAds,
  };
}

/**
 * The one place that decides a vendor's allowance: the limits of their live user-family
 * subscription's plan (active or past due), or the free tier's without one. Read it in the
 * transaction that counts, so that the count and the plan it is checked against agree.
 */
export async function limitsFor(tx: Executor, vendorId: string): Promise<PlanLimits> {
  return limitsOf(await findLiveUserPlanLimits(tx, vendorId));
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

/** 409 with the plan's message when `current` already uses up the vendor's allowance of `kind`. */
export async function assertWithinLimit(
  tx: Executor,
  kind: keyof PlanLimits,
  vendorId: string,
  current: number,
): Promise<void> {
  const limit = (await limitsFor(tx, vendorId))[kind];
  // 409, not 403: the site signs out on 401/403, and reaching a limit is no reason to.
  if (current >= limit) throw new AppError("CONFLICT", limitMessage(kind, limit));
}

/**
 * 409 with the plan's message when the vendor's live ads of `kind` already use up their allowance:
 * counted under the vendor's lock, held until commit, so two ads added at once cannot both pass.
 */
export async function assertRoomForLiveAd(tx: Executor, kind: AdKind, vendorId: string, now: Date): Promise<void> {
  await assertWithinLimit(tx, kind, vendorId, await lockAndCountLiveAds(tx, kind, vendorId, now));
}
