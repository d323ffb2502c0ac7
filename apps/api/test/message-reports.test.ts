import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageTexts, type ConversationPageResponse, type MessagePageResponse } from "@mp/contracts/message";
import { reportMessages, type AdminReportListResponse } from "@mp/contracts/report";
import type { Mailer, MailMessage } from "../src/lib/mailer.ts";
import { messageMailContext, runMessageMail } from "../src/modules/messages/mail-task.ts";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { mailTo } from "./helpers/hiring.ts";
import { askedQuestion, createListingRow, sendMessage } from "./helpers/messages.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { rows } from "./helpers/vendor.ts";

const ORIGINAL = "Pay me by gift card <first>.";
const NOTE = "Asks to be paid outside the site.";
const REMOVED = "This message was removed by a moderator.";

let t: TestApp;
let dataDir: string;
let visitor: Account;
let vendor: Account;
let admin: Account;
let messageId: string;
let conversationId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-message-reports-"));
  t = await createTestApp({ env: { AUTH_THROTTLE: "off", DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example" } });
  [visitor, vendor, admin] = await Promise.all([
    createAccount(t.app, { name: "Vic Visitor" }),
    createAccount(t.app, { name: "Vera Vendor" }),
    createAccount(t.app, { name: "Alex Admin" }),
  ]);
  await makeAdmin(t.database, admin.user._id);
  const listingId = await createListingRow(t.database, { vendorId: vendor.user._id, name: "Corner Bakery" });
  const { conversation } = await askedQuestion(t.app, visitor.token, listingId, "Do you deliver?");
  conversationId = conversation._id;
  messageId = (await sendMessage(t.app, vendor.token, conversation._id, ORIGINAL))._id;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const act = (move: "hide" | "restore" | "dismiss", token: string, payload: object) =>
  call(token, "POST", `/api/admin/reports/${move}`, payload);
const report = () =>
  call(visitor.token, "POST", "/api/reports", {
    targetType: "message",
    targetId: messageId,
    reason: "scam",
    note: "Gift cards.",
  });

/** What `account` reads of the conversation: the inbox's preview and the thread (both raw, to search for the text). */
async function readsOf(account: Account) {
  const list = await call(account.token, "GET", "/api/conversations");
  const thread = await call(account.token, "GET", `/api/conversations/${conversationId}/messages`);
  expect(list.statusCode).toBe(200);
  expect(thread.statusCode).toBe(200);
  const preview = list.json<ConversationPageResponse>().result_value.find((c) => c._id === conversationId)!;
  const message = thread.json<MessagePageResponse>().result_value.messages.find((m) => m._id === messageId)!;
  return { raw: list.body + thread.body, preview: preview.lastMessage, message };
}
const stored = async () =>
  (
    await rows<{ body: string; hidden_cause: string | null; hidden_note: string | null }>(
      t.database,
      sql`select body, hidden_cause, hidden_note from messages where id = ${messageId}`,
    )
  )[0];
const auditActions = async () =>
  (await rows<{ action: string }>(t.database, sql`select action from audit_log order by id`)).map((r) => r.action);

describe("a reported message in the moderation queue", () => {
  it("reaches the queue with its conversation's subject, its text and its sender", async () => {
    expect((await report()).statusCode).toBe(200);
    const queue = await call(admin.token, "GET", "/api/admin/reports?targetType=message");
    expect(queue.statusCode).toBe(200);
    const [item] = queue.json<AdminReportListResponse>().result_value;
    expect(item).toMatchObject({
      targetType: "message",
      targetId: messageId,
      title: `Corner Bakery: “${ORIGINAL}”`,
      owner: { _id: vendor.user._id, name: "Vera Vendor", email: vendor.email },
      path: null,
      hiddenAt: null,
      reportCount: 1,
      latestNote: "Gift cards.",
    });
  });

  it("is hidden by moderators only; hostile ids are refused and nothing changes", async () => {
    const payload = { targetType: "message", targetId: messageId, note: NOTE };
    for (const account of [visitor, vendor]) {
      expect((await act("hide", account.token, payload)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "POST", url: "/api/admin/reports/hide", payload })).statusCode).toBe(401);
    for (const targetId of ["not-a-uuid", `${messageId}' or '1'='1`, "x".repeat(5000)]) {
      const res = await act("hide", admin.token, { ...payload, targetId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: 0 });
    }
    expect((await act("hide", admin.token, { ...payload, targetType: "messages" })).statusCode).toBe(400);
    expect((await act("hide", admin.token, { ...payload, note: "  " })).statusCode).toBe(400);
    const missing = await act("hide", admin.token, { ...payload, targetId: "00000000-0000-4000-8000-00000000dead" });
    expect(missing.statusCode).toBe(404);
    expect((await act("restore", admin.token, { targetType: "message", targetId: messageId })).statusCode).toBe(409);
    expect(await stored()).toEqual({ body: ORIGINAL, hidden_cause: null, hidden_note: null });
    expect(await auditActions()).toEqual([]);
  });

  it("hidden: both parties read the replacement in the thread, the inbox and the new-message mail", async () => {
    const hide = await act("hide", admin.token, { targetType: "message", targetId: messageId, note: NOTE });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({ result_value: { message: reportMessages.hidden, resolved: 1 } });
    expect(messageTexts.removed).toBe(REMOVED);
    expect(await stored()).toEqual({ body: ORIGINAL, hidden_cause: "moderation", hidden_note: NOTE });

    // The visitor has not opened the thread: the removed message still counts unread, and its mail says it was removed.
    const unread = await call(visitor.token, "GET", "/api/conversations/unread-count");
    expect(unread.json()).toMatchObject({ result_value: { unread: 1 } });
    const sent: MailMessage[] = [];
    const mailer = { send: async (message: MailMessage) => void sent.push(message) } as unknown as Mailer;
    await runMessageMail({ ...messageMailContext(t.app), mailer }, new Date(Date.now() + 3 * 60_000));
    const newMessageMail = sent.find((mail) => mail.to === visitor.email)!;
    expect(newMessageMail.text).toContain(REMOVED);
    expect(JSON.stringify(newMessageMail)).not.toContain("gift card");

    for (const account of [visitor, vendor]) {
      const reads = await readsOf(account);
      expect(reads.message).toMatchObject({ body: REMOVED, removed: true });
      expect(reads.preview).toMatchObject({ body: REMOVED, removed: true });
      expect(reads.raw).not.toContain("gift card");
    }

    // The sender is told, without their text; the activity log and the audit have it too.
    const mail = await mailTo(`${dataDir}/mail`, vendor.email);
    expect(mail).toContain('A moderator removed your message about "Corner Bakery" after a report.');
    expect(mail).toContain(NOTE);
    expect(mail).toContain(REMOVED);
    expect(mail).toContain("https://shop.example/messages");
    expect(mail).not.toContain("gift card");
    const activity = await call(vendor.token, "GET", "/api/activitylog");
    expect(activity.json().result_value[0]).toMatchObject({
      type: "content_hidden",
      detail: `message about "Corner Bakery": ${NOTE}`,
    });
    expect(await auditActions()).toEqual(["report.hide"]);
    const hiddenQueue = await call(admin.token, "GET", "/api/admin/reports?status=hidden&targetType=message");
    expect(hiddenQueue.json<AdminReportListResponse>().result_value[0]).toMatchObject({
      targetId: messageId,
      hiddenNote: NOTE,
    });

    // Hidden once; and a removed message cannot be reported.
    expect(
      (await act("hide", admin.token, { targetType: "message", targetId: messageId, note: NOTE })).statusCode,
    ).toBe(409);
    expect((await report()).statusCode).toBe(404);
  });

  it("restored: its text is back for both, the sender is told, and its reports can be dismissed later", async () => {
    const restore = await act("restore", admin.token, { targetType: "message", targetId: messageId });
    expect(restore.statusCode).toBe(200);
    expect(restore.json()).toMatchObject({ result_value: { resolved: 1 } });
    for (const account of [visitor, vendor]) {
      const reads = await readsOf(account);
      expect(reads.message).toMatchObject({ body: ORIGINAL, removed: false });
      expect(reads.preview).toMatchObject({ body: ORIGINAL, removed: false });
      expect(reads.raw).not.toContain(REMOVED);
    }
    expect(await stored()).toEqual({ body: ORIGINAL, hidden_cause: null, hidden_note: null });
    const activity = await call(vendor.token, "GET", "/api/activitylog");
    expect(activity.json().result_value[0]).toMatchObject({ type: "content_restored" });
    expect(await auditActions()).toEqual(["report.hide", "report.restore"]);

    expect((await report()).statusCode).toBe(200);
    const dismiss = await act("dismiss", admin.token, { targetType: "message", targetId: messageId });
    expect(dismiss.statusCode).toBe(200);
    expect(dismiss.json()).toMatchObject({ result_value: { resolved: 1 } });
    expect((await readsOf(visitor)).message).toMatchObject({ body: ORIGINAL, removed: false });
  });
});
