import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { phoneVerifications, users } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";

/** What the user has confirmed (a primary-key read). */
export async function findVerificationStatus(db: Database, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The user's one pending code: a new one replaces the last, with its tries back at 0. */
export async function savePhoneCode(
  db: Executor,
  code: { userId: string; phone: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(phoneVerifications)
    .values(code)
    .onConflictDoUpdate({
      target: phoneVerifications.userId,
      set: {
        phone: code.phone,
        codeHash: code.codeHash,
        expiresAt: code.expiresAt,
        attempts: 0,
        createdAt: new Date(),
      },
    });
}

/** The user's pending code, held until commit so that two tries take turns; null without one. */
export async function lockPhoneCode(tx: Executor, userId: string) {
  const [row] = await tx
    .select({
      phone: phoneVerifications.phone,
      codeHash: phoneVerifications.codeHash,
      attempts: phoneVerifications.attempts,
      isExpired: sql<boolean>`${phoneVerifications.expiresAt} <= now()`,
    })
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, userId))
    .for("update");
  return row ?? null;
}

export async function countWrongTry(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(eq(phoneVerifications.userId, userId));
}

export async function deletePhoneCode(tx: Executor, userId: string): Promise<void> {
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
}

/** Marks the phone confirmed only if the account's number is still `phone`; false when it changed. */
export async function markPhoneVerified(tx: Executor, userId: string, phone: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ phoneVerifiedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.phone, phone)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Marks the e-mail confirmed if the account's address is still `email` (and was not confirmed yet). */
export async function markEmailVerified(tx: Executor, userId: string, email: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = lower(${email})`, isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Sets the account's phone (null removes it). A different number loses its confirmation and any
 * code pending for the old one; the same number changes nothing. True when the number changed.
 */
export async function changePhone(tx: Executor, userId: string, phone: string | null): Promise<boolean> {
  const [current] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).for("update");
  if (!current || current.phone === phone) return false;
  await tx
    .update(users)
    .set({ phone, phoneVerifiedAt: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await deletePhoneCode(tx, userId);
  return true;
}
