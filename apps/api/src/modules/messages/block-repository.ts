import { sql } from "drizzle-orm";
import type { Block } from "@mp/contracts/message";
import { rowsOf, type Queryable } from "../../lib/executor.ts";
import { isoOf } from "./rows.ts";

/** Whether either of the two has blocked the other (the primary key, both ways round). */
export async function isBlockedBetween(db: Queryable, a: string, b: string): Promise<boolean> {
  const [row] = rowsOf<{ found: number }>(
    await db.execute(sql`
      select 1 as found from conversation_blocks
       where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a})
       limit 1`),
  );
  return row !== undefined;
}

/**
 * Whether the two share a conversation: one may block only someone they talk with, so that a
 * block reveals nothing about accounts one has never met (conversations_first_user_idx each way).
 */
export async function haveConversation(db: Queryable, a: string, b: string): Promise<boolean> {
  const [row] = rowsOf<{ found: number }>(
    await db.execute(sql`
      select 1 as found from conversations
       where (first_user_id = ${a} and second_user_id = ${b}) or (first_user_id = ${b} and second_user_id = ${a})
       limit 1`),
  );
  return row !== undefined;
}

/** Blocks `blockedId` for `blockerId`; a second block of the same person changes nothing. */
export async function insertBlock(db: Queryable, blockerId: string, blockedId: string): Promise<void> {
  await db.execute(sql`
    insert into conversation_blocks (blocker_id, blocked_id) values (${blockerId}, ${blockedId})
    on conflict do nothing`);
}

/** Lifts `blockerId`'s block of `blockedId`, if there is one. */
export async function deleteBlock(db: Queryable, blockerId: string, blockedId: string): Promise<void> {
  await db.execute(sql`delete from conversation_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}`);
}

/** The people `blockerId` has blocked, latest first (a range of the primary key). */
export async function findBlocks(
  db: Queryable,
  blockerId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<Block[]> {
  const rows = rowsOf<{ id: string; name: string; created_at: Date | string }>(
    await db.execute(sql`
      select u.id, coalesce(u.display_name, u.name) as name, b.created_at
        from conversation_blocks b join users u on u.id = b.blocked_id
       where b.blocker_id = ${blockerId}
       order by b.created_at desc, u.id
       limit ${limit} offset ${offset}`),
  );
  return rows.map((row) => ({ user: { _id: row.id, name: row.name }, createdAt: isoOf(row.created_at) }));
}
