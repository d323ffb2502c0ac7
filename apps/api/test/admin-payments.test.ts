import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaymentMessages, type AdminPayment, type AdminPaymentDetail } from "@mp/contracts/admin-payments";
import { auditLog, creditLedger, payments } from "@mp/db/schema/index";
import type { MailMessage } from "../src/lib/mailer.ts";
import { spendCredits } from "../src/modules/credits/public.ts";
import { formatAmount } from "../src/modules/payments/receipt.ts";
import { createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { detail, latestPaymentId, list, refund } from "./helpers/admin-payments.ts";
import { billingState, buyPlan, makeClient, PLANS } from "./helpers/payments.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

describe("admin payments in test mode", () => {
  let t: TestApp;
  let admin: Account;
  const mails: MailMessage[] = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
    admin = await createAccount(t.app);
    await makeAdmin(t.database, admin.user._id);
    t.app.mailer.sendInBackground = (message) => void mails.push(message);
  });
  afterAll(() => t.close());

  it("lists a purchase for its payer's e-mail and shows what it granted", async () => {
    const buyer = await createAccount(t.app);
    await buyPlan(t.app, buyer.token, PLANS.userBasic);
    const res = await list(t, admin, `?search=${encodeURIComponent(buyer.email.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ result_value: AdminPayment[] }>().result_value;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "purchase",
      status: "paid",
      amountCents: 900,
      provider: "test",
      user: { _id: buyer.user._id, email: buyer.email },
      plan: { name: "Basic", family: "user" },
    });
    const one = await detail(t, admin, rows[0]!._id);
    expect(one.json<{ result_value: AdminPaymentDetail }>().result_value).toMatchObject({
      granted: { connects: 40, freelancers: 0 },
      refundable: true,
      refund: null,
      subscription: { status: "active" },
    });
  });

  it("refunds once: a negative refund row, the charge refunded, the plan ended, the connects taken back, logged and mailed", async () => {
    const buyer = await createAccount(t.app);
    await buyPlan(t.app, buyer.token, PLANS.userBasic);
    const id = await latestPaymentId(t, buyer.user._id);
    mails.length = 0;

    const res = await refund(t, admin, id, { note: "  Charged twice by mistake  " });
    expect(res.statusCode).toBe(200);
    expect(res.json().result_value).toMatchObject({
      refund: { kind: "refund", amountCents: -900, status: "refunded", refundOf: id, note: "Charged twice by mistake" },
      takenBack: { connects: 40, freelancers: 0 },
      shortfall: { connects: 0, freelancers: 0 },
      subscriptionEnded: true,
    });

    const state = await billingState(t.database, buyer.user._id);
    expect(state.user).toMatchObject({ connects: 0, planType: null });
    expect(state.subscriptions[0]).toMatchObject({ status: "canceled", cancelAtPeriodEnd: false });
    expect(state.subscriptions[0]!.currentPeriodEnd.getTime()).toBeLessThanOrEqual(Date.now());
    expect(state.payments.find((p) => p.id === id)?.status).toBe("refunded");
    expect(state.ledger.filter((row) => row.reason === "refund")).toEqual([
      expect.objectContaining({ delta: -40, balanceAfter: 0, referenceType: "payment", referenceId: id }),
    ]);
    expect(state.events.map((e) => e.type)).toContain("payment_refunded");
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "payment.refund",
      targetType: "payment",
      actorId: admin.user._id,
      actorEmail: admin.user.email,
      note: "Charged twice by mistake",
      before: { status: "paid", subscriptionStatus: "active" },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: buyer.email, subject: "Your Main Street Market payment was refunded" });
    expect(mails[0]!.text).toContain("$9.00");

    // Once only: a second refund changes nothing.
    const again = await refund(t, admin, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminPaymentMessages.alreadyRefunded);
    expect(await t.database.db.select().from(payments).where(eq(payments.refundOf, id))).toHaveLength(1);
    const refunded = (await detail(t, admin, id)).json<{ result_value: AdminPaymentDetail }>().result_value;
    expect(refunded).toMatchObject({ status: "refunded", refundable: false, refund: { amountCents: -900 } });
  });

  it("takes back only what remains when connects were spent, and says what could not be", async () => {
    const buyer = await createAccount(t.app);
    await buyPlan(t.app, buyer.token, PLANS.userBasic);
    const id = await latestPaymentId(t, buyer.user._id);
    const before = (await billingState(t.database, buyer.user._id)).user.connects;
    await t.database.db.transaction((tx) =>
      spendCredits(tx, {
        userId: buyer.user._id,
        kind: "connects",
        amount: before - 5,
        reason: "spend",
        referenceType: "admin",
        referenceId: "test-spend",
      }),
    );
    const res = await refund(t, admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().result_value).toMatchObject({
      takenBack: { connects: 5 },
      shortfall: { connects: 35 },
    });
    expect((await billingState(t.database, buyer.user._id)).user.connects).toBe(0);
  });

  it("takes back a hire plan's Remaining Freelancer", async () => {
    const buyer = await createAccount(t.app);
    await makeClient(t.database, buyer.user._id);
    await buyPlan(t.app, buyer.token, PLANS.hireBasic);
    const id = await latestPaymentId(t, buyer.user._id);
    const res = await refund(t, admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().result_value.takenBack).toEqual({ connects: 0, freelancers: 5 });
    expect((await billingState(t.database, buyer.user._id)).user).toMatchObject({
      remainingFreelancers: 0,
      hirePlanType: null,
      hireFreelancerAvailable: false,
    });
  });

  it("refunds one of two concurrent requests and refuses the other", async () => {
    const buyer = await createAccount(t.app);
    await buyPlan(t.app, buyer.token, PLANS.userStandard);
    const id = await latestPaymentId(t, buyer.user._id);
    const answers = await Promise.all([refund(t, admin, id), refund(t, admin, id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(payments).where(eq(payments.refundOf, id))).toHaveLength(1);
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, buyer.user._id), eq(creditLedger.reason, "refund")));
    expect(ledger).toHaveLength(1);
  });

  it("refuses a missing or blank note, a refund row, an unknown payment and a bad id, changing nothing", async () => {
    const buyer = await createAccount(t.app);
    await buyPlan(t.app, buyer.token, PLANS.userBasic);
    const id = await latestPaymentId(t, buyer.user._id);
    for (const body of [{}, { note: "   " }, { note: "x".repeat(501) }, { note: "ok", amountCents: 1 }]) {
      const res = await refund(t, admin, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().result).toBe(0);
    }
    expect((await billingState(t.database, buyer.user._id)).payments.every((p) => p.status === "paid")).toBe(true);

    expect((await refund(t, admin, id)).statusCode).toBe(200);
    const refundRow = (await t.database.db.select().from(payments).where(eq(payments.refundOf, id)))[0]!;
    const ofRefund = await refund(t, admin, refundRow.id);
    expect(ofRefund.statusCode).toBe(409);
    expect(ofRefund.json().message).toBe(adminPaymentMessages.alreadyRefunded);

    expect((await refund(t, admin, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await detail(t, admin, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect([400, 404]).toContain((await refund(t, admin, "not-a-uuid")).statusCode);
  });

  it("filters by kind, status, plan family and dates, pages by key and refuses a bad cursor", async () => {
    const buyer = await createAccount(t.app);
    await buyPlan(t.app, buyer.token, PLANS.userBasic);
    await buyPlan(t.app, buyer.token, PLANS.userPremium);
    const email = encodeURIComponent(buyer.email);
    const kinds = (res: { json: () => { result_value: AdminPayment[] } }) => res.json().result_value.map((p) => p.kind);
    expect(kinds(await list(t, admin, `?search=${email}`))).toEqual(["upgrade", "purchase"]);
    expect(kinds(await list(t, admin, `?search=${email}&kind=upgrade`))).toEqual(["upgrade"]);
    expect(kinds(await list(t, admin, `?search=${email}&family=hire`))).toEqual([]);
    expect(kinds(await list(t, admin, `?search=${email}&status=failed`))).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(kinds(await list(t, admin, `?search=${email}&from=${today}&to=${today}`))).toHaveLength(2);
    expect(kinds(await list(t, admin, `?search=${email}&to=2020-01-01`))).toEqual([]);
    expect((await list(t, admin, `?from=2026-02-01&to=2026-01-01`)).statusCode).toBe(400);
    expect((await list(t, admin, `?status=lost`)).statusCode).toBe(400);
    expect((await list(t, admin, `?limit=1000`)).statusCode).toBe(400);

    const first = await list(t, admin, `?search=${email}&limit=1`);
    const cursor = first.json().meta.nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    const second = await list(t, admin, `?search=${email}&limit=1&cursor=${cursor}`);
    expect(kinds(second)).toEqual(["purchase"]);
    expect(second.json().meta.nextCursor).toBeNull();
    const bad = await list(t, admin, `?cursor=${encodeURIComponent("'; drop table payments; --")}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(adminPaymentMessages.badCursor);
    // A search with LIKE's wildcards matches them literally.
    expect(kinds(await list(t, admin, `?search=${encodeURIComponent("%_%")}`))).toEqual([]);
  });

  it("answers 401 without a token and 403 to a user, refunding nothing", async () => {
    const buyer = await createAccount(t.app);
    await buyPlan(t.app, buyer.token, PLANS.userBasic);
    const id = await latestPaymentId(t, buyer.user._id);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/${id}/refund`,
      payload: { note: "x" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await refund(t, buyer, id)).statusCode).toBe(403);
    expect((await list(t, buyer)).statusCode).toBe(403);
    expect((await billingState(t.database, buyer.user._id)).payments[0]!.status).toBe("paid");
  });
});

describe("a refund on a receipt", () => {
  it("shows its negative amount with the sign before the currency", () => {
    expect(formatAmount(-900, "usd")).toBe("-$9.00");
    expect(formatAmount(1250, "usd")).toBe("$12.50");
    expect(formatAmount(-1250, "eur")).toBe("-12.50 EUR");
  });
});
