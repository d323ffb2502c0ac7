import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@mp/db/client";
import { creditLedger } from "@mp/db/schema/index";
import { AppError } from "../src/lib/app-error.ts";
import {
  expireCredits,
  grantCredits,
  ledgerBalance,
  spendCredits,
  type CreditMovement,
} from "../src/modules/credits/public.ts";
import { cachedBalances, insertUser, movement, rowsInOrder, wideHandle } from "./helpers/ledger.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
/** 50 connections on PostgreSQL, so that 50 spends really wait on one row lock together. */
let wide: DatabaseHandle;
beforeAll(async () => {
  t = await createTestApp();
  wide = await wideHandle(t.database, 50);
});
afterAll(async () => {
  await wide?.close();
  await t?.close();
});

const db = () => t.database.db;
type Move = typeof grantCredits;
const inTx = (handle: DatabaseHandle, move: Move, m: CreditMovement) => handle.db.transaction((tx) => move(tx, m));

const spendOf = (userId: string, kind: CreditMovement["kind"], amount: number) =>
  movement(userId, kind, amount, { reason: "spend", referenceType: "job_application" });

/** The database's own words for a refused statement (drizzle wraps them in "Failed query: …"). */
async function databaseRefusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(err);
  }
  return "accepted";
}

/** Why a promise was refused, as the route would answer it. */
const refusal = (result: PromiseSettledResult<unknown>) =>
  result.status === "rejected" && result.reason instanceof AppError
    ? `${result.reason.status} ${result.reason.message}`
    : String(result.status === "rejected" ? result.reason : "applied");

describe("50 concurrent spends of one user", () => {
  it.each([
    { kind: "connects" as const, granted: 60, amount: 2, message: "You do not have enough connects." },
    { kind: "connects" as const, granted: 100, amount: 3, message: "You do not have enough connects." },
    { kind: "freelancers" as const, granted: 20, amount: 1, message: "You have no Remaining Freelancer left." },
  ])("never overdraw $kind ($granted granted, $amount each)", async ({ kind, granted, amount, message }) => {
    const userId = await insertUser(db());
    await inTx(t.database, grantCredits, movement(userId, kind, granted));

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => inTx(wide, spendCredits, spendOf(userId, kind, amount))),
    );

    const applied = Math.floor(granted / amount);
    const left = granted - applied * amount;
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(applied);
    expect(results.filter((r) => r.status === "rejected").map(refusal)).toEqual(
      Array.from({ length: 50 - applied }, () => `409 ${message}`),
    );
    const cached = await cachedBalances(db(), userId);
    expect(cached[kind]).toBe(left);
    expect(await ledgerBalance(db(), userId, kind)).toBe(left);
    const rows = await rowsInOrder(db(), userId, kind);
    expect(rows).toHaveLength(1 + applied);
    // The spends took turns: each balance follows the one before it, down to what is left.
    expect(rows.map((r) => r.balanceAfter)).toEqual(
      Array.from({ length: applied + 1 }, (_, i) => granted - i * amount),
    );
  });
});

describe("replays", () => {
  it("writes a grant once, however often it is replayed", async () => {
    const userId = await insertUser(db());
    const grant = movement(userId, "connects", 40);
    expect(await inTx(t.database, grantCredits, grant)).toEqual({ applied: true, balance: 40, delta: 40 });
    expect(await inTx(t.database, grantCredits, grant)).toEqual({ applied: false, balance: 40, delta: 0 });
    expect(await inTx(t.database, grantCredits, { ...grant, amount: 99 })).toEqual({
      applied: false,
      balance: 40,
      delta: 0,
    });
    expect((await cachedBalances(db(), userId)).connects).toBe(40);
    expect(await rowsInOrder(db(), userId, "connects")).toHaveLength(1);
  });

  it("applies one of ten concurrent replays of the same spend", async () => {
    const userId = await insertUser(db());
    await inTx(t.database, grantCredits, movement(userId, "connects", 10));
    const spend = spendOf(userId, "connects", 4);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => inTx(wide, spendCredits, spend)));
    expect(outcomes.filter((o) => o.applied)).toEqual([{ applied: true, balance: 6, delta: -4 }]);
    expect(outcomes.filter((o) => !o.applied)).toHaveLength(9);
    expect(await cachedBalances(db(), userId)).toEqual({ connects: 6, freelancers: 0 });
    expect(await ledgerBalance(db(), userId, "connects")).toBe(6);
  });

  it("keeps the same reference apart by reason: a refund of a spend is its own movement", async () => {
    const userId = await insertUser(db());
    await inTx(t.database, grantCredits, movement(userId, "connects", 10));
    const applicationId = randomUUID();
    const spend = spendOf(userId, "connects", 2);
    await inTx(t.database, spendCredits, { ...spend, referenceId: applicationId });
    const refund = { ...spend, reason: "refund" as const, referenceId: applicationId };
    expect(await inTx(t.database, grantCredits, refund)).toEqual({ applied: true, balance: 10, delta: 2 });
    expect(await inTx(t.database, grantCredits, refund)).toEqual({ applied: false, balance: 10, delta: 0 });
  });
});

