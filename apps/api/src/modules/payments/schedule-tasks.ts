import type { FastifyBaseLogger } from "fastify";
import type { MailMessage } from "../../lib/mailer.ts";
import { runTask } from "../../lib/scheduled-work.ts";
import type { MailWorkContext, ScheduledTask, TaskRun, WorkTransaction } from "../../lib/scheduled-work.ts";
import { endSubscription } from "./public.ts";
import { renewTestSubscription } from "./renewal.ts";
import { REMINDER_DAYS_BEFORE, reminderEmail } from "./schedule-reminder-mail.ts";
import {
  markReminderSent,
  pickDueExpiries,
  pickDueRenewals,
  pickDueReminders,
  unmarkReminder,
  type DueSubscription,
} from "./schedule-repository.ts";
import type { SubscriptionRow } from "./subscription-repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Subscriptions per batch: one short transaction each, so requests for the same users wait little. */
export const SCHEDULE_BATCH_SIZE = 25;

export type SubscriptionWorkContext = MailWorkContext & { pastDueGraceDays: number; batchSize?: number };

/**
 * Handles each picked row in its own savepoint: one that fails is logged and rolled back alone.
 * A batch with a row left undone asks for no more at once (that row would be picked again): the
 * next run retries it.
 */
async function eachRow<T extends DueSubscription>(
  tx: WorkTransaction,
  rows: T[],
  limit: number,
  log: FastifyBaseLogger,
  task: string,
  handle: (tx: WorkTransaction, row: T) => Promise<boolean>,
) {
  let handled = 0;
  for (const row of rows) {
    try {
      if (await tx.transaction((savepoint) => handle(savepoint, row))) handled += 1;
    } catch (err) {
      log.error({ err, task, subscriptionId: row.subscription.id }, "scheduled work failed for a subscription");
    }
  }
  return { handled, more: rows.length === limit && handled === rows.length };
}

/** (a) Test-mode renewals: Stripe renews its own subscriptions and tells the webhook. */
export function renewalTask(ctx: SubscriptionWorkContext): ScheduledTask {
  const limit = ctx.batchSize ?? SCHEDULE_BATCH_SIZE;
  return {
    name: "subscriptions.renew-test-mode",
    runBatch: async (tx, now) => {
      const due = await pickDueRenewals(tx, now, limit);
      return eachRow(tx, due, limit, ctx.log, "renewal", async (sp, row) => {
        return (await renewTestSubscription(sp, row.subscription, row.plan.priceCents, now)) > 0;
      });
    },
  };
}

/** (b) Expiry: set to end and past the period, or past due beyond the grace period. */
export function expiryTask(ctx: SubscriptionWorkContext): ScheduledTask {
  const limit = ctx.batchSize ?? SCHEDULE_BATCH_SIZE;
  return {
    name: "subscriptions.expire",
    runBatch: async (tx, now) => {
      const cutoff = new Date(now.getTime() - ctx.pastDueGraceDays * DAY_MS);
      const due = await pickDueExpiries(tx, now, cutoff, limit);
      return eachRow(tx, due, limit, ctx.log, "expiry", async (sp, row) => {
        return endSubscription(sp, row.subscription, now);
      });
    },
  };
}

/**
 * (c) The reminder mail three days before a renewal or an expiry, once per period: the period's
 * end is written to `reminder_sent_for` in the batch's transaction, and the mail is sent after it
 * commits. A mail that cannot be sent gives its claim back, so that the next run tries again.
 */
export function reminderTask(ctx: SubscriptionWorkContext): ScheduledTask {
  const limit = ctx.batchSize ?? SCHEDULE_BATCH_SIZE;
  return {
    name: "subscriptions.remind",
    runBatch: async (tx, now) => {
      const horizon = new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY_MS);
      const due = await pickDueReminders(tx, now, horizon, limit);
      const outbox: { subscription: SubscriptionRow; message: MailMessage }[] = [];
      const outcome = await eachRow(tx, due, limit, ctx.log, "reminder", async (sp, row) => {
        const { subscription, plan, user } = row;
        await markReminderSent(sp, subscription.id, subscription.currentPeriodEnd, now);
        const message = reminderEmail({
          to: user.email,
          name: user.name,
          productName: ctx.productName,
          subscriptionUrl: `${ctx.publicUrl}/subscription`,
          planName: plan.name,
          family: subscription.family,
          periodEnd: subscription.currentPeriodEnd,
          ends: subscription.cancelAtPeriodEnd,
          priceCents: plan.priceCents,
          currency: plan.currency,
          provider: subscription.provider,
        });
        outbox.push({ subscription, message });
        return true;
      });
      return {
        ...outcome,
        afterCommit: async () => {
          for (const { subscription, message } of outbox) {
            try {
              await ctx.mailer.send(message);
            } catch (err) {
              ctx.log.error(
                { err, subscriptionId: subscription.id },
                "reminder mail not sent; the next run tries again",
              );
              await unmarkReminder(ctx.db, subscription.id, subscription.currentPeriodEnd);
            }
          }
        },
      };
    },
  };
}

export type SubscriptionWorkRun = { renewals: TaskRun; expiries: TaskRun; reminders: TaskRun };

/**
 * One run of the subscription work, in this order: renewals first (a renewed subscription gets
 * its next period and is no longer due for anything else), then expiries, then the reminders of
 * what is still live. Any number of processes may call it at once: each task runs in one of them.
 */
export async function runSubscriptionWork(ctx: SubscriptionWorkContext, now: Date): Promise<SubscriptionWorkRun> {
  const renewals = await runTask(ctx.db, renewalTask(ctx), now);
  const expiries = await runTask(ctx.db, expiryTask(ctx), now);
  const reminders = await runTask(ctx.db, reminderTask(ctx), now);
  return { renewals, expiries, reminders };
}
