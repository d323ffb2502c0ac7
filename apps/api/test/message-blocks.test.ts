import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlockListResponse, Conversation, MessagePageResponse } from "@mp/contracts/message";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import {
  askedQuestion,
  askQuestion,
  conversationOf,
  createApplication,
  createListingRow,
  postMessage,
  sendMessage,
} from "./helpers/messages.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { rows } from "./helpers/vendor.ts";

let t: TestApp;
let visitor: Account;
let vendor: Account;
let stranger: Account;
let listingId: string;
let listingConversation: Conversation;
let applicationConversation: Conversation;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
  [visitor, vendor, stranger] = await Promise.all([
    createAccount(t.app, { name: "Vic Visitor" }),
    createAccount(t.app, { name: "Vera Vendor" }),
    createAccount(t.app, { name: "Sam Stranger" }),
  ]);
  listingId = await createListingRow(t.database, { vendorId: vendor.user._id, name: "Corner Bakery" });
  ({ conversation: listingConversation } = await askedQuestion(t.app, visitor.token, listingId, "Fresh today?"));
  const { applicationId } = await createApplication(t.database, {
    applicantId: vendor.user._id,
    posterId: visitor.user._id,
  });
  applicationConversation = await conversationOf(t.app, vendor.token, { applicationId });
});
afterAll(() => t?.close());

const block = (by: Account, userId: string) =>
  t.app.inject({ method: "POST", url: "/api/messages/blocks", headers: bearer(by.token), payload: { userId } });
const unblock = (by: Account, userId: string) =>
  t.app.inject({ method: "DELETE", url: `/api/messages/blocks/${userId}`, headers: bearer(by.token) });
const blocksOf = async (by: Account) =>
  (
    await t.app.inject({ method: "GET", url: "/api/messages/blocks", headers: bearer(by.token) })
  ).json<BlockListResponse>();
const blockRows = () =>
  rows<{ blocker_id: string; blocked_id: string }>(
    t.database,
    sql`select blocker_id, blocked_id from conversation_blocks`,
  );
const conversationFor = async (account: Account, id: string) =>
  (
    await t.app.inject({ method: "GET", url: `/api/conversations/${id}/messages`, headers: bearer(account.token) })
  ).json<MessagePageResponse>().result_value;

describe("blocking someone one has a conversation with", () => {
  it("blocks: the block is listed for the blocker and shown on their conversations only", async () => {
    const res = await block(visitor, vendor.user._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 1,
      result_value: { message: "Blocked. Neither of you can send messages to the other now." },
    });
    expect(await blockRows()).toEqual([{ blocker_id: visitor.user._id, blocked_id: vendor.user._id }]);
    const list = await blocksOf(visitor);
    expect(list.result_value).toEqual([
      { user: { _id: vendor.user._id, name: "Vera Vendor" }, createdAt: expect.any(String) },
    ]);
    expect((await blocksOf(vendor)).result_value).toEqual([]);
    expect((await conversationFor(visitor, listingConversation._id)).conversation.blockedByMe).toBe(true);
    // The blocked person is not told beyond the refusal of a send.
    expect((await conversationFor(vendor, listingConversation._id)).conversation.blockedByMe).toBe(false);
  });

  it("stops sends both ways in every conversation between them with the same words, and writes nothing", async () => {
    const [before] = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from messages`);
    for (const [by, id] of [
      [visitor, listingConversation._id],
      [vendor, listingConversation._id],
      [visitor, applicationConversation._id],
      [vendor, applicationConversation._id],
    ] as const) {
      const res = await postMessage(t.app, by.token, id, "Hello?");
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ result: 0, message: "You can't message this person." });
    }
    const again = await askQuestion(t.app, visitor.token, listingId, "Still there?");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "You can't message this person." });
    const [after] = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from messages`);
    expect(after!.n).toBe(before!.n);
  });

  it("keeps the existing messages readable by both", async () => {
    for (const account of [visitor, vendor]) {
      const { messages } = await conversationFor(account, listingConversation._id);
      expect(messages.map((m) => m.body)).toEqual(["Fresh today?"]);
    }
  });

  it("stops the blocked person from starting a conversation about another listing of the blocker's", async () => {
    const visitorsListing = await createListingRow(t.database, { vendorId: visitor.user._id, name: "Visitor's stall" });
    const res = await askQuestion(t.app, vendor.token, visitorsListing, "Do you sell flour?");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: "You can't message this person." });
    const [row] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from conversations where listing_id = ${visitorsListing}`,
    );
    expect(row!.n).toBe(0);
  });

  it("is idempotent: blocking twice keeps one row", async () => {
    expect((await block(visitor, vendor.user._id)).statusCode).toBe(200);
    expect(await blockRows()).toHaveLength(1);
  });

  it("refuses to block oneself (409), someone one has no conversation with or nobody (404)", async () => {
    const self = await block(visitor, visitor.user._id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: "You cannot block yourself." });
    for (const userId of [stranger.user._id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await block(visitor, userId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "User not found." });
    }
    for (const userId of ["", "not-a-uuid", "x".repeat(5000)])
      expect((await block(visitor, userId)).statusCode).toBe(400);
    expect(await blockRows()).toHaveLength(1);
  });

  it("lets only the blocker lift it: the blocked person's DELETE changes nothing", async () => {
    expect((await unblock(vendor, visitor.user._id)).statusCode).toBe(200);
    expect(await blockRows()).toHaveLength(1);
    expect((await postMessage(t.app, vendor.token, listingConversation._id, "Hello?")).statusCode).toBe(409);
  });

  it("when both have blocked, sends stay refused until both have lifted theirs", async () => {
    expect((await block(vendor, visitor.user._id)).statusCode).toBe(200);
    expect((await unblock(visitor, vendor.user._id)).json()).toEqual({
      result: 1,
      result_value: { message: "Unblocked." },
    });
    expect((await postMessage(t.app, visitor.token, listingConversation._id, "Hello?")).statusCode).toBe(409);
    expect((await unblock(vendor, visitor.user._id)).statusCode).toBe(200);
    expect(await blockRows()).toEqual([]);
    await sendMessage(t.app, visitor.token, listingConversation._id, "Back again.");
    expect((await askQuestion(t.app, visitor.token, listingId, "And tomorrow?")).statusCode).toBe(200);
  });

  it("answers 401 to every block route without a token", async () => {
    for (const [method, url] of [
      ["GET", "/api/messages/blocks"],
      ["POST", "/api/messages/blocks"],
      ["DELETE", `/api/messages/blocks/${vendor.user._id}`],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, payload: method === "POST" ? { userId: vendor.user._id } : undefined }))
          .statusCode,
      ).toBe(401);
    }
  });
});
