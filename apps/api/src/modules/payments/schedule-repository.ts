import { and, asc, eq, inArray, isNull, lte, gt, ne, or, sql } from "drizzle-orm";
import { plans, subscriptions, users } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import type { SubscriptionRow } from "./subscription-repository.ts";

/**
 * The scheduled work's SQL. Every pick is `FOR UPDATE OF subscriptions SKIP LOCKED` on
 * `subscriptions_live_period_end_idx` (live rows by period end): a row that another process, or
 * a webhook, is changing is left for the next run, and the row lock is held until the batch
 * commits, so no two processes ever handle the same subscription at once. The WHERE is checked
 * again on the locked row, so one that changed meanwhile (renewed, expired) is not picked.
 */

const live = inArray(subscriptions.status, ["active", "past_due"]);

export type DueSubscription = {
  subscription: SubscriptionRow;
  plan: { name: string; priceCents: number; currency: string };
};

const dueColumns = {
  subscription: subscriptions,
  plan: { name: plans.name, priceCents: plans.priceCents, currency: plans.currency },
};

function pick(tx: Executor, where: ReturnType<typeof and>, limit: number): Promise<DueSubscription[]> {
  return tx
    .select(dueColumns)
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(where)
    .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
    .limit(limit)
    .for("update", { of: subscriptions, skipLocked: true });
}

/** Test-mode subscriptions whose period has ended and that are not set to end: nobody but us renews them. */
export function pickDueRenewals(tx: Executor, now: Date, limit: number): Promise<DueSubscription[]> {
  return pick(
    tx,
    and(
      live,
      eq(subscriptions.status, "active"),
      eq(subscriptions.provider, "test"),
      eq(subscriptions.cancelAtPeriodEnd, false),
      lte(subscriptions.currentPeriodEnd, now),
    ),
    limit,
  );
}

/**
 * Subscriptions to expire: set to end and past their period's end, or past due for longer than
 * the grace period after it (in Stripe mode a safety net under the webhook, which usually comes first).
 */
export function pickDueExpiries(
  tx: Executor,
  now: Date,
  pastDueCutoff: Date,
  limit: number,
): Promise<DueSubscription[]> {
  return pick(
    tx,
    and(
      live,
      lte(subscriptions.currentPeriodEnd, now),
      or(
        eq(subscriptions.cancelAtPeriodEnd, true),
        and(eq(subscriptions.status, "past_due"), lte(subscriptions.currentPeriodEnd, pastDueCutoff)),
      ),
    ),
    limit,
  );
}

export type ReminderDue = DueSubscription & { user: { email: string; name: string } };

/** Active subscriptions whose period ends within the horizon and whose reminder for this period has not gone out. */
export async function pickDueReminders(tx: Executor, now: Date, horizon: Date, limit: number): Promise<ReminderDue[]> {
  return tx
    .select({
      ...dueColumns,
      user: { email: users.email, name: sql<string>`coalesce(${users.displayName}, ${users.name})` },
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        live,
        eq(subscriptions.status, "active"),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, horizon),
        or(isNull(subscriptions.reminderSentFor), ne(subscriptions.reminderSentFor, subscriptions.currentPeriodEnd)),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
    .limit(limit)
    .for("update", { of: subscriptions, skipLocked: true });
}

/** Records that this period's reminder went out: the key that makes it once per period. */
export async function markReminderSent(tx: Executor, id: string, periodEnd: Date, now: Date): Promise<void> {
  await tx.update(subscriptions).set({ reminderSentFor: periodEnd, updatedAt: now }).where(eq(subscriptions.id, id));
}

/** Gives a reminder back when its mail could not be sent, so that the next run tries again. */
export async function unmarkReminder(db: Executor, id: string, periodEnd: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ reminderSentFor: null })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.reminderSentFor, periodEnd)));
}
