import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  runTask,
  startSchedule,
  taskLockKey,
  type BatchOutcome,
  type ScheduledTask,
} from "../src/lib/scheduled-work.ts";
import { scheduleSubscriptionWork } from "../src/modules/payments/schedule.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import {
  count,
  DAY,
  insertUser,
  paymentsOf,
  plan,
  subscribe,
  subscriptionRow,
} from "./subscription-renewals-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.exec("create table scheduled_probe (n int primary key)");
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const probeRows = () => count(t.database.db, sql`select count(*) as n from scheduled_probe`);

/** A task that writes `perBatch` probe rows per batch until `total` are written. */
function probeTask(total: number, perBatch: number, seen: number[] = []): ScheduledTask {
  let written = 0;
  return {
    name: `probe-${total}-${perBatch}`,
    runBatch: async (tx): Promise<BatchOutcome> => {
      const n = Math.min(perBatch, total - written);
      for (let i = 0; i < n; i++) await tx.execute(sql`insert into scheduled_probe values (${written + i + 1})`);
      written += n;
      return {
        handled: n,
        more: n === perBatch && written < total,
        // After the commit: what the batch wrote is there for anyone to read.
        afterCommit: async () => {
          seen.push(await probeRows());
        },
      };
    },
  };
}

describe("a task's run", () => {
  it("takes batches until one says there is no more, and acts on each only after it committed", async () => {
    const seen: number[] = [];
    const run = await runTask(t.database.db, probeTask(7, 3, seen), new Date());
    expect(run).toEqual({ task: "probe-7-3", handled: 7, batches: 3, busy: false });
    expect(seen).toEqual([3, 6, 7]);
  });

  it("keeps nothing of a batch that failed", async () => {
    const before = await probeRows();
    const failing: ScheduledTask = {
      name: "failing",
      runBatch: async (tx) => {
        await tx.execute(sql`insert into scheduled_probe values (1000)`);
        throw new Error("half way");
      },
    };
    await expect(runTask(t.database.db, failing, new Date())).rejects.toThrow("half way");
    expect(await probeRows()).toBe(before);
  });

  it("gives each task its own stable lock key", () => {
    expect(taskLockKey("subscriptions.renew-test-mode")).toBe(taskLockKey("subscriptions.renew-test-mode"));
    const keys = new Set(
      ["subscriptions.renew-test-mode", "subscriptions.expire", "subscriptions.remind"].map(taskLockKey),
    );
    expect(keys.size).toBe(3);
    for (const key of keys) expect(Number.isInteger(key) && Math.abs(key) < 2 ** 31).toBe(true);
  });
});

describe("the schedule", () => {
  it("runs first after its delay, then after each run ends, on timers that never hold the process", async () => {
    const spy = vi.spyOn(globalThis, "setTimeout");
    let runs = 0;
    let active = 0;
    let overlapped = false;
    const schedule = startSchedule({
      run: async () => {
        runs += 1;
        active += 1;
        overlapped ||= active > 1;
        await new Promise((resolve) => setImmediate(resolve));
        active -= 1;
      },
      firstRunDelayMs: 7,
      intervalMs: 7,
      onError: () => {},
    });
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    await schedule.stop();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(after);
    expect(overlapped).toBe(false);
    // The schedule's own timers (those of 7 ms) are unref'd.
    const timers = spy.mock.calls.flatMap((call, i) =>
      call[1] === 7 ? [spy.mock.results[i]!.value as NodeJS.Timeout] : [],
    );
    expect(timers.length).toBeGreaterThanOrEqual(3);
    expect(timers.every((timer) => !timer.hasRef())).toBe(true);
  });

  it("reports a failed run and runs again; stop waits for the run under way", async () => {
    const errors: unknown[] = [];
    let runs = 0;
    let finished = false;
    let release = () => {};
    const schedule = startSchedule({
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error("database away");
        await new Promise<void>((resolve) => (release = resolve));
        finished = true;
      },
      firstRunDelayMs: 1,
      intervalMs: 1,
      onError: (err) => errors.push(err),
    });
    await vi.waitFor(() => expect(runs).toBe(2), { timeout: 5000 });
    expect(errors).toEqual([new Error("database away")]);
    const stopped = schedule.stop();
    setTimeout(() => release(), 20);
    await stopped;
    expect(finished).toBe(true);
    expect(runs).toBe(2);
  });
});

describe("the subscription work in a running app", () => {
  it("renews on its schedule with the app's clock and stops when the app closes", async () => {
    const now = new Date("2033-01-15T00:00:00.000Z");
    const own = await createTestApp({
      extraRoutes: (app) => scheduleSubscriptionWork(app, { firstRunDelayMs: 0, intervalMs: 10, now: () => now }),
    });
    try {
      const user = await insertUser(own.database.db, "wired");
      const sub = await subscribe(own.database.db, user.id, plan.userBasic, {
        periodEnd: new Date(now.getTime() - DAY),
      });
      await vi.waitFor(async () => expect(await paymentsOf(own.database.db, user.id)).toHaveLength(1), {
        timeout: 15_000,
        interval: 50,
      });
      expect((await subscriptionRow(own.database.db, sub.id)).currentPeriodEnd).toEqual(
        new Date(now.getTime() + 29 * DAY),
      );
      await own.app.close();
      // Closed: a subscription due now is left alone.
      const later = await insertUser(own.database.db, "after-close");
      await subscribe(own.database.db, later.id, plan.userBasic, { periodEnd: new Date(now.getTime() - DAY) });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await paymentsOf(own.database.db, later.id)).toHaveLength(0);
    } finally {
      await own.close();
    }
  });
});
