import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@mp/db/client";
import "@mp/db/testing/provided-context";
import { databaseUrlFor, dropDatabase, withAdminClient } from "@mp/db/testing/test-database";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { runTask, taskLockKey } from "../src/lib/scheduled-work.ts";
import { scheduleSubscriptionWork } from "../src/modules/payments/schedule.ts";
import { expiryTask, renewalTask, reminderTask, runSubscriptionWork } from "../src/modules/payments/schedule-tasks.ts";
import { TEST_TOKEN_SECRET } from "./helpers/test-app.ts";
import { count, DAY, fileMailer, insertUser, plan, subscribe, workContext } from "./subscription-renewals-fixtures.ts";

const template = inject("testTemplate");

/**
 * Several processes on one PostgreSQL: two connection pools on one database, each with its own
 * mailer, run the same work at the same moment. Each due renewal, expiry and reminder must happen
 * exactly once between them: payments, ledger rows, events and mails are counted.
 */
describe.runIf(template.kind === "postgres")("scheduled work from two processes on one PostgreSQL", () => {
  const name = `mp_sched_${randomBytes(6).toString("hex")}`;
  const handles: DatabaseHandle[] = [];
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  beforeAll(async () => {
    if (template.kind !== "postgres") return;
    await withAdminClient(template.serverUrl, (client) =>
      client.query(`CREATE DATABASE "${name}" TEMPLATE "${template.database}"`),
    );
    const url = databaseUrlFor(template.serverUrl, name);
    handles.push(
      await openDatabase({ databaseUrl: url, poolSize: 4 }),
      await openDatabase({ databaseUrl: url, poolSize: 4 }),
    );
    [a, b] = handles as [DatabaseHandle, DatabaseHandle];
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    if (template.kind === "postgres") await dropDatabase(template.serverUrl, name);
  });

  /** `n` subscriptions of each kind of due work, at `now`, and as many not due. */
  async function dueWork(now: Date, n: number) {
    const ids = { renew: [] as string[], expire: [] as string[], remind: [] as string[] };
    for (let i = 0; i < n; i++) {
      const renew = await insertUser(a.db, "renew");
      ids.renew.push(renew.id);
      await subscribe(a.db, renew.id, plan.userBasic, { periodEnd: new Date(now.getTime() - (i + 1) * 60_000) });
      const expire = await insertUser(a.db, "expire");
      ids.expire.push(expire.id);
      await subscribe(a.db, expire.id, i % 2 ? plan.hireBasic : plan.userPremium, {
        periodEnd: new Date(now.getTime() - i * 60_000),
        cancelAtPeriodEnd: true,
      });
      const remind = await insertUser(a.db, "remind");
      ids.remind.push(remind.id);
      await subscribe(a.db, remind.id, plan.userBasic, { periodEnd: new Date(now.getTime() + 2 * DAY + i * 60_000) });
      const later = await insertUser(a.db, "later");
      await subscribe(a.db, later.id, plan.userBasic, { periodEnd: new Date(now.getTime() + 10 * DAY) });
    }
    return ids;
  }

  const inList = (ids: string[]) =>
    sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );

  async function expectEachOnce(db: DatabaseHandle["db"], ids: Awaited<ReturnType<typeof dueWork>>, mails: number) {
    const n = ids.renew.length;
    const renewals = await count(
      db,
      sql`select count(*) as n from payments where kind = 'renewal' and user_id in (${inList(ids.renew)})`,
    );
    const renewalGrants = await count(
      db,
      sql`select count(*) as n from credit_ledger where reason = 'renewal' and user_id in (${inList(ids.renew)})`,
    );
    const renewedEvents = await count(
      db,
      sql`select count(*) as n from account_events where type = 'subscription_renewed' and user_id in (${inList(ids.renew)})`,
    );
    const balances = await count(
      db,
      sql`select count(*) as n from users where connects = 80 and id in (${inList(ids.renew)})`,
    );
    expect({ renewals, renewalGrants, renewedEvents, balances }).toEqual({
      renewals: n,
      renewalGrants: n,
      renewedEvents: n,
      balances: n,
    });

    const expired = await count(
      db,
      sql`select count(*) as n from subscriptions where status = 'expired' and user_id in (${inList(ids.expire)})`,
    );
    const expiryRows = await count(
      db,
      sql`select count(*) as n from credit_ledger where reason = 'expiry' and user_id in (${inList(ids.expire)})`,
    );
    const expiredEvents = await count(
      db,
      sql`select count(*) as n from account_events where type = 'subscription_expired' and user_id in (${inList(ids.expire)})`,
    );
    const emptied = await count(
      db,
      sql`select count(*) as n from users where connects = 0 and remaining_freelancers = 0 and plan_type is null
            and hire_plan_type is null and id in (${inList(ids.expire)})`,
    );
    expect({ expired, expiryRows, expiredEvents, emptied }).toEqual({
      expired: n,
      expiryRows: n,
      expiredEvents: n,
      emptied: n,
    });

    const reminded = await count(
      db,
      sql`select count(*) as n from subscriptions where reminder_sent_for = current_period_end
            and user_id in (${inList(ids.remind)})`,
    );
    expect(reminded).toBe(n);
    expect(mails).toBe(n);
  }

  it("runs each due renewal, expiry and reminder exactly once when both run the whole work at once, again and again", async () => {
    const now = new Date("2034-04-01T00:00:00.000Z");
    const ids = await dueWork(now, 12);
    const mailA = await fileMailer();
    const mailB = await fileMailer();
    const ctxA = workContext(a.db, mailA.mailer, { batchSize: 3 });
    const ctxB = workContext(b.db, mailB.mailer, { batchSize: 3 });
    const runs: Awaited<ReturnType<typeof runSubscriptionWork>>[] = [];
    for (let round = 0; round < 3; round++) {
      runs.push(
        ...(await Promise.all([
          runSubscriptionWork(ctxA, now),
          runSubscriptionWork(ctxB, now),
          runSubscriptionWork(ctxA, now),
          runSubscriptionWork(ctxB, now),
        ])),
      );
    }
    const handled = (task: "renewals" | "expiries" | "reminders") => runs.reduce((sum, r) => sum + r[task].handled, 0);
    expect([handled("renewals"), handled("expiries"), handled("reminders")]).toEqual([12, 12, 12]);
    await expectEachOnce(a.db, ids, mailA.files().length + mailB.files().length);
  });

  it("stays exactly once without the advisory lock: the row locks (SKIP LOCKED) and the keyed writes suffice", async () => {
    const now = new Date("2035-04-01T00:00:00.000Z");
    const ids = await dueWork(now, 10);
    const mailA = await fileMailer();
    const mailB = await fileMailer();
    const ctxA = workContext(a.db, mailA.mailer, { batchSize: 2 });
    const ctxB = workContext(b.db, mailB.mailer, { batchSize: 2 });
    // Each batch straight in a transaction of its own, as if every process held the lock at once.
    const batchesOf = (ctx: typeof ctxA, db: DatabaseHandle["db"]) =>
      [renewalTask(ctx), expiryTask(ctx), reminderTask(ctx)].map(async (task) => {
        for (let i = 0; i < 20; i++) {
          const outcome = await db.transaction((tx) => task.runBatch(tx, now));
          await outcome.afterCommit?.();
        }
      });
    await Promise.all([...batchesOf(ctxA, a.db), ...batchesOf(ctxB, b.db), ...batchesOf(ctxA, a.db)]);
    await expectEachOnce(a.db, ids, mailA.files().length + mailB.files().length);
  });

  it("lets one process at a time run a task: the other finds it busy and skips it", async () => {
    const mail = await fileMailer();
    const task = renewalTask(workContext(b.db, mail.mailer));
    let release = () => {};
    const holding = a.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(4242100, ${taskLockKey(task.name)}::int)`);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const run = await runTask(b.db, task, new Date());
    expect(run).toMatchObject({ busy: true, handled: 0, batches: 0 });
    release();
    await holding;
    expect((await runTask(b.db, task, new Date())).busy).toBe(false);
  });

  it("two apps with the work scheduled, on one database, renew, expire and remind once", async () => {
    const now = new Date("2036-04-01T00:00:00.000Z");
    const ids = await dueWork(now, 8);
    const mails = [await fileMailer(), await fileMailer()];
    const apps: FastifyInstance[] = [];
    for (const [i, handle] of [a, b].entries()) {
      apps.push(
        await buildApp({
          config: loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "./.tmp/test-data", RATE_LIMIT_PER_MINUTE: "0" }),
          secrets: { tokenSecret: TEST_TOKEN_SECRET },
          database: handle,
          mailer: mails[i]!.mailer,
        }),
      );
    }
    // Both start their schedules at the same moment, the first runs once both have booted.
    for (const app of apps) scheduleSubscriptionWork(app, { firstRunDelayMs: 1500, intervalMs: 25, now: () => now });
    await Promise.all(apps.map((app) => app.ready()));
    try {
      const done = () =>
        count(
          a.db,
          sql`select count(*) as n from subscriptions where status = 'expired' and user_id in (${inList(ids.expire)})`,
        );
      const deadline = Date.now() + 20_000;
      while ((await done()) < 8 || mails[0]!.files().length + mails[1]!.files().length < 8) {
        if (Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // A few more runs of both, with nothing left to do.
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
    await expectEachOnce(a.db, ids, mails[0]!.files().length + mails[1]!.files().length);
  });
});
