import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreditKind } from "@mp/db/schema/index";
import { AppError } from "../src/lib/app-error.ts";
import {
  expireCredits,
  grantCredits,
  ledgerBalance,
  spendCredits,
  type CreditMovement,
  type CreditOutcome,
} from "../src/modules/credits/public.ts";
import { cachedBalances, insertUser, movement, rowsInOrder } from "./helpers/ledger.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Op =
  | { op: "grant" | "spend" | "expire"; kind: CreditKind; amount: number }
  /** The same movement as an earlier one, written again: it must change nothing. */
  | { op: "replay"; index: number };

const kindArb = fc.constantFrom<CreditKind>("connects", "freelancers");
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("grant" as const), kind: kindArb, amount: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ op: fc.constant("spend" as const), kind: kindArb, amount: fc.integer({ min: 1, max: 25 }) }),
  fc.record({ op: fc.constant("expire" as const), kind: kindArb, amount: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ op: fc.constant("replay" as const), index: fc.nat() }),
);

const reasons = { grant: "grant", spend: "spend", expire: "expiry" } as const;
const moves = { grant: grantCredits, spend: spendCredits, expire: expireCredits } as const;

/** What the ledger should do, in plain arithmetic. */
function expected(op: "grant" | "spend" | "expire", balance: number, amount: number): number | "short" {
  if (op === "grant") return balance + amount;
  if (op === "spend") return balance >= amount ? balance - amount : "short";
  return balance - Math.min(balance, amount);
}

describe("the ledger's rules, for any sequence of grants, spends, expiries and replays", () => {
  it("keeps the cached balance equal to the ledger's sum and the model's, never negative, each row's balance the running sum", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        const userId = await insertUser(t.database.db);
        const model: Record<CreditKind, number> = { connects: 0, freelancers: 0 };
        const written: { op: "grant" | "spend" | "expire"; movement: CreditMovement }[] = [];
        for (const step of ops) {
          const planned =
            step.op === "replay"
              ? written[step.index % Math.max(written.length, 1)]
              : { op: step.op, movement: movement(userId, step.kind, step.amount, { reason: reasons[step.op] }) };
          if (!planned) continue;
          const { op, movement: m } = planned;
          const before = model[m.kind];
          const want = step.op === "replay" ? before : expected(op, before, m.amount);
          let outcome: CreditOutcome | AppError;
          try {
            outcome = await t.database.db.transaction((tx) => moves[op](tx, m));
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            outcome = err;
          }
          if (want === "short") {
            expect(outcome).toBeInstanceOf(AppError);
            expect((outcome as AppError).status).toBe(409);
            continue;
          }
          expect(outcome).toEqual({ applied: want !== before, balance: want, delta: want - before });
          model[m.kind] = want;
          if (step.op !== "replay" && want !== before) written.push(planned);
        }
        const cached = await cachedBalances(t.database.db, userId);
        for (const kind of ["connects", "freelancers"] as const) {
          expect(cached[kind]).toBe(model[kind]);
          expect(await ledgerBalance(t.database.db, userId, kind)).toBe(model[kind]);
          let running = 0;
          for (const row of await rowsInOrder(t.database.db, userId, kind)) {
            running += row.delta;
            expect(row.delta).not.toBe(0);
            expect(row.balanceAfter).toBe(running);
            expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
