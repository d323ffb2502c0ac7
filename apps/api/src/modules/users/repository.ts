import { and, count, eq, gt, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { clientProfiles, freelancers, sessions, users } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import { containsPattern } from "../../lib/like-pattern.ts";
import { preparedPerDatabase } from "../../lib/prepared.ts";
import { userColumns, type UserRow } from "./user-view.ts";
import { descending } from "../../lib/order.ts";

/**
 * Every signed-in request runs `bySession`: one statement over two primary keys (and the
 * freelancer profile's unique user index), prepared once per database.
 */
function prepare(db: Database) {
  return {
    bySession: db
      .select(userColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(freelancers, eq(freelancers.userId, users.id))
      .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
      .where(
        and(
          eq(sessions.id, sql.placeholder("sessionId")),
          eq(sessions.userId, sql.placeholder("userId")),
          gt(sessions.expiresAt, sql`now()`),
          // A suspension deletes the sessions too; this keeps one that raced it from counting.
          isNull(users.suspendedAt),
        ),
      )
      .limit(1)
      .prepare("user_by_session"),
    byId: db
      .select(userColumns)
      .from(users)
      .leftJoin(freelancers, eq(freelancers.userId, users.id))
      .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
      .where(eq(users.id, sql.placeholder("id")))
      .limit(1)
      .prepare("user_by_id"),
  };
}

const statements = preparedPerDatabase(prepare);

/** The user of a live session: the session exists, belongs to that user, has not expired, and the user is not suspended. */
export async function findUserBySession(db: Database, sessionId: string, userId: string): Promise<UserRow | null> {
  const [row] = await statements(db).bySession.execute({ sessionId, userId });
  return (row as UserRow | undefined) ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await statements(db).byId.execute({ id });
  return (row as UserRow | undefined) ?? null;
}

/** Where a mail about the user goes: their address and name (the primary key); null when there is no such user. */
export async function findMailContact(db: Executor, id: string): Promise<{ email: string; name: string } | null> {
  const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

type UserListOptions = { search: string; limit: number; offset: number };

/** Newest first, then by id; `search` matches the name or the email anywhere, ignoring case. */
export async function findUsers(db: Database, { search, limit, offset }: UserListOptions): Promise<UserRow[]> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(freelancers, eq(freelancers.userId, users.id))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(matching(search))
    .orderBy(descending(users.createdAt), descending(users.id))
    .limit(limit)
    .offset(offset);
  return rows as UserRow[];
}

export async function countUsers(db: Database, search: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(matching(search));
  return row?.total ?? 0;
}

function matching(search: string): SQL | undefined {
  if (search === "") return undefined;
  const pattern = containsPattern(search);
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}
