import { savedSearchUrl, type SavedSearchFrequency } from "@mp/contracts/saved-search";
import type { MailMessage } from "../../lib/mailer.ts";
import { runTask } from "../../lib/scheduled-work.ts";
import type { MailWorkContext, ScheduledTask, TaskRun, WorkTransaction } from "../../lib/scheduled-work.ts";
import { alertEmail, ITEMS_PER_MAIL } from "./alert-mail.ts";
import { findAlertJobs } from "../jobs/public.ts";
import { findAlertListings } from "../listings/public.ts";
import { claimUnmailed, pickDueSearches, unclaim, type DueSearch } from "./match-repository.ts";
import { matchSavedSearch } from "./matching.ts";
import type { UnsubscribeTokens } from "./unsubscribe-token.ts";

/** Saved searches per batch: one short transaction each. */
export const ALERT_BATCH_SIZE = 25;
/**
 * Items are matched up to this long before the run: a listing whose publishing transaction began
 * before the run but committed after it still falls after the watermark (decision 033).
 */
export const SETTLE_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AlertWorkContext = MailWorkContext & {
  tokens: UnsubscribeTokens;
  /** The UTC hour (0–23) after which each day's daily alerts go out. */
  dailyHour: number;
  batchSize?: number;
};

/** The last daily send time (`hour`:00 UTC) at or before `at`. */
export function lastDailyTime(at: Date, hour: number): Date {
  const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), hour);
  return new Date(today <= at.getTime() ? today : today - DAY_MS);
}

type Outgoing = { search: DueSearch; message: MailMessage };

/**
 * One saved search in a batch: match what is new, then — when matching is complete, so that one
 * run sends one mail per search — claim its unmailed matches and write the mail. Nothing is sent
 * here: the claim commits first (`afterCommit`).
 */
async function handleSearch(ctx: AlertWorkContext, tx: WorkTransaction, search: DueSearch, upTo: Date, now: Date) {
  const { complete } = await matchSavedSearch(tx, search, upTo);
  if (!complete) return null;
  const claimed = await claimUnmailed(tx, search, now);
  if (claimed.length === 0) return null;
  const [listings, jobs] =
    search.kind === "jobs"
      ? [[], await findAlertJobs(tx, claimed, ITEMS_PER_MAIL)]
      : [await findAlertListings(tx, claimed, ITEMS_PER_MAIL), []];
  return alertEmail({
    to: search.user.email,
    name: search.user.name,
    productName: ctx.productName,
    publicUrl: ctx.publicUrl,
    search: {
      name: search.name,
      kind: search.kind,
      url: `${ctx.publicUrl}${savedSearchUrl(search.path, search.params)}`,
    },
    total: claimed.length,
    listings,
    jobs,
    unsubscribeUrl: `${ctx.publicUrl}/saved-searches/unsubscribe?token=${ctx.tokens.sign(search.id)}`,
  });
}

/**
 * The alerts of one frequency: "instant" searches are due whenever something may have been
 * published since their watermark; "daily" ones once the day's hour has passed their watermark.
 * Each due search is handled in its own savepoint (one that fails is logged and rolled back alone).
 */
export function alertTask(ctx: AlertWorkContext, frequency: SavedSearchFrequency): ScheduledTask {
  const limit = ctx.batchSize ?? ALERT_BATCH_SIZE;
  return {
    name: `saved-searches.${frequency}`,
    runBatch: async (tx, now) => {
      const upTo = new Date(now.getTime() - SETTLE_MS);
      const dueBefore = frequency === "instant" ? upTo : lastDailyTime(upTo, ctx.dailyHour);
      const due = await pickDueSearches(tx, frequency, dueBefore, limit);
      const outbox: Outgoing[] = [];
      let handled = 0;
      for (const search of due) {
        try {
          const message = await tx.transaction((sp) => handleSearch(ctx, sp, search, upTo, now));
          handled += 1;
          if (message) outbox.push({ search, message });
        } catch (err) {
          ctx.log.error({ err, savedSearchId: search.id }, "saved-search alert failed for a search");
        }
      }
      return {
        handled,
        more: due.length === limit && handled === due.length,
        afterCommit: async () => {
          for (const { search, message } of outbox) {
            try {
              await ctx.mailer.send(message);
            } catch (err) {
              ctx.log.error({ err, savedSearchId: search.id }, "alert mail not sent; the next run tries again");
              await unclaim(ctx.db, search.id, now, search.lastMailedAt);
            }
          }
        },
      };
    },
  };
}

export type AlertWorkRun = { instant: TaskRun; daily: TaskRun };

/** One run of the alerts: the instant ones, then the daily ones if their hour has come. Any number of processes may call it at once. */
export async function runAlertWork(ctx: AlertWorkContext, now: Date): Promise<AlertWorkRun> {
  const instant = await runTask(ctx.db, alertTask(ctx, "instant"), now);
  const daily = await runTask(ctx.db, alertTask(ctx, "daily"), now);
  return { instant, daily };
}
