import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "@mp/db/client";
import type { FileStore } from "../../lib/storage/file-store.ts";
import { keysOf } from "./image-ref.ts";
import { deleteUnattachedBatch } from "./repository.ts";

/** Rows deleted per statement: a large backlog is cleared in short statements, not one long lock. */
export const CLEANUP_BATCH_SIZE = 200;
/** The first run waits until the server has answered its first requests (like PGlite's ANALYZE). */
const FIRST_RUN_DELAY_MS = 60_000;
const RUN_INTERVAL_MS = 60 * 60 * 1000;

type CleanupOptions = {
  db: Database;
  store: FileStore;
  log: FastifyBaseLogger;
  /** Images uploaded less than this long ago are kept: the vendor may still be filling in the form. */
  graceHours: number;
  batchSize?: number;
  now?: Date;
  /** Asked between batches: true stops the run (the app is closing); the next run takes the rest. */
  isStopping?: () => boolean;
};

/**
 * Deletes uploaded images that nothing uses (no listing cover, gallery entry, banner ad, vendor or
 * client logo, or freelancer portfolio entry) and that are older than the grace period, rows first, then their files; answers how many
 * images went. Each batch is one `DELETE … RETURNING`: two servers running it at once never
 * delete a row twice (the second waits on the row lock and finds it gone, or skips rows the first
 * has locked). A file that cannot be deleted is logged: the row is gone and its key is never reused.
 */
export async function deleteUnattachedImages(options: CleanupOptions): Promise<number> {
  const { db, store, log, graceHours, batchSize = CLEANUP_BATCH_SIZE } = options;
  const cutoff = new Date((options.now ?? new Date()).getTime() - graceHours * 60 * 60 * 1000);
  let total = 0;
  // Batch after batch until the backlog is gone, so that the clean-up keeps up with any inflow;
  // each batch is a short statement, and requests are served in between.
  for (;;) {
    const deleted = await deleteUnattachedBatch(db, cutoff, batchSize);
    total += deleted.length;
    const keys = deleted.flatMap(keysOf);
    if (keys.length > 0) {
      await store
        .delete(keys)
        .catch((err: unknown) => log.error({ err, keys }, "could not delete the files of unattached images"));
    }
    if (deleted.length < batchSize || options.isStopping?.()) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (total > 0) log.info({ images: total }, "deleted unattached uploads");
  return total;
}

/**
 * Runs the clean-up a minute after start, then hourly, on unref'd timers (they never keep the
 * process alive) that stop when the app closes. A failed run is logged; the next one tries again.
 * Call it before the app is ready (it adds an onClose hook).
 */
export function scheduleImageCleanup(
  app: FastifyInstance,
  { firstRunDelayMs = FIRST_RUN_DELAY_MS, intervalMs = RUN_INTERVAL_MS } = {},
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const run = () => {
    running = deleteUnattachedImages({
      db: app.database.db,
      store: app.fileStore,
      log: app.log,
      graceHours: app.config.uploadGraceHours,
      isStopping: () => timer === null,
    })
      .catch((err: unknown) => app.log.warn({ err }, "clean-up of unattached uploads failed"))
      .finally(() => {
        running = null;
        if (timer) timer = setTimeout(run, intervalMs).unref();
      });
  };
  timer = setTimeout(run, firstRunDelayMs).unref();
  app.addHook("onClose", async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    // A run under way finishes before the database it uses is closed.
    await running;
  });
}
