import type { FastifyInstance } from "fastify";
import { mailWorkContext, scheduleAppWork, type AppScheduleOptions } from "../../lib/scheduled-work.ts";
import { runSubscriptionWork, type SubscriptionWorkContext } from "./schedule-tasks.ts";

/** What the subscription work needs of the app. */
export function subscriptionWorkContext(app: FastifyInstance): SubscriptionWorkContext {
  return { ...mailWorkContext(app), pastDueGraceDays: app.config.pastDueGraceDays };
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
        return { renewed: run.renewals.handled, expired: run.expiries.handled, reminded: run.reminders.handled };
      },
      intervalMs: app.config.scheduleIntervalSeconds * 1000,
      done: "scheduled subscription work done",
      failed: "scheduled subscription work failed; the next run tries again",
    },
    options,
  );
}
