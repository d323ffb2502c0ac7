import { randomBytes, randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { inject } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "@mp/db/client";
import { creditLedger, users, type CreditKind } from "@mp/db/schema/index";
import { databaseUrlFor } from "@mp/db/testing/test-database";
import type { CreditMovement } from "../../src/modules/credits/public.ts";

/** A bare account row: the ledger needs a user, not a password or a session. */
export async function insertUser(db: Database): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ name: "Ledger Tester", email: `ledger-${randomBytes(6).toString("hex")}@example.org` })
    .returning({ id: users.id });
  if (!row) throw new Error("no user inserted");
  return row.id;
}

/** A movement with a reference of its own, so that it is never taken for a replay. */
export function movement(userId: string, kind: CreditKind, amount: number, over: Partial<CreditMovement> = {}) {
  return {
    userId,
    kind,
    amount,
    reason: "grant",
    referenceType: "payment",
    referenceId: randomUUID(),
    ...over,
  } satisfies CreditMovement;
}

/** The cached balances on the user's row. */
export async function cachedBalances(db: Database, userId: string) {
  const [row] = await db
    .select({ connects: users.connects, freelancers: users.remainingFreelancers })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error("no such user");
  return row;
}

/** A user's rows of one kind in the order they were written. */
export function rowsInOrder(db: Database, userId: string, kind: CreditKind) {
  return db
    .select()
    .from(creditLedger)
    .where(sql`${creditLedger.userId} = ${userId} and ${creditLedger.kind} = ${kind}`)
    .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
}

/**
 * A second handle on the test's database with room for `connections` at once: the test
 * database's own pool holds 4, which would queue 50 spends before they reach the row lock.
 * PGlite has one connection whatever is asked, so it answers the same handle.
 */
export async function wideHandle(database: DatabaseHandle, connections: number): Promise<DatabaseHandle> {
  const template = inject("testTemplate");
  if (database.driver === "pglite" || template.kind !== "postgres") return { ...database, close: async () => {} };
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const name = result.rows[0]?.name;
  if (!name) throw new Error("no database name");
  return openDatabase({ databaseUrl: databaseUrlFor(template.serverUrl, name), poolSize: connections });
}
