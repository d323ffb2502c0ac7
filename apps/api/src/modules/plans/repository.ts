import { and, asc, eq, inArray } from "drizzle-orm";
import type { PlanFamily } from "@mp/contracts/plan";
import { plans, subscriptions } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";

export type PlanRow = typeof plans.$inferSelect;

/** The plans a family offers for sale, cheapest rank first (`plans_family_rank_idx`). */
export function findActivePlans(db: Executor, family: PlanFamily): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.family, family), eq(plans.active, true)))
    .orderBy(asc(plans.rank), asc(plans.id));
}

/** One plan by id, active or not: a live subscription may still be on a plan no longer sold. */
export async function findPlan(db: Executor, id: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row ?? null;
}

/** The statuses of a subscription that still gives its plan (as `subscriptions_live_family_idx` says). */
const liveStatuses = ["active", "past_due"] as const;

/**
 * The vendor limit columns of the user's live user-family plan, or null without one: the terms the
 * subscription kept for this period when it has them (an admin's change waits for the next), else the plan's.
 */
export async function findLiveUserPlanLimits(db: Executor, userId: string) {
  const [row] = await db
    .select({
      terms: subscriptions.terms,
      listings: plans.listingsLimit,
      imagesPerListing: plans.imagesPerListingLimit,
      bannerAds: plans.bannerAdsLimit,
      featureAds: plans.featureAdsLimit,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.family, "user"),
        inArray(subscriptions.status, [...liveStatuses]),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { terms, ...live } = row;
  if (!terms) return live;
  return {
    listings: terms.listingsLimit,
    imagesPerListing: terms.imagesPerListingLimit,
    bannerAds: terms.bannerAdsLimit,
    featureAds: terms.featureAdsLimit,
  };
}
