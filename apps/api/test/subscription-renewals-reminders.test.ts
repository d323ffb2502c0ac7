import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mailer } from "../src/lib/mailer.ts";
import { runSubscriptionWork } from "../src/modules/payments/schedule-tasks.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import {
  DAY,
  fileMailer,
  insertUser,
  plan,
  subscribe,
  subscriptionRow,
  workContext,
} from "./subscription-renewals-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const base = new Date("2032-06-01T09:00:00.000Z");
const at = (days: number) => new Date(base.getTime() + days * DAY);

/** Quoted-printable soft line breaks undone, so that a sentence can be looked for whole. */
const unfold = (eml: string) => eml.replace(/=\r?\n/g, "").replace(/=E2=80=94/g, "—");

function work(mailer: Mailer, now: Date) {
  return runSubscriptionWork(workContext(t.database.db, mailer), now);
}

describe("reminder mails", () => {
  it("go out three days before a renewal, once per period, and again for the next period", async () => {
    const user = await insertUser(t.database.db, "remind");
    const sub = await subscribe(t.database.db, user.id, plan.userBasic, { periodEnd: at(10) });
    const mail = await fileMailer();

    // Four days before: not yet.
    await work(mail.mailer, at(6));
    expect(mail.files()).toHaveLength(0);
    expect((await subscriptionRow(t.database.db, sub.id)).reminderSentFor).toBeNull();

    // Three days before, and every run after it in the same period: one mail.
    const run = await work(mail.mailer, at(7));
    expect(run.reminders.handled).toBeGreaterThanOrEqual(1);
    await work(mail.mailer, at(8));
    await work(mail.mailer, at(9.9));
    const sent = mail.read();
    expect(sent).toHaveLength(1);
    const message = unfold(sent[0]!);
    expect(message).toContain(`To: ${user.email}`);
    expect(message).toContain("Subject: Your Basic subscription plan renews on Jun 11, 2032");
    expect(message).toContain("renews on Jun 11, 2032 for $9.00 (test mode: nothing real is charged).");
    expect(message).toContain("https://shop.example.com/subscription");
    expect((await subscriptionRow(t.database.db, sub.id)).reminderSentFor).toEqual(at(10));

    // Renewed at the period's end: the next period's reminder comes three days before its end.
    await work(mail.mailer, at(10));
    expect((await subscriptionRow(t.database.db, sub.id)).currentPeriodEnd).toEqual(at(40));
    await work(mail.mailer, at(36));
    expect(mail.files()).toHaveLength(1);
    await work(mail.mailer, at(37.5));
    await work(mail.mailer, at(38));
    expect(mail.files()).toHaveLength(2);
    expect((await subscriptionRow(t.database.db, sub.id)).reminderSentFor).toEqual(at(40));
  });

  it("say when a plan set to end will end, and what ends with it", async () => {
    const user = await insertUser(t.database.db, "ending");
    await subscribe(t.database.db, user.id, plan.hireBasic, { periodEnd: at(110), cancelAtPeriodEnd: true });
    const mail = await fileMailer();
    await work(mail.mailer, at(108));
    const sent = mail.read().map(unfold);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("Subject: Your Basic hire plan ends on Sep 19, 2032");
    expect(sent[0]).toContain("Nothing more will be charged.");
    expect(sent[0]).toContain("When it ends, what is left of your Remaining Freelancer allowance ends with it.");
  });

  it("are given back when the mail cannot be sent, and go out on the next run", async () => {
    const user = await insertUser(t.database.db, "retry");
    const sub = await subscribe(t.database.db, user.id, plan.userPremium, { periodEnd: at(210) });
    const mail = await fileMailer();
    let failures = 1;
    const flaky: Mailer = {
      ...mail.mailer,
      send: async (message) => {
        if (message.to === user.email && failures-- > 0) throw new Error("smtp down");
        await mail.mailer.send(message);
      },
    };
    await work(flaky, at(208));
    expect(mail.read().filter((m) => m.includes(user.email))).toHaveLength(0);
    expect((await subscriptionRow(t.database.db, sub.id)).reminderSentFor).toBeNull();
    await work(flaky, at(208.1));
    expect(mail.read().filter((m) => m.includes(user.email))).toHaveLength(1);
    expect((await subscriptionRow(t.database.db, sub.id)).reminderSentFor).toEqual(at(210));
  });

  it("are not sent for a past-due subscription or one already over", async () => {
    const user = await insertUser(t.database.db, "quiet");
    await subscribe(t.database.db, user.id, plan.userBasic, {
      periodEnd: at(310),
      provider: "stripe",
      status: "past_due",
    });
    const mail = await fileMailer();
    await work(mail.mailer, at(308));
    await work(mail.mailer, at(311));
    expect(mail.read().filter((m) => m.includes(user.email))).toHaveLength(0);
  });
});
