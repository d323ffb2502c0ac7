import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Payment, Subscription } from "@mp/contracts/billing";
import { bearer, createAccount } from "./helpers/accounts.ts";
import { billingState, buyPlan, makeClient, PLANS } from "./helpers/payments.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

describe("subscriptions, payments and receipts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_THROTTLE: "off", PRODUCT_NAME: "Corner Market" } });
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
  const cancel = (token: string, id: string) =>
    t.app.inject({ method: "POST", url: `/api/subscription/${id}/cancel`, headers: bearer(token) });

  it("answers no subscription before a purchase, then the live one of each family", async () => {
    const a = await createAccount(t.app);
    expect((await get(a.token, "/api/subscription")).json()).toEqual({
      result: 1,
      result_value: { user: null, hire: null },
    });
    await makeClient(t.database, a.user._id);
    await buyPlan(t.app, a.token, PLANS.userStandard);
    await buyPlan(t.app, a.token, PLANS.hirePremium);
    const { user, hire } = (await get(a.token, "/api/subscription")).json().result_value as {
      user: Subscription;
      hire: Subscription;
    };
    expect(user).toMatchObject({
      family: "user",
      status: "active",
      cancelAtPeriodEnd: false,
      plan: { name: "Standard" },
    });
    expect(hire).toMatchObject({
      family: "hire",
      status: "active",
      plan: { name: "Premium", freelancersPerPeriod: 40 },
    });
  });

  it("cancels at period end: the plan stays live until then; a second cancel is 409; others get 404", async () => {
    const a = await createAccount(t.app);
    const stranger = await createAccount(t.app);
    const bought = await buyPlan(t.app, a.token, PLANS.userBasic);
    const id = bought.subscription!._id;

    const foreign = await cancel(stranger.token, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Subscription not found.");
    expect((await billingState(t.database, a.user._id)).subscriptions[0]!.cancelAtPeriodEnd).toBe(false);

    const res = await cancel(a.token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().result_value).toMatchObject({ _id: id, status: "active", cancelAtPeriodEnd: true });
    const state = await billingState(t.database, a.user._id);
    expect(state.subscriptions[0]).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(state.subscriptions[0]!.canceledAt).toBeInstanceOf(Date);
    expect(state.user).toMatchObject({ planType: "Basic", connects: 40 });
    expect(state.events).toContainEqual({ type: "subscription_canceled", detail: "Basic" });

    const again = await cancel(a.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This subscription is already set to end at the close of its period.");
    expect((await cancel(a.token, "9a7e0000-0000-4000-8000-000000000101")).statusCode).toBe(404);
    expect((await cancel(a.token, "nope")).statusCode).toBe(400);
  });

  it("lists the user's own payments newest first, paged", async () => {
    const a = await createAccount(t.app);
    const other = await createAccount(t.app);
    await buyPlan(t.app, other.token, PLANS.userPremium);
    await buyPlan(t.app, a.token, PLANS.userBasic);
    await buyPlan(t.app, a.token, PLANS.userStandard);
    const all = (await get(a.token, "/api/payments")).json();
    expect(all.meta).toEqual({ hasMore: false, currentPage: 1 });
    const rows = all.result_value as Payment[];
    expect(rows.map((p) => [p.kind, p.plan.name])).toEqual([
      ["upgrade", "Standard"],
      ["purchase", "Basic"],
    ]);
    const first = (await get(a.token, "/api/payments?page=1&limit=1")).json();
    expect(first.meta).toEqual({ hasMore: true, currentPage: 1 });
    expect(first.result_value.map((p: Payment) => p._id)).toEqual([rows[0]!._id]);
    const second = (await get(a.token, "/api/payments?page=2&limit=1")).json();
    expect(second.meta).toEqual({ hasMore: false, currentPage: 2 });
    expect(second.result_value.map((p: Payment) => p._id)).toEqual([rows[1]!._id]);
    expect((await get(a.token, "/api/payments?limit=51")).statusCode).toBe(400);
    expect((await get(a.token, "/api/payments?page=0")).statusCode).toBe(400);
  });

  it("makes a PDF receipt of one's own payment; another user's is 404", async () => {
    const a = await createAccount(t.app);
    const stranger = await createAccount(t.app);
    await buyPlan(t.app, a.token, PLANS.userStandard);
    const [payment] = (await get(a.token, "/api/payments")).json().result_value as Payment[];

    const res = await get(a.token, `/api/payments/${payment!._id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="receipt-${payment!.receiptNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // pdfkit writes the document's title into its info dictionary as plain text.
    expect(res.rawPayload.toString("latin1")).toContain(`Receipt ${payment!.receiptNumber}`);

    const foreign = await get(stranger.token, `/api/payments/${payment!._id}/receipt`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Payment not found.");
    expect((await get(a.token, `/api/payments/00000000-0000-4000-8000-000000000000/receipt`)).statusCode).toBe(404);
  });
});
