import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LedgerResponse } from "@mp/contracts/credits";
import { grantCredits, spendCredits, type CreditMovement } from "../src/modules/credits/public.ts";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import { movement } from "./helpers/ledger.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

type ErrorBody = { result: 0; message: string; errors?: Record<string, string[]> };

let t: TestApp;
let member: Account;
let other: Account;
const written: CreditMovement[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
  [member, other] = [await createAccount(t.app), await createAccount(t.app)];
  const id = member.user._id;
  const steps: [typeof grantCredits, CreditMovement][] = [
    [grantCredits, movement(id, "connects", 40, { note: "Basic plan" })],
    [spendCredits, movement(id, "connects", 2, { reason: "spend", referenceType: "job_application" })],
    [grantCredits, movement(id, "freelancers", 5)],
    [spendCredits, movement(id, "connects", 3, { reason: "spend", referenceType: "job_application" })],
    [spendCredits, movement(id, "freelancers", 1, { reason: "spend", referenceType: "hire_request" })],
  ];
  for (const [move, m] of steps) {
    await t.database.db.transaction((tx) => move(tx, m));
    written.push(m);
  }
  await t.database.db.transaction((tx) => grantCredits(tx, movement(other.user._id, "connects", 100)));
});
afterAll(() => t?.close());

const ledger = (account: Account | null, query = "") =>
  t.app.inject({
    method: "GET",
    url: `/api/credits/ledger${query}`,
    headers: account ? bearer(account.token) : {},
  });

describe("GET /api/credits/ledger", () => {
  it("answers 401 without a token", async () => {
    const res = await ledger(null);
    expect(res.statusCode).toBe(401);
  });

  it("lists the user's own movements of both kinds, newest first, with their running balances", async () => {
    const res = await ledger(member);
    expect(res.statusCode).toBe(200);
    const body = res.json<LedgerResponse>();
    expect(body.result).toBe(1);
    expect(body.meta).toEqual({ hasMore: false, currentPage: 1 });
    expect(body.result_value.map((r) => [r.kind, r.delta, r.balanceAfter, r.reason, r.referenceType])).toEqual([
      ["freelancers", -1, 4, "spend", "hire_request"],
      ["connects", -3, 35, "spend", "job_application"],
      ["freelancers", 5, 5, "grant", "payment"],
      ["connects", -2, 38, "spend", "job_application"],
      ["connects", 40, 40, "grant", "payment"],
    ]);
    const first = body.result_value.at(-1)!;
    expect(Object.keys(first).sort()).toEqual(
      ["_id", "balanceAfter", "createdAt", "delta", "kind", "note", "reason", "referenceId", "referenceType"].sort(),
    );
    expect(first).toMatchObject({ note: "Basic plan", referenceId: written[0]!.referenceId });
    expect(body.result_value.map((r) => r.referenceId)).toEqual(written.map((m) => m.referenceId).reverse());
  });

  it("filters by kind", async () => {
    const connects = (await ledger(member, "?kind=connects")).json<LedgerResponse>();
    expect(connects.result_value.map((r) => r.balanceAfter)).toEqual([35, 38, 40]);
    const freelancers = (await ledger(member, "?kind=freelancers")).json<LedgerResponse>();
    expect(freelancers.result_value.map((r) => r.delta)).toEqual([-1, 5]);
  });

  it("pages, saying whether more rows follow", async () => {
    const first = (await ledger(member, "?limit=2")).json<LedgerResponse>();
    expect(first.result_value.map((r) => r.balanceAfter)).toEqual([4, 35]);
    expect(first.meta).toEqual({ hasMore: true, currentPage: 1 });
    const third = (await ledger(member, "?limit=2&page=3")).json<LedgerResponse>();
    expect(third.result_value.map((r) => r.balanceAfter)).toEqual([40]);
    expect(third.meta).toEqual({ hasMore: false, currentPage: 3 });
    const beyond = (await ledger(member, "?limit=2&page=9")).json<LedgerResponse>();
    expect(beyond.result_value).toEqual([]);
    expect(beyond.meta).toEqual({ hasMore: false, currentPage: 9 });
    expect((await ledger(member, "?limit=50")).statusCode).toBe(200);
  });

  it("shows nobody else's rows, and has no parameter to ask for them", async () => {
    const mine = (await ledger(other)).json<LedgerResponse>();
    expect(mine.result_value.map((r) => [r.delta, r.balanceAfter])).toEqual([[100, 100]]);
    const fresh = await createAccount(t.app);
    expect((await ledger(fresh)).json<LedgerResponse>()).toEqual({
      result: 1,
      result_value: [],
      meta: { hasMore: false, currentPage: 1 },
    });
    const asking = await ledger(other, `?userId=${member.user._id}`);
    expect(asking.statusCode).toBe(400);
  });

  it.each([
    ["a page size over 50", "?limit=51", "limit"],
    ["a page size of 0", "?limit=0", "limit"],
    ["page 0", "?page=0", "page"],
    ["a page that is not a number", "?page=two", "page"],
    ["an unknown kind", "?kind=coins", "kind"],
    ["a kind in capitals", "?kind=CONNECTS", "kind"],
  ])("refuses %s with 400 naming the field", async (_, query, field) => {
    const res = await ledger(member, query);
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.result).toBe(0);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });
});
