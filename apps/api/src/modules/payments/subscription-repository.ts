import { and, eq, inArray } from "drizzle-orm";
import { subscriptions, users } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanFamily = SubscriptionRow["family"];

const liveStatuses = ["active", "past_due"] as const;

/** The live (active or past due) subscription of a family: at most one (`subscriptions_live_family_idx`). */
export async function findLiveSubscription(
  db: Executor,
  userId: string,
  family: PlanFamily,
  { lock = false } = {},
): Promise<SubscriptionRow | null> {
  const query = db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.family, family),
        inArray(subscriptions.status, [...liveStatuses]),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function lockSubscription(tx: Executor, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
  return row ?? null;
}

/** By Stripe's id (`subscriptions_provider_id_idx`), locked until commit. */
export async function lockSubscriptionByProviderId(tx: Executor, providerId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerId))
    .for("update");
  return row ?? null;
}

export async function findOwnSubscription(db: Executor, id: string, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function insertSubscription(
  tx: Executor,
  values: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(
  tx: Executor,
  id: string,
  changes: Partial<
    Pick<
      SubscriptionRow,
      | "planId"
      | "status"
      | "currentPeriodStart"
      | "currentPeriodEnd"
      | "cancelAtPeriodEnd"
      | "canceledAt"
      | "providerSubscriptionId"
      | "terms"
    >
  >,
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...changes, updatedAt: now })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

/**
 * The account menu's cached plan of a family: the plan's name while a subscription is live, null
 * after. A live hire plan is also what `hire_freelancer_available` says.
 */
export async function setPlanCache(tx: Executor, userId: string, family: PlanFamily, planName: string | null) {
  const changes =
    family === "user" ? { planType: planName } : { hirePlanType: planName, hireFreelancerAvailable: planName !== null };
  await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findUserEmail(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

/** The live Stripe subscriptions of one plan, for moving them to its new price (a rare admin action). */
export async function findLiveStripeSubscriptionsOfPlan(
  db: Executor,
  planId: string,
): Promise<{ id: string; providerSubscriptionId: string }[]> {
  const rows = await db
    .select({ id: subscriptions.id, providerSubscriptionId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.planId, planId),
        eq(subscriptions.provider, "stripe"),
        inArray(subscriptions.status, [...liveStatuses]),
      ),
    );
  return rows.flatMap((row) =>
    row.providerSubscriptionId ? [{ id: row.id, providerSubscriptionId: row.providerSubscriptionId }] : [],
  );
}
