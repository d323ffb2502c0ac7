import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedSearch } from "@mp/contracts/saved-search";
import type { Mailer } from "../src/lib/mailer.ts";
import { runTask } from "../src/lib/scheduled-work.ts";
import {
  alertTask,
  lastDailyTime,
  runAlertWork,
  SETTLE_MS,
  type AlertWorkContext,
} from "../src/modules/saved-searches/alert-tasks.ts";
import { createAccount, type Account } from "./helpers/accounts.ts";
import { newClient, postJob } from "./helpers/jobs.ts";
import { alertContext, keptMail, mailsFor, runNow, saveSearch as saveSearchAs } from "./helpers/saved-searches.ts";
import {
  callApi,
  catalogue,
  createPublishedListing,
  createVendorTestApp,
  rows,
  uniqueWord,
  type ErrorBody,
  type VendorTestApp,
} from "./helpers/vendor.ts";
import { fileMailer } from "./subscription-renewals-fixtures.ts";

let t: VendorTestApp;
let ids: Awaited<ReturnType<typeof catalogue>>;
let vendor: Account;

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off", PUBLIC_URL: "https://shop.example.com" });
  ids = await catalogue(t.database);
  vendor = await createAccount(t.app);
});
afterAll(() => t?.close());

const context = (mailer: Mailer, overrides: Partial<AlertWorkContext> = {}) => alertContext(t.app, mailer, overrides);
const saveSearch = (account: Account, overrides: object) => saveSearchAs(t.app, account, overrides);

/** Publishes through the API; a vendor's plan allows 10 listings, so a new vendor takes over every 10. */
let published = 0;
async function publish(name: string, overrides: object = {}) {
  if (++published % 10 === 0) vendor = await createAccount(t.app);
  return (await createPublishedListing(t.app, vendor.token, ids, { name, ...overrides })).listing;
}

const matchesOf = (id: string) =>
  rows<{ item_id: string; mailed: boolean }>(
    t.database,
    sql`select item_id, mailed_at is not null as mailed from saved_search_matches where saved_search_id = ${id} order by item_id`,
  );

