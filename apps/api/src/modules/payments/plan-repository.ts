import { eq } from "drizzle-orm";
import { plans } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";

export type PlanRow = typeof plans.$inferSelect;

/** An active plan by id (the primary key); a retired or unknown plan is null. */
export async function findActivePlan(db: Executor, planId: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  return row && row.active ? row : null;
}

/** A plan by id whether active or not: payments and subscriptions keep naming a retired plan. */
export async function findPlan(db: Executor, planId: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  return row ?? null;
}
