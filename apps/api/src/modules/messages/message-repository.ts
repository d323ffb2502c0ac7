import { sql } from "drizzle-orm";
import type { Message } from "@mp/contracts/message";
import { rowsOf, type Queryable } from "../../lib/executor.ts";
import { isRemoved, isoOf, shownBody } from "./rows.ts";

type MessageRow = {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  removed: boolean;
  created_at: Date | string;
  read_at: Date | string | null;
};

/**
 * The newest `limit` messages of a conversation, or those just older than the message `before`
 * (of the same conversation; another id finds nothing), oldest first. `hasEarlier` comes from
 * reading one row more than asked. messages_conversation_created_idx serves both, read backwards.
 */
export async function findMessages(
  db: Queryable,
  conversationId: string,
  userId: string,
  { before, limit }: { before?: string; limit: number },
): Promise<{ messages: Message[]; hasEarlier: boolean }> {
  const older = before
    ? sql`and (m.created_at, m.id) < (select b.created_at, b.id from messages b
                                       where b.id = ${before} and b.conversation_id = ${conversationId})`
    : sql``;
  const rows = rowsOf<MessageRow>(
    await db.execute(sql`
      select m.id, m.conversation_id, m.sender_id, ${shownBody("m")} as body, ${isRemoved("m")} as removed,
             m.created_at, m.read_at
        from messages m
       where m.conversation_id = ${conversationId} ${older}
       order by m.created_at desc, m.id desc
       limit ${limit + 1}`),
  );
  const page = rows.slice(0, limit).reverse();
  return {
    messages: page.map((row) => toMessage(row, userId)),
    hasEarlier: rows.length > limit,
  };
}

/**
 * Marks the caller's unread messages of a conversation read (a range of messages_unread_idx); a
 * message read before the batched mail runs needs no mail, so it counts as notified too.
 */
export async function markRead(db: Queryable, conversationId: string, userId: string): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update messages set read_at = now(), notified_at = coalesce(notified_at, now())
       where recipient_id = ${userId} and conversation_id = ${conversationId} and read_at is null
       returning id`),
  );
  return rows.length;
}

type NewMessage = { conversationId: string; senderId: string; recipientId: string; body: string };

/**
 * Adds a message and moves the conversation's activity (the conversation's row is updated first,
 * so two sends to one conversation take turns). Its recipient is mailed later, in a batch
 * (`mail-task.ts`), unless they read it first.
 */
export async function insertMessage(tx: Queryable, message: NewMessage): Promise<Message> {
  await tx.execute(sql`update conversations set last_message_at = now() where id = ${message.conversationId}`);
  const [row] = rowsOf<MessageRow>(
    await tx.execute(sql`
      insert into messages (conversation_id, sender_id, recipient_id, body)
      values (${message.conversationId}, ${message.senderId}, ${message.recipientId}, ${message.body})
      returning id, conversation_id, sender_id, body, false as removed, created_at, read_at`),
  );
  if (!row) throw new Error("the message insert returned no row");
  return toMessage(row, message.senderId);
}

function toMessage(row: MessageRow, userId: string): Message {
  return {
    _id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    isMine: row.sender_id === userId,
    body: row.body,
    removed: Boolean(row.removed),
    createdAt: isoOf(row.created_at),
    readAt: row.read_at === null ? null : isoOf(row.read_at),
  };
}
