import { and, eq } from "drizzle-orm";
import { checkouts, users } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";

export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckout = typeof checkouts.$inferInsert;

/** Holds the user's row until commit: two checkouts asked for at once take turns. */
export async function lockUser(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** The open checkout of a family (`checkouts_open_family_idx`), if any. */
export async function findOpenCheckout(tx: Executor, userId: string, family: "user" | "hire") {
  const [row] = await tx
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.family, family), eq(checkouts.status, "open")))
    .limit(1);
  return row ?? null;
}

export async function insertCheckout(tx: Executor, values: NewCheckout): Promise<CheckoutRow> {
  const [row] = await tx.insert(checkouts).values(values).returning();
  return row!;
}

/** Ends an open checkout (expired or declined); one no longer open is left alone. */
export async function closeCheckout(tx: Executor, id: string, status: "expired" | "declined"): Promise<boolean> {
  const rows = await tx
    .update(checkouts)
    .set({ status })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, "open")))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

export async function setCheckoutSession(tx: Executor, id: string, providerSessionId: string): Promise<void> {
  await tx.update(checkouts).set({ providerSessionId }).where(eq(checkouts.id, id));
}

export async function completeCheckout(tx: Executor, id: string, subscriptionId: string, now: Date): Promise<void> {
  await tx.update(checkouts).set({ status: "completed", completedAt: now, subscriptionId }).where(eq(checkouts.id, id));
}

/** One checkout of its owner's: someone else's is null, as an unknown one. */
export async function findOwnCheckout(db: Executor, id: string, userId: string): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The checkout a webhook names, locked until the handling commits (a second event waits, then sees it completed). */
export async function lockCheckout(tx: Executor, id: string): Promise<CheckoutRow | null> {
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, id)).for("update");
  return row ?? null;
}

/** Open checkouts whose time ran out are shown and treated as expired. */
export function isLive(row: Pick<CheckoutRow, "status" | "expiresAt">, now: Date): boolean {
  return row.status === "open" && row.expiresAt.getTime() > now.getTime();
}
