import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { onTestFinished, vi } from "vitest";
import type { Database } from "@mp/db/client";
import { accountEvents, creditLedger, payments, subscriptions, users } from "@mp/db/schema/index";
import { createMailer, type Mailer } from "../src/lib/mailer.ts";
import { grantCredits } from "../src/modules/credits/public.ts";
import type { SubscriptionWorkContext } from "../src/modules/payments/schedule-tasks.ts";

/** The seeded plans (migration 0009): user Basic 900 ¢ / 40 connects, Premium 3900 ¢ / 250; hire Basic 1500 ¢ / 5. */
export const plan = {
  userBasic: { id: "9a7e0000-0000-4000-8000-000000000101", family: "user", name: "Basic", price: 900, allowance: 40 },
  userPremium: {
    id: "9a7e0000-0000-4000-8000-000000000103",
    family: "user",
    name: "Premium",
    price: 3900,
    allowance: 250,
  },
  hireBasic: { id: "9a7e0000-0000-4000-8000-000000000201", family: "hire", name: "Basic", price: 1500, allowance: 5 },
} as const;
export type SeededPlan = (typeof plan)[keyof typeof plan];

export const DAY = 24 * 60 * 60 * 1000;
export const quietLog = () =>
  ({ info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() }) as unknown as FastifyBaseLogger;

/** An account straight in the database (the scheduled work never signs in). */
export async function insertUser(db: Database, label = "subscriber"): Promise<{ id: string; email: string }> {
  const email = `${label}-${randomBytes(5).toString("hex")}@example.org`;
  const [row] = await db
    .insert(users)
    .values({ name: `Sam ${label}`, email })
    .returning({ id: users.id, email: users.email });
  return row!;
}

type SubscribeOptions = {
  provider?: "test" | "stripe";
  status?: "active" | "past_due";
  periodEnd: Date;
  cancelAtPeriodEnd?: boolean;
};

/** A live subscription as the checkout leaves it: the row, the cached plan name and the first period's grant. */
export async function subscribe(db: Database, userId: string, p: SeededPlan, options: SubscribeOptions) {
  const { provider = "test", status = "active", periodEnd, cancelAtPeriodEnd = false } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subscriptions)
      .values({
        userId,
        family: p.family,
        planId: p.id,
        status,
        provider,
        providerSubscriptionId: provider === "stripe" ? `sub_${randomBytes(8).toString("hex")}` : null,
        currentPeriodStart: new Date(periodEnd.getTime() - 30 * DAY),
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd,
      })
      .returning();
    await tx
      .update(users)
      .set(p.family === "user" ? { planType: p.name } : { hirePlanType: p.name, hireFreelancerAvailable: true })
      .where(eq(users.id, userId));
    await grantCredits(tx, {
      userId,
      kind: p.family === "user" ? "connects" : "freelancers",
      amount: p.allowance,
      reason: "grant",
      referenceType: "subscription",
      referenceId: row!.id,
    });
    return row!;
  });
}

/** A mailer writing .eml files into a directory of its own (removed after the test), and a way to read them. */
export async function fileMailer(): Promise<{ mailer: Mailer; files: () => string[]; read: () => string[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mp-reminders-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const mailer = createMailer({ smtpUrl: undefined, from: "shop@example.org", dataDir: dir });
  const files = () => (existsSync(mailer.mailDir) ? readdirSync(mailer.mailDir).filter((f) => f.endsWith(".eml")) : []);
  return { mailer, files, read: () => files().map((f) => readFileSync(path.join(mailer.mailDir, f), "utf8")) };
}

export function workContext(db: Database, mailer: Mailer, overrides: Partial<SubscriptionWorkContext> = {}) {
  return {
    db,
    mailer,
    log: quietLog(),
    productName: "Main Street Market",
    publicUrl: "https://shop.example.com",
    pastDueGraceDays: 14,
    ...overrides,
  } satisfies SubscriptionWorkContext;
}

export async function subscriptionRow(db: Database, id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

export async function userRow(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

export function paymentsOf(db: Database, userId: string) {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.periodStart);
}

export function ledgerOf(db: Database, userId: string) {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.createdAt);
}

export async function eventsOf(db: Database, userId: string, type: "subscription_renewed" | "subscription_expired") {
  return db
    .select({ detail: accountEvents.detail })
    .from(accountEvents)
    .where(and(eq(accountEvents.userId, userId), eq(accountEvents.type, type)));
}

/** Counts rows of a table by a raw condition: the totals the exactly-once tests compare. */
export async function count(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}
