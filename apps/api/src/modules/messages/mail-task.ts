import type { FastifyInstance } from "fastify";
import type { MailMessage } from "../../lib/mailer.ts";
import {
  mailWorkContext,
  runTask,
  scheduleAppWork,
  type MailWorkContext,
  type ScheduledTask,
  type TaskRun,
} from "../../lib/scheduled-work.ts";
import { pickDueMessages, setNotified, type DueMessage } from "./mail-repository.ts";
import { newMessageEmail, type ConversationNews } from "./new-message-email.ts";

/** A message waits this long before it is mailed: a live exchange, read at once, sends no mail at all. */
export const MAIL_DELAY_MS = 2 * 60_000;
/** Recipients per batch: one mail each, one short transaction for the batch. */
export const MAIL_BATCH_RECIPIENTS = 25;

export type MessageMailContext = MailWorkContext & { batchRecipients?: number };

type Outgoing = { recipientId: string; ids: string[]; message: MailMessage };

/** One mail per recipient: their conversations with news, the latest first. */
function mailsOf(ctx: MessageMailContext, due: DueMessage[]): Outgoing[] {
  const byRecipient = new Map<string, DueMessage[]>();
  for (const message of due) {
    const mine = byRecipient.get(message.recipientId);
    if (mine) mine.push(message);
    else byRecipient.set(message.recipientId, [message]);
  }
  return [...byRecipient.entries()].map(([recipientId, messages]) => {
    const news = new Map<string, ConversationNews & { at: number }>();
    for (const m of messages) {
      const seen = news.get(m.conversationId);
      news.set(m.conversationId, {
        senderName: m.senderName,
        subjectTitle: m.subjectTitle,
        count: (seen?.count ?? 0) + 1,
        lastBody: m.body,
        link: `${ctx.publicUrl}/messages/${m.conversationId}`,
        at: m.createdAt.getTime(),
      });
    }
    const first = messages[0]!;
    return {
      recipientId,
      ids: messages.map((m) => m.id),
      message: newMessageEmail({
        to: first.recipientEmail,
        recipientName: first.recipientName,
        conversations: [...news.values()].sort((a, b) => b.at - a.at),
        inboxLink: `${ctx.publicUrl}/messages`,
        productName: ctx.productName,
      }),
    };
  });
}

/**
 * The batched new-message mail: the messages neither read nor mailed about for MAIL_DELAY_MS are
 * marked notified in the batch's transaction (under the task's advisory lock and their row locks,
 * so two servers never both take one), and each recipient gets one mail after it commits. A mail
 * that cannot be sent gives its messages back to the next run.
 */
export function messageMailTask(ctx: MessageMailContext): ScheduledTask {
  const recipients = ctx.batchRecipients ?? MAIL_BATCH_RECIPIENTS;
  return {
    name: "messages.mail",
    runBatch: async (tx, now) => {
      const due = await pickDueMessages(tx, new Date(now.getTime() - MAIL_DELAY_MS), recipients);
      const outbox = mailsOf(ctx, due);
      await setNotified(
        tx,
        due.map((m) => m.id),
        now,
      );
      return {
        handled: due.length,
        more: outbox.length === recipients,
        afterCommit: async () => {
          for (const { recipientId, ids, message } of outbox) {
            try {
              await ctx.mailer.send(message);
            } catch (err) {
              ctx.log.error({ err, recipientId }, "new-message mail not sent; the next run tries again");
              await setNotified(ctx.db, ids, null);
            }
          }
        },
      };
    },
  };
}

export function runMessageMail(ctx: MessageMailContext, now: Date): Promise<TaskRun> {
  return runTask(ctx.db, messageMailTask(ctx), now);
}

export function messageMailContext(app: FastifyInstance): MessageMailContext {
  return mailWorkContext(app);
}

/**
 * Runs the batched new-message mail every MESSAGE_MAIL_MINUTES in this process; every process of a
 * deployment does, and the task's lock lets one of them mail each message, once (decision 020).
 */
export function scheduleMessageMail(app: FastifyInstance): void {
  const ctx = messageMailContext(app);
  scheduleAppWork(app, {
    run: async (now) => ({ messages: (await runMessageMail(ctx, now)).handled }),
    intervalMs: app.config.messageMailMinutes * 60_000,
    done: "new-message mails sent",
    failed: "the new-message mail failed; the next run tries again",
  });
}
