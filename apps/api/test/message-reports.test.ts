import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminReportListResponse } from "@mp/contracts/report";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { askedQuestion, createListingRow, sendMessage } from "./helpers/messages.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
let visitor: Account;
let vendor: Account;
let admin: Account;
let messageId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
  [visitor, vendor, admin] = await Promise.all([
    createAccount(t.app, { name: "Vic Visitor" }),
    createAccount(t.app, { name: "Vera Vendor" }),
    createAccount(t.app, { name: "Alex Admin" }),
  ]);
  await makeAdmin(t.database, admin.user._id);
  const listingId = await createListingRow(t.database, { vendorId: vendor.user._id, name: "Corner Bakery" });
  const { conversation } = await askedQuestion(t.app, visitor.token, listingId, "Do you deliver?");
  messageId = (await sendMessage(t.app, vendor.token, conversation._id, "Pay me by gift card <first>."))._id;
});
afterAll(() => t?.close());

const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe("a reported message in the moderation queue", () => {
  it("reaches the queue with its conversation's subject, its text and its sender", async () => {
    const report = await call(visitor.token, "POST", "/api/reports", {
      targetType: "message",
      targetId: messageId,
      reason: "scam",
      note: "Asks for gift cards.",
    });
    expect(report.statusCode).toBe(200);
    const queue = await call(admin.token, "GET", "/api/admin/reports?targetType=message");
    expect(queue.statusCode).toBe(200);
    const [item] = queue.json<AdminReportListResponse>().result_value;
    expect(item).toMatchObject({
      targetType: "message",
      targetId: messageId,
      title: "Corner Bakery: “Pay me by gift card <first>.”",
      owner: { _id: vendor.user._id, name: "Vera Vendor", email: vendor.email },
      path: null,
      hiddenAt: null,
      reportCount: 1,
      latestNote: "Asks for gift cards.",
    });
  });

  it("cannot be hidden (409, nothing resolved), and its reports can be dismissed", async () => {
    const hide = await call(admin.token, "POST", "/api/admin/reports/hide", {
      targetType: "message",
      targetId: messageId,
      note: "Scam.",
    });
    expect(hide.statusCode).toBe(409);
    expect(hide.json()).toMatchObject({
      message: "A message cannot be hidden: dismiss its reports, or suspend its sender from the users page.",
    });
    const open = await call(admin.token, "GET", "/api/admin/reports?targetType=message&status=open");
    expect(open.json<AdminReportListResponse>().meta.total).toBe(1);
    const dismiss = await call(admin.token, "POST", "/api/admin/reports/dismiss", {
      targetType: "message",
      targetId: messageId,
    });
    expect(dismiss.statusCode).toBe(200);
    expect(dismiss.json()).toMatchObject({ result_value: { resolved: 1 } });
    const restore = await call(admin.token, "POST", "/api/admin/reports/restore", {
      targetType: "message",
      targetId: messageId,
    });
    expect(restore.statusCode).toBe(409);
  });
});
