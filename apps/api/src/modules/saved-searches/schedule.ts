import type { FastifyInstance } from "fastify";
import { mailWorkContext, scheduleAppWork, type AppScheduleOptions } from "../../lib/scheduled-work.ts";
import { runAlertWork, type AlertWorkContext } from "./alert-tasks.ts";
import { createUnsubscribeTokens } from "./unsubscribe-token.ts";

/** What the alert work needs of the app. */
export function alertWorkContext(app: FastifyInstance): AlertWorkContext {
  return {
    ...mailWorkContext(app),
    tokens: createUnsubscribeTokens(app.secrets.tokenSecret),
    dailyHour: app.config.savedSearchDailyHour,
  };
}

/**
 * Runs the saved-search alerts every SAVED_SEARCH_INSTANT_MINUTES in this process: the instant
 * alerts each time, the daily ones once SAVED_SEARCH_DAILY_HOUR (UTC) has passed. Every process of
 * a deployment does so; the tasks' advisory locks, row locks and the match table let each match be
 * mailed once (decisions 020 and 033). Call it before the app is ready.
 */
export function scheduleSavedSearchAlerts(app: FastifyInstance, options: AppScheduleOptions = {}): void {
  const ctx = alertWorkContext(app);
  scheduleAppWork(
    app,
    {
      run: async (now) => {
        const run = await runAlertWork(ctx, now);
        return { instant: run.instant.handled, daily: run.daily.handled };
      },
      intervalMs: app.config.savedSearchInstantMinutes * 60_000,
      done: "saved-search alerts done",
      failed: "saved-search alerts failed; the next run tries again",
    },
    options,
  );
}
