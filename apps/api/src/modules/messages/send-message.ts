import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Message } from "@mp/contracts/message";
import { findConversation } from "./conversation-repository.ts";
import { findMailParties, insertMessage, isQuietBefore } from "./message-repository.ts";
import { newMessageEmail } from "./new-message-email.ts";

/** A recipient gets at most one new-message mail per conversation in this window. */
export const MAIL_WINDOW_MS = 15 * 60_000;

type Outgoing = { conversationId: string; senderId: string; recipientId: string; body: string };

/**
 * Stores the message and, when it is the first to its recipient in this conversation after a quiet
 * window, mails them once the transaction has committed (a rolled-back message mails nobody).
 */
export async function sendMessage(app: FastifyInstance, request: FastifyRequest, outgoing: Outgoing): Promise<Message> {
  const { db } = app.database;
  const { message, mailTo } = await db.transaction(async (tx) => {
    const message = await insertMessage(tx, outgoing);
    const isQuiet = await isQuietBefore(tx, {
      conversationId: outgoing.conversationId,
      recipientId: outgoing.recipientId,
      messageId: message._id,
      windowMs: MAIL_WINDOW_MS,
    });
    return { message, mailTo: isQuiet ? await findMailParties(tx, outgoing) : null };
  });
  if (mailTo) {
    const conversation = await findConversation(db, outgoing.conversationId, outgoing.recipientId);
    const { config, mailer } = app;
    mailer.sendInBackground(
      newMessageEmail({
        to: mailTo.recipientEmail,
        recipientName: mailTo.recipientName,
        senderName: mailTo.senderName,
        subjectTitle: conversation?.subject.title ?? "your conversation",
        body: message.body,
        link: `${config.publicUrl}/messages/${outgoing.conversationId}`,
        productName: config.productName,
      }),
      (err) => request.log.error({ err }, "the new-message email could not be sent"),
    );
  }
  return message;
}
