import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { creditLedger, paymentEvents, payments, users } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import { newestFirst } from "../../lib/order.ts";

export type PaymentRow = typeof payments.$inferSelect;

/** "MSM-2026-4F1C9A20D3": the year and ten random hex digits (the unique index catches the unlikely clash). */
export function receiptNumber(now: Date): string {
  return `MSM-${now.getUTCFullYear()}-${randomBytes(5).toString("hex").toUpperCase()}`;
}

/**
 * A payment row; with a provider id, the same (provider id, kind) is written once
 * (`payments_provider_payment_idx`) and a second call answers null.
 */
export async function insertPayment(
  tx: Executor,
  values: Omit<typeof payments.$inferInsert, "receiptNumber">,
  now: Date,
): Promise<PaymentRow | null> {
  const rows = await tx
    .insert(payments)
    .values({ ...values, receiptNumber: receiptNumber(now), createdAt: now })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** The payment of a checkout; the user narrows it to `payments_user_created_idx`. */
export async function findPaymentByCheckout(db: Executor, userId: string, checkoutId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.checkoutId, checkoutId)))
    .limit(1);
  return row ?? null;
}

export async function findOwnPayment(db: Executor, id: string, userId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** One user's payments, newest first (`payments_user_created_idx`). */
export function findUserPayments(db: Executor, userId: string, window: { limit: number; offset: number }) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(...newestFirst(payments))
    .limit(window.limit)
    .offset(window.offset);
}

/** What the payment's ledger rows granted, per kind (`credit_ledger_once_idx` leads with the user). */
export async function grantedByPayment(db: Executor, userId: string, paymentId: string) {
  const rows = await db
    .select({ kind: creditLedger.kind, total: sql<number>`sum(${creditLedger.delta})::int` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.referenceType, "payment"),
        eq(creditLedger.referenceId, paymentId),
      ),
    )
    .groupBy(creditLedger.kind);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.total ?? 0;
  return { connects: of("connects"), freelancers: of("freelancers") };
}

export async function findBalances(db: Executor, userId: string) {
  const [row] = await db
    .select({ connects: users.connects, freelancers: users.remainingFreelancers })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { connects: 0, freelancers: 0 };
}

/**
 * Claims a webhook event by its id: true the first time. A replay, even one arriving while the
 * first is being handled, waits on the primary key and then answers false.
 */
export async function claimEvent(
  tx: Executor,
  event: { id: string; provider: "test" | "stripe"; type: string },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ ...event, outcome: "handling" })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function recordOutcome(tx: Executor, id: string, outcome: string): Promise<void> {
  await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id));
}
