import type { Database } from "@mp/db/client";
import { messageTexts, type Message } from "@mp/contracts/message";
import { AppError } from "../../lib/app-error.ts";
import { isBlockedBetween } from "./block-repository.ts";
import { insertMessage } from "./message-repository.ts";

type Outgoing = { conversationId: string; senderId: string; recipientId: string; body: string };

/** Refuses a message between two people while either has blocked the other (409, the same words both ways). */
export async function refuseIfBlocked(db: Database, senderId: string, recipientId: string): Promise<void> {
  if (await isBlockedBetween(db, senderId, recipientId)) throw new AppError("CONFLICT", messageTexts.blocked);
}

/**
 * Stores the message. Its recipient is not mailed now: the batched mail (`mail-task.ts`) tells
 * them a few minutes later, once for everything new, unless they have read it by then.
 */
export async function sendMessage(db: Database, outgoing: Outgoing): Promise<Message> {
  await refuseIfBlocked(db, outgoing.senderId, outgoing.recipientId);
  return db.transaction((tx) => insertMessage(tx, outgoing));
}