describe("saved-search alerts", () => {
  it("mails one message naming only the new match, once", async () => {
    const word = uniqueWord();
    const account = await createAccount(t.app);
    const search = await saveSearch(account, { name: word, params: { q: word } });
    const match = await publish(`${word} Bakery`, { priceCents: 1250 });
    const other = await publish("Plain Hardware Store");
    const { sent, mailer } = keptMail();

    await runAlertWork(context(mailer), runNow());
    const mails = mailsFor(sent, word);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(account.email);
    expect(mail.subject).toBe(`1 new listing for “${word}”`);
    expect(mail.text).toContain(`${word} Bakery ($12.50 · Springfield)`);
    expect(mail.text).toContain(`https://shop.example.com/productdetail/${match._id}`);
    expect(mail.text).not.toContain("Plain Hardware Store");
    expect(mail.text).not.toContain(other._id);
    expect(mail.text).toContain(`https://shop.example.com/search?q=${word}`);
    expect(mail.html).toContain(`${word} Bakery</a> — $12.50 · Springfield`);
    const unsubscribe = mail.text.match(/Stop these alerts: (\S+)/)?.[1];
    expect(unsubscribe).toMatch(/^https:\/\/shop\.example\.com\/saved-searches\/unsubscribe\?token=[\w.-]+$/);
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${unsubscribe}>` });
    expect(await matchesOf(search._id)).toEqual([{ item_id: match._id, mailed: true }]);

    await runAlertWork(context(mailer), runNow());
    expect(mailsFor(sent, word)).toHaveLength(1);
  });

  it("names ten and counts the rest", async () => {
    const word = uniqueWord();
    const account = await createAccount(t.app);
    await saveSearch(account, { name: word, params: { q: word } });
    for (let i = 0; i < 12; i++) await publish(`${word} Shop ${String(i).padStart(2, "0")}`);
    const { sent, mailer } = keptMail();
    await runAlertWork(context(mailer), runNow());
    const [mail, ...rest] = mailsFor(sent, word);
    expect(rest).toHaveLength(0);
    expect(mail!.subject).toBe(`12 new listings for “${word}”`);
    expect(mail!.text.match(/\/productdetail\//g)).toHaveLength(10);
    // Newest first: the two oldest are the ones counted.
    expect(mail!.text).toContain(`${word} Shop 11`);
    expect(mail!.text).not.toContain(`${word} Shop 00`);
    expect(mail!.text).toContain("and 2 more");
  });

  it("mails daily searches once the day's hour has passed, and instant ones at each run", async () => {
    const word = uniqueWord();
    const account = await createAccount(t.app);
    const daily = await saveSearch(account, { name: `${word} daily`, params: { q: word }, frequency: "daily" });
    await saveSearch(account, { name: `${word} instant`, params: { q: word }, frequency: "instant" });
    await publish(`${word} Florist`);
    const { sent, mailer } = keptMail();
    const now = runNow();
    const hour = (now.getUTCHours() + 1) % 24;
    await runAlertWork(context(mailer, { dailyHour: hour }), now);
    expect(mailsFor(sent, `${word} instant`)).toHaveLength(1);
    expect(mailsFor(sent, `${word} daily`)).toHaveLength(0);
    expect(await matchesOf(daily._id)).toHaveLength(0);

    // The next time the hour comes round, the daily one is due (its task alone, at that moment).
    const nextDaily = new Date(
      lastDailyTime(new Date(now.getTime() + 86_400_000), hour).getTime() + SETTLE_MS + 60_000,
    );
    await runTask(t.database.db, alertTask(context(mailer, { dailyHour: hour }), "daily"), nextDaily);
    expect(mailsFor(sent, `${word} daily`)).toHaveLength(1);
    await runTask(t.database.db, alertTask(context(mailer, { dailyHour: hour }), "daily"), nextDaily);
    expect(mailsFor(sent, `${word} daily`)).toHaveLength(1);
  });

  it("mails a job search with the job's company and link", async () => {
    const word = uniqueWord();
    const account = await createAccount(t.app);
    await saveSearch(account, {
      kind: "jobs",
      name: word,
      path: "/findjob",
      params: { q: word, categoryId: ids.categoryId },
    });
    const client = await newClient(t.app, t.database, "Harbor Bakery");
    const jobId = await postJob(t.app, t.database, client, { title: `${word} bookkeeper` });
    await postJob(t.app, t.database, client, { title: `Baker wanted` });
    const { sent, mailer } = keptMail();
    await runAlertWork(context(mailer), runNow());
    const [mail, ...rest] = mailsFor(sent, word);
    expect(rest).toHaveLength(0);
    expect(mail!.subject).toBe(`1 new job for “${word}”`);
    expect(mail!.text).toContain(`${word} bookkeeper (Harbor Bakery · Springfield)`);
    expect(mail!.text).toContain(`https://shop.example.com/job/${jobId}`);
    expect(mail!.text).not.toContain("Baker wanted");
  });

  it("never mails a hidden item, whether hidden before it matched or after", async () => {
    const word = uniqueWord();
    const account = await createAccount(t.app);
    const search = await saveSearch(account, { name: word, params: { q: word } });
    const hiddenFirst = await publish(`${word} Hidden Early`);
    await t.database.db.execute(
      sql`update listings set hidden_at = now(), hidden_cause = 'moderation' where id = ${hiddenFirst._id}`,
    );
    const { sent, mailer } = keptMail();
    await runAlertWork(context(mailer), runNow());
    expect(mailsFor(sent, word)).toHaveLength(0);
    expect(await matchesOf(search._id)).toHaveLength(0);

    // Matched while visible (the mail failed), hidden before the next run: dropped, not mailed.
    const hiddenLater = await publish(`${word} Hidden Late`);
    const failing = keptMail();
    failing.state.failing = true;
    await runAlertWork(context(failing.mailer), runNow());
    expect(await matchesOf(search._id)).toEqual([{ item_id: hiddenLater._id, mailed: false }]);
    await t.database.db.execute(
      sql`update listings set hidden_at = now(), hidden_cause = 'moderation' where id = ${hiddenLater._id}`,
    );
    await runAlertWork(context(mailer), runNow());
    expect(mailsFor(sent, word)).toHaveLength(0);
    expect(await matchesOf(search._id)).toHaveLength(0);
  });

  it("gives a failed mail's matches back, and the next run sends them", async () => {
    const word = uniqueWord();
    const account = await createAccount(t.app);
    const search = await saveSearch(account, { name: word, params: { q: word } });
    const listing = await publish(`${word} Cobbler`);
    const { sent, mailer, state } = keptMail();
    state.failing = true;
    await runAlertWork(context(mailer), runNow());
    expect(await matchesOf(search._id)).toEqual([{ item_id: listing._id, mailed: false }]);
    state.failing = false;
    await runAlertWork(context(mailer), runNow());
    expect(mailsFor(sent, word)).toHaveLength(1);
    expect(await matchesOf(search._id)).toEqual([{ item_id: listing._id, mailed: true }]);
  });

  it("two runners at once mail each match once", async () => {
    const word = uniqueWord();
    const searches: SavedSearch[] = [];
    for (let i = 0; i < 4; i++)
      searches.push(await saveSearch(await createAccount(t.app), { name: `${word} ${i}`, params: { q: word } }));
    await publish(`${word} Deli`);
    const a = keptMail();
    const b = keptMail();
    const now = runNow();
    const runs = await Promise.all([runAlertWork(context(a.mailer), now), runAlertWork(context(b.mailer), now)]);
    expect([...a.sent, ...b.sent].filter((m) => m.subject.includes(word))).toHaveLength(4);
    expect(runs.some((run) => run.instant.busy) || a.sent.length === 0 || b.sent.length === 0).toBe(true);

    // Without the advisory lock (each batch straight in a transaction), the row locks and the claim still mail once.
    await publish(`${word} Second Deli`);
    const c = keptMail();
    const d = keptMail();
    const later = runNow();
    await Promise.all(
      [c, d].map((kept) => {
        const task = alertTask(context(kept.mailer), "instant");
        return t.database.db.transaction((tx) => task.runBatch(tx, later)).then((outcome) => outcome.afterCommit?.());
      }),
    );
    expect([...c.sent, ...d.sent].filter((m) => m.subject.includes(word))).toHaveLength(4);
    for (const search of searches) expect(await matchesOf(search._id)).toHaveLength(2);
  });

  it("writes the List-Unsubscribe header into the sent message", async () => {
    const word = uniqueWord();
    const account = await createAccount(t.app);
    await saveSearch(account, { name: word, params: { q: word } });
    await publish(`${word} Tailor`);
    const files = await fileMailer();
    await runAlertWork(context(files.mailer), runNow());
    const eml = files.read().find((text) => text.includes(word));
    expect(eml).toMatch(/^List-Unsubscribe:\s+<https:\/\/shop\.example\.com\/saved-searches\/unsubscribe\?token=/m);
  });
});

