import { sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "@mp/db/client";
import type { Mailer } from "./mailer.ts";

/** The transaction a task's batch runs in (it holds the task's advisory lock until it ends). */
export type WorkTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * What one batch did. `handled` counts the rows it changed; `more` asks for another batch at once
 * (a full batch, every row handled); `afterCommit` runs once the batch has committed: what
 * cannot be undone (a mail) happens only after what it records is durable.
 */
export type BatchOutcome = { handled: number; more: boolean; afterCommit?: () => Promise<void> };

/**
 * A piece of work that runs on a schedule. `runBatch` picks its due rows itself, with
 * `FOR UPDATE SKIP LOCKED`, and makes each effect keyed so that it cannot happen twice.
 */
export type ScheduledTask = {
  name: string;
  runBatch: (tx: WorkTransaction, now: Date) => Promise<BatchOutcome>;
};

/** What one run of a task did: `busy` when another process held the task's lock at the first batch. */
export type TaskRun = { task: string; handled: number; batches: number; busy: boolean };

/** The first key of the two-key advisory locks: scheduled work, apart from migration and seed (4_242_001, 4_242_002). */
const SCHEDULE_LOCK_SPACE = 4_242_100;
const MAX_BATCHES_PER_RUN = 50;

/** A stable 32-bit key for a task's name (FNV-1a), the second key of its advisory lock. */
export function taskLockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * Runs one batch inside a transaction that first takes the task's transaction-scoped advisory
 * lock without waiting: while one process works on a task, another one's attempt answers null at
 * once (the lock ends with the transaction, so a crashed process never leaves it held). The lock
 * only saves the second process the work; what makes an effect happen once is the row lock and
 * the keyed writes inside `runBatch`.
 */
export async function runBatchExclusively(db: Database, task: ScheduledTask, now: Date): Promise<BatchOutcome | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${SCHEDULE_LOCK_SPACE}::int, ${taskLockKey(task.name)}::int) as locked`,
    );
    // Both drivers answer { rows }: node-postgres and PGlite alike.
    if (!(result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return null;
    return task.runBatch(tx, now);
  });
}

/** Runs a task's batches until its due rows are done (or another process holds it, or the run's cap is reached). */
export async function runTask(db: Database, task: ScheduledTask, now: Date): Promise<TaskRun> {
  const run: TaskRun = { task: task.name, handled: 0, batches: 0, busy: false };
  while (run.batches < MAX_BATCHES_PER_RUN) {
    const outcome = await runBatchExclusively(db, task, now);
    if (outcome === null) {
      run.busy = run.batches === 0;
      break;
    }
    run.batches += 1;
    run.handled += outcome.handled;
    await outcome.afterCommit?.();
    if (!outcome.more) break;
  }
  return run;
}

export type ScheduleOptions = {
  /** What each run does; a rejection goes to `onError`, and the next run comes all the same. */
  run: () => Promise<unknown>;
  intervalMs: number;
  firstRunDelayMs: number;
  onError: (err: unknown) => void;
};

export type Schedule = { stop: () => Promise<void> };

/**
 * Calls `run` after `firstRunDelayMs`, then `intervalMs` after each run ends (runs never overlap
 * in one process), on unref'd timers that never keep the process alive. `stop` cancels the next
 * run and waits for one under way.
 */
export function startSchedule({ run, intervalMs, firstRunDelayMs, onError }: ScheduleOptions): Schedule {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = () => {
    timer = null;
    running = run()
      .then(
        () => undefined,
        (err: unknown) => onError(err),
      )
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  timer = setTimeout(tick, firstRunDelayMs).unref();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

/** The first run of an app's scheduled work waits until the server has answered its first requests. */
const APP_FIRST_RUN_DELAY_MS = 30_000;

/** For tests: a quicker schedule and a fixed clock. */
export type AppScheduleOptions = { firstRunDelayMs?: number; intervalMs?: number; now?: () => Date };

type AppWork = {
  /** One run: how many rows it handled of each kind, logged with `done` when any; a rejection goes to `failed`. */
  run: (now: Date) => Promise<Record<string, number>>;
  intervalMs: number;
  /** The line logged after a run that handled something ("scheduled subscription work done"). */
  done: string;
  /** The warning logged when a run fails ("…; the next run tries again"). */
  failed: string;
};

/**
 * Runs `work` every `intervalMs` in this process (startSchedule) and stops it before the app
 * closes — before the mailer, then the database, close: a run under way finishes first. Call it
 * before the app is ready.
 */
export function scheduleAppWork(app: FastifyInstance, work: AppWork, options: AppScheduleOptions = {}): void {
  const now = options.now ?? (() => new Date());
  const schedule = startSchedule({
    run: async () => {
      const handled = await work.run(now());
      if (Object.values(handled).some((count) => count > 0)) app.log.info(handled, work.done);
    },
    intervalMs: options.intervalMs ?? work.intervalMs,
    firstRunDelayMs: options.firstRunDelayMs ?? APP_FIRST_RUN_DELAY_MS,
    onError: (err) => app.log.warn({ err }, work.failed),
  });
  app.addHook("preClose", () => schedule.stop());
}

/** What every scheduled mailing needs of the app: the database, the mailer, the log, and the product's name and address. */
export type MailWorkContext = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  productName: string;
  publicUrl: string;
};

export function mailWorkContext(app: FastifyInstance): MailWorkContext {
  const { productName, publicUrl } = app.config;
  return { db: app.database.db, mailer: app.mailer, log: app.log, productName, publicUrl };
}
