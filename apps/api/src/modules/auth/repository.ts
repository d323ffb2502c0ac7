import { and, desc, eq, gt, isNull, lt, notInArray, sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { clientProfiles, freelancers, passwordResetTokens, sessions, users } from "@mp/db/schema/index";
import { rowsOf, type Executor } from "../../lib/executor.ts";
import { userColumns, type UserRow } from "../users/user-view.ts";

/** Emails are kept in lower case; `users_email_lower_idx` serves this lookup. */
const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export type Credentials = UserRow & { passwordHash: string | null };

/** The account of an email with its password hash, which never goes further than the sign-in check. */
export async function findCredentials(db: Database, email: string): Promise<Credentials | null> {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .leftJoin(freelancers, eq(freelancers.userId, users.id))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(byEmail(email))
    .limit(1);
  return (row as Credentials | undefined) ?? null;
}

export async function findAccountByEmail(db: Database, email: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(byEmail(email)).limit(1);
  return row ?? null;
}

type NewAccount = typeof users.$inferInsert;

/** Inserts the account unless its email is taken (in any case); null when it was. */
export async function insertUser(db: Database, account: NewAccount): Promise<string | null> {
  const [row] = await db
    .insert(users)
    .values({ ...account, email: account.email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? null;
}

/** The most live sessions one user keeps; a sign-in past it ends the oldest. */
export const MAX_SESSIONS_PER_USER = 20;

export async function insertSession(db: Database, session: { id: string; userId: string; expiresAt: Date }) {
  // The user's sessions that ran out are of no use to anybody: each sign-in tidies them.
  await db.delete(sessions).where(and(eq(sessions.userId, session.userId), lt(sessions.expiresAt, sql`now()`)));
  await db.insert(sessions).values(session);
  // Sessions share one lifetime, so the latest expiry is the newest session.
  const newest = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, session.userId))
    .orderBy(desc(sessions.expiresAt), desc(sessions.id))
    .limit(MAX_SESSIONS_PER_USER);
  await db.delete(sessions).where(and(eq(sessions.userId, session.userId), notInArray(sessions.id, newest)));
}

/** Whether there was such a session to end. */
export async function deleteSession(db: Database, id: string): Promise<boolean> {
  const ended = await db.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id });
  return ended.length > 0;
}

export async function insertResetToken(db: Executor, token: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(token);
}

/** Whether a reset token is there, unused and not expired, without using it. */
export async function isResetTokenUsable(db: Database, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(tokenHash))
    .limit(1);
  return row !== undefined;
}

/** Marks the token used, if it still was usable, in one statement: two racing requests cannot both use it. */
export async function useResetToken(db: Database, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

function usable(tokenHash: string) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );
}

/**
 * A new password replaces the old one and ends everything issued before it: every session
 * (so every token) and every other reset link of the account. Proving access to the mailbox
 * also verifies the email.
 */
export async function replacePassword(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * The admin panel's inactivity rule, in one statement on the database's clock: a session whose
 * last admin request (`sessions.admin_seen_at`) is older than `idleMinutes` is ended (its row
 * deleted: the token is dead on the site too) and answered "idle"; otherwise the request counts
 * as activity, written at most once a minute per session. A session's first admin request
 * starts the clock.
 */
export async function touchAdminSession(
  db: Executor,
  sessionId: string,
  idleMinutes: number,
): Promise<"active" | "idle"> {
  const [row] = rowsOf<{ idle: boolean }>(
    await db.execute(sql`
      with current_session as (
        select admin_seen_at is not null and admin_seen_at < now() - make_interval(mins => ${idleMinutes}::int) as idle
        from sessions where id = ${sessionId}::uuid
      ),
      ended as (
        delete from sessions where id = ${sessionId}::uuid and (select idle from current_session)
        returning id
      ),
      touched as (
        update sessions set admin_seen_at = now()
        where id = ${sessionId}::uuid and not (select idle from current_session)
          and (admin_seen_at is null or admin_seen_at < now() - interval '1 minute')
        returning id
      )
      select coalesce((select idle from current_session), false) as idle,
        (select count(*) from ended) + (select count(*) from touched) as changed`),
  );
  return row?.idle === true || String(row?.idle) === "t" ? "idle" : "active";
}
