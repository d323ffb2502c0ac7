import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@mp/db/client";
import "@mp/db/testing/provided-context";
import { databaseUrlFor, dropDatabase, withAdminClient } from "@mp/db/testing/test-database";
import { startServerProcess, type ServerProcess } from "./helpers/server-process.ts";
import { count, DAY, insertUser, plan, subscribe } from "./subscription-renewals-fixtures.ts";

const template = inject("testTemplate");

/**
 * The production shape: two real server processes (`server.ts`, as `npm start` runs it) on one
 * PostgreSQL, each with the work on its own schedule and its own mail folder, on the real clock.
 * The first run comes 30 s after start, so this test takes about a minute.
 */
describe.runIf(template.kind === "postgres")("scheduled work in two server processes", () => {
  const name = `mp_sched_srv_${randomBytes(6).toString("hex")}`;
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  let handle: DatabaseHandle | null = null;
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await handle?.close();
    if (template.kind === "postgres") await dropDatabase(template.serverUrl, name);
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("renew, expire and remind each due subscription once between them", { timeout: 240_000 }, async () => {
    if (template.kind !== "postgres") return;
    await withAdminClient(template.serverUrl, (client) =>
      client.query(`CREATE DATABASE "${name}" TEMPLATE "${template.database}"`),
    );
    const url = databaseUrlFor(template.serverUrl, name);
    handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const db = handle.db;
    const now = Date.now();
    const n = 6;
    for (let i = 0; i < n; i++) {
      const renew = await insertUser(db, "srv-renew");
      await subscribe(db, renew.id, plan.userBasic, { periodEnd: new Date(now - (i + 1) * 60_000) });
      const expire = await insertUser(db, "srv-expire");
      await subscribe(db, expire.id, plan.userPremium, {
        periodEnd: new Date(now - (i + 1) * 60_000),
        cancelAtPeriodEnd: true,
      });
      const remind = await insertUser(db, "srv-remind");
      await subscribe(db, remind.id, plan.hireBasic, { periodEnd: new Date(now + 2 * DAY) });
    }

    for (let i = 0; i < 2; i++) dirs.push(await mkdtemp(path.join(os.tmpdir(), "mp-sched-srv-")));
    const env = (dataDir: string) => ({
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: "3",
      DATA_DIR: dataDir,
      PUBLIC_URL: "https://shop.example.com",
      TOKEN_SECRET: "scheduled-work-servers-secret-".padEnd(48, "x"),
      SCHEDULE_INTERVAL_SECONDS: "5",
      RATE_LIMIT_PER_MINUTE: "0",
    });
    servers.push(...(await Promise.all(dirs.map((dir) => startServerProcess(env(dir))))));

    const mails = () =>
      dirs.reduce((sum, dir) => {
        const mailDir = path.join(dir, "mail");
        return sum + (existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith(".eml")).length : 0);
      }, 0);
    const renewals = () =>
      count(
        db,
        sql`select count(*) as n from payments where kind = 'renewal' and user_id in (select id from users where email like 'srv-%')`,
      );
    const expired = () =>
      count(
        db,
        sql`select count(*) as n from subscriptions where status = 'expired' and user_id in (select id from users where email like 'srv-%')`,
      );
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline && ((await renewals()) < n || (await expired()) < n || mails() < n)) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Two more intervals of both processes, with nothing left to do.
    await new Promise((resolve) => setTimeout(resolve, 11_000));

    expect(await renewals()).toBe(n);
    expect(
      await count(
        db,
        sql`select count(*) as n from credit_ledger where reason = 'renewal' and user_id in (select id from users where email like 'srv-%')`,
      ),
    ).toBe(n);
    expect(await expired()).toBe(n);
    expect(
      await count(
        db,
        sql`select count(*) as n from credit_ledger where reason = 'expiry' and user_id in (select id from users where email like 'srv-%')`,
      ),
    ).toBe(n);
    expect(
      await count(
        db,
        sql`select count(*) as n from account_events where type = 'subscription_expired' and user_id in (select id from users where email like 'srv-%')`,
      ),
    ).toBe(n);
    expect(mails()).toBe(n);
    expect(
      await count(
        db,
        sql`select count(*) as n from subscriptions where reminder_sent_for = current_period_end and user_id in (select id from users where email like 'srv-%')`,
      ),
    ).toBe(n);
    const logged = servers.filter((s) => s.output().includes("scheduled subscription work done"));
    expect(logged.length).toBeGreaterThanOrEqual(1);
  });
});
