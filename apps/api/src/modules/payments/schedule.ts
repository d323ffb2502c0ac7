import type { FastifyInstance } from "fastify";
import { scheduleAppWork, type AppScheduleOptions } from "../../lib/scheduled-work.ts";
import { runSubscriptionWork, type SubscriptionWorkContext } from "./schedule-tasks.ts";

/** What the subscription work needs of the app. */
export function subscriptionWorkContext(app: FastifyInstance): SubscriptionWorkContext {
  return {
    db: app.database.db,
    mailer: app.mailer,
    log: app.log,
    productName: app.config.productName,
    publicUrl: app.config.publicUrl,
    pastDueGraceDays: app.config.pastDueGraceDays,
  };
}

/**
 * Runs the subscription work (test-mode renewals, expiry, reminder mails) every
 * SCHEDULE_INTERVAL_SECONDS in this process, on unref'd timers that stop when the app closes.
 * Every process of a deployment does so; the tasks' advisory locks and row locks let each due
 * subscription be handled by one of them, once (decision 020). Call it before the app is ready.
 */
export function scheduleSubscriptionWork(app: FastifyInstance, options: AppScheduleOptions = {}): void {
  const ctx = subscriptionWorkContext(app);
  scheduleAppWork(
    app,
    {
      run: async (now) => {
        const run = await runSubscriptionWork(ctx, now);
        const handled = run.renewals.handled + run.expiries.handled + run.reminders.handled;
        if (handled > 0) {
          app.log.info(
            { renewed: run.renewals.handled, expired: run.expiries.handled, reminded: run.reminders.handled },
            "scheduled subscription work done",
          );
        }
      },
      intervalMs: app.config.scheduleIntervalSeconds * 1000,
      failed: "scheduled subscription work failed; the next run tries again",
    },
    options,
  );
}
