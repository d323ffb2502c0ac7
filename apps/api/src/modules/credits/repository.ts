import { and, eq, sql } from "drizzle-orm";
import { creditLedger, users, type CreditKind, type CreditReason, type CreditReferenceType } from "@mp/db/schema/index";
import { AppError } from "../../lib/app-error.ts";
import type { Executor } from "../../lib/executor.ts";
import { newestFirst } from "../../lib/order.ts";

/** One movement of connects or of the remaining-freelancer allowance, and what caused it. */
export type CreditMovement = {
  userId: string;
  kind: CreditKind;
  /** How many, always positive: `grantCredits` adds them, `spendCredits` and `expireCredits` take them. */
  amount: number;
  reason: CreditReason;
  referenceType: CreditReferenceType;
  referenceId: string;
  note?: string;
};

export type LedgerRow = typeof creditLedger.$inferSelect;

/** The cached balance of each kind, on the user's row. */
const balanceColumn = { connects: users.connects, freelancers: users.remainingFreelancers } as const;

/** The balance of `kind` under the user's row lock, held until the caller's transaction ends. */
export async function lockBalance(tx: Executor, userId: string, kind: CreditKind): Promise<number> {
  const [row] = await tx.select({ balance: balanceColumn[kind] }).from(users).where(eq(users.id, userId)).for("update");
  if (!row) throw new AppError("NOT_FOUND", "User not found.");
  return row.balance;
}

/** Whether this movement (user, kind, reason, reference) is already in the ledger. */
export async function isMovementWritten(tx: Executor, movement: CreditMovement): Promise<boolean> {
  const [row] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, movement.userId),
        eq(creditLedger.kind, movement.kind),
        eq(creditLedger.reason, movement.reason),
        eq(creditLedger.referenceType, movement.referenceType),
        eq(creditLedger.referenceId, movement.referenceId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Writes the row and the cached balance together; the caller's transaction makes them one. */
export async function writeMovement(tx: Executor, movement: CreditMovement, delta: number, balance: number) {
  const column = movement.kind === "connects" ? "connects" : "remainingFreelancers";
  await tx
    .update(users)
    .set({ [column]: balance })
    .where(eq(users.id, movement.userId));
  await tx.insert(creditLedger).values({
    userId: movement.userId,
    kind: movement.kind,
    delta,
    balanceAfter: balance,
    reason: movement.reason,
    referenceType: movement.referenceType,
    referenceId: movement.referenceId,
    note: movement.note ?? "",
    // The time of writing, not of the transaction's start: movements take turns under the row
    // lock, so this orders a user's rows as their balances follow each other.
    createdAt: sql`clock_timestamp()`,
  });
}

/** One user's ledger, newest first (`credit_ledger_user_created_idx`); one more row than asked tells whether more exist. */
export function findLedgerRows(
  db: Executor,
  userId: string,
  { limit, offset, kind }: { limit: number; offset: number; kind?: CreditKind },
): Promise<LedgerRow[]> {
  const where = kind
    ? and(eq(creditLedger.userId, userId), eq(creditLedger.kind, kind))
    : eq(creditLedger.userId, userId);
  return db
    .select()
    .from(creditLedger)
    .where(where)
    .orderBy(...newestFirst(creditLedger))
    .limit(limit)
    .offset(offset);
}

/** The balance as the ledger sums it: tests and the admin panel compare it with the cached one. */
export async function ledgerBalance(db: Executor, userId: string, kind: CreditKind): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, kind)));
  return row?.total ?? 0;
}