describe("refusals", () => {
  it("writes nothing when a spend is short, and rolls back the caller's other writes", async () => {
    const userId = await insertUser(db());
    await inTx(t.database, grantCredits, movement(userId, "connects", 3));
    const attempt = db().transaction(async (tx) => {
      await grantCredits(tx, movement(userId, "freelancers", 5));
      return spendCredits(tx, spendOf(userId, "connects", 4));
    });
    await expect(attempt).rejects.toMatchObject({ status: 409, message: "You do not have enough connects." });
    expect(await cachedBalances(db(), userId)).toEqual({ connects: 3, freelancers: 0 });
    expect(await rowsInOrder(db(), userId, "freelancers")).toEqual([]);
  });

  it("expires at most what is there, and nothing from an empty balance", async () => {
    const userId = await insertUser(db());
    await inTx(t.database, grantCredits, movement(userId, "connects", 7));
    const expiry = (amount: number) => movement(userId, "connects", amount, { reason: "expiry" });
    expect(await inTx(t.database, expireCredits, expiry(10))).toEqual({ applied: true, balance: 0, delta: -7 });
    expect(await inTx(t.database, expireCredits, expiry(10))).toEqual({ applied: false, balance: 0, delta: 0 });
    expect(await rowsInOrder(db(), userId, "connects")).toHaveLength(2);
  });

  it.each([0, -5, 1.5, Number.NaN])("refuses an amount of %s before touching anything", async (amount) => {
    const userId = await insertUser(db());
    await expect(inTx(t.database, grantCredits, movement(userId, "connects", amount))).rejects.toThrow(
      /positive integer/,
    );
    expect(await rowsInOrder(db(), userId, "connects")).toEqual([]);
  });

  it("answers 404 for a user that does not exist", async () => {
    await expect(inTx(t.database, grantCredits, movement(randomUUID(), "connects", 5))).rejects.toMatchObject({
      status: 404,
      message: "User not found.",
    });
  });
});

describe("the append-only trigger", () => {
  it("refuses UPDATE, DELETE and TRUNCATE of ledger rows, and the row stays as written", async () => {
    const userId = await insertUser(db());
    await inTx(t.database, grantCredits, movement(userId, "connects", 12));
    const [row] = await rowsInOrder(db(), userId, "connects");
    if (!row) throw new Error("no row");
    const refusals = [
      await databaseRefusal(db().execute(sql`update credit_ledger set delta = 500 where id = ${row.id}`)),
      await databaseRefusal(db().update(creditLedger).set({ note: "edited" }).where(eq(creditLedger.id, row.id))),
      await databaseRefusal(db().delete(creditLedger).where(eq(creditLedger.id, row.id))),
      await databaseRefusal(db().execute(sql`truncate credit_ledger`)),
    ];
    expect(refusals).toEqual(Array.from({ length: 4 }, () => "credit_ledger is append-only"));
    expect(await rowsInOrder(db(), userId, "connects")).toEqual([row]);
  });

  it("refuses a row that would leave a negative balance, even written by hand", async () => {
    const userId = await insertUser(db());
    const hand = db().insert(creditLedger).values({
      userId,
      kind: "connects",
      delta: -1,
      balanceAfter: -1,
      reason: "adjustment",
      referenceType: "admin",
      referenceId: randomUUID(),
    });
    expect(await databaseRefusal(hand)).toMatch(/credit_ledger_delta_check/);
    expect(await rowsInOrder(db(), userId, "connects")).toEqual([]);
  });
});