describe("unsubscribing from the mail's link", () => {
  async function alertedSearch() {
    const word = uniqueWord();
    const account = await createAccount(t.app);
    const search = await saveSearch(account, { name: `${word} alerts`, params: { q: word } });
    await publish(`${word} Grocer`);
    const { sent, mailer } = keptMail();
    await runAlertWork(context(mailer), runNow());
    const url = mailsFor(sent, `${word} alerts`)[0]!.text.match(/Stop these alerts: (\S+)/)![1]!;
    return { search, token: new URL(url).searchParams.get("token")! };
  }
  const unsubscribe = (payload: object) =>
    callApi<{ result_value: { name: string | null } } & ErrorBody>(
      t.app,
      "POST",
      "/api/saved-searches/unsubscribe",
      undefined,
      payload,
    );

  it("deletes the saved search without signing in; the same link again answers alike", async () => {
    const { search, token } = await alertedSearch();
    const first = await unsubscribe({ token });
    expect(first.status).toBe(200);
    expect(first.body.result_value).toEqual({ name: search.name });
    expect(await rows(t.database, sql`select 1 from saved_searches where id = ${search._id}`)).toHaveLength(0);
    const again = await unsubscribe({ token });
    expect(again.status).toBe(200);
    expect(again.body.result_value).toEqual({ name: null });
  });

  it("refuses a forged or altered token with 400 and deletes nothing", async () => {
    const { search, token } = await alertedSearch();
    const other = await saveSearch(await createAccount(t.app), { name: "Other", params: { q: "bread" } });
    const [id, signature] = token.split(".") as [string, string];
    const flip = (c: string) => (c === "A" ? "B" : "A");
    const forged = [
      `${id}.${signature.slice(0, -1)}${flip(signature.slice(-1))}`,
      `${other._id}.${signature}`,
      `${id}.${"A".repeat(43)}`,
      `${id}.${signature}.x`,
      `${id}.${signature}=`,
      id,
      "",
      "not a token",
    ];
    for (const bad of forged) {
      const res = await unsubscribe({ token: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe("Invalid link.");
    }
    for (const payload of [{}, { token: "x".repeat(301) }, { token: 5 }]) {
      const res = await unsubscribe(payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Invalid link.");
    }
    const left = await rows(t.database, sql`select id from saved_searches where id in (${search._id}, ${other._id})`);
    expect(left).toHaveLength(2);
  });
});
