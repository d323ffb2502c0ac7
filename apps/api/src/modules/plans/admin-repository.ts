import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PlanUpdate } from "@mp/contracts/admin-plans";
import { plans, subscriptions } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import type { PlanRow } from "./repository.ts";

/** Every plan of both families, by family and rank, active or not. */
export function findAllPlans(db: Executor): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(asc(plans.family), asc(plans.rank), asc(plans.id));
}

/** Live (active or past due) subscriptions per plan; one grouped read over the live rows. */
export async function countLiveSubscribers(db: Executor, planIds?: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ planId: subscriptions.planId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ["active", "past_due"]),
        planIds ? inArray(subscriptions.planId, planIds) : undefined,
      ),
    )
    .groupBy(subscriptions.planId);
  return new Map(rows.map((row) => [row.planId, row.n]));
}

export async function lockPlan(tx: Executor, id: string): Promise<PlanRow | null> {
  const [row] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
  return row ?? null;
}

/** Saves the plan's terms; hire plans keep no vendor limits. */
export async function updatePlan(tx: Executor, current: PlanRow, input: PlanUpdate): Promise<PlanRow> {
  const limits = current.family === "user" ? input.limits : null;
  const [row] = await tx
    .update(plans)
    .set({
      priceCents: input.priceCents,
      connectsPerPeriod: input.connectsPerPeriod,
      freelancersPerPeriod: input.freelancersPerPeriod,
      listingsLimit: limits?.listings ?? null,
      imagesPerListingLimit: limits?.imagesPerListing ?? null,
      bannerAdsLimit: limits?.bannerAds ?? null,
      featureAdsLimit: limits?.featureAds ?? null,
      description: input.description,
      active: input.active,
      updatedAt: new Date(),
    })
    .where(eq(plans.id, current.id))
    .returning();
  return row!;
}
