import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conversation } from "@mp/contracts/message";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import { askedQuestion, askQuestion, createListingRow } from "./helpers/messages.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { rows } from "./helpers/vendor.ts";

let t: TestApp;
let vendor: Account;
let visitor: Account;
let other: Account;
let listingId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
  [vendor, visitor, other] = await Promise.all([
    createAccount(t.app, { name: "Vera Vendor" }),
    createAccount(t.app, { name: "Vic Visitor" }),
    createAccount(t.app, { name: "Olga Other" }),
  ]);
  listingId = await createListingRow(t.database, { vendorId: vendor.user._id, name: "Corner Bakery" });
});
afterAll(() => t?.close());

const statsOf = async (id: string) =>
  (
    await rows<{ messages: number }>(
      t.database,
      sql`select coalesce(sum(messages), 0)::int as messages from listing_daily_stats where listing_id = ${id}`,
    )
  )[0]!.messages;
const conversationRows = async (id: string) =>
  rows<{ id: string; first_user_id: string; second_user_id: string }>(
    t.database,
    sql`select id, first_user_id, second_user_id from conversations where listing_id = ${id}`,
  );

describe("POST /api/listings/{id}/conversation", () => {
  it("starts the visitor's conversation with the vendor, sends the question and counts it on today's stats", async () => {
    const res = await askQuestion(t.app, visitor.token, listingId, "  Do you bake gluten-free bread?  ");
    expect(res.statusCode).toBe(201);
    const { conversation, message } = res.json<{ result_value: { conversation: Conversation; message: never } }>()
      .result_value as { conversation: Conversation; message: { body: string; isMine: boolean } };
    expect(conversation.subject).toEqual({
      kind: "listing",
      title: "Corner Bakery",
      applicationId: null,
      hireRequestId: null,
      jobId: null,
      listingId,
      imageUrl: "/art/bakery.svg",
    });
    expect(conversation.otherParty).toEqual({ _id: vendor.user._id, name: "Vera Vendor" });
    expect(message).toMatchObject({ body: "Do you bake gluten-free bread?", isMine: true });
    expect(await conversationRows(listingId)).toEqual([
      { id: conversation._id, first_user_id: visitor.user._id, second_user_id: vendor.user._id },
    ]);
    expect(await statsOf(listingId)).toBe(1);
    const [today] = await rows<{ day: string }>(
      t.database,
      sql`select day::text as day from listing_daily_stats where listing_id = ${listingId}`,
    );
    expect(today!.day).toBe(new Date().toISOString().slice(0, 10));
  });

  it("reuses the conversation on a second question (200) and counts the conversation once", async () => {
    const res = await askQuestion(t.app, visitor.token, listingId, "And on Sundays?");
    expect(res.statusCode).toBe(200);
    expect(await conversationRows(listingId)).toHaveLength(1);
    expect(await statsOf(listingId)).toBe(1);
    const vendorList = await t.app.inject({ method: "GET", url: "/api/conversations", headers: bearer(vendor.token) });
    const [first] = vendorList.json<{ result_value: Conversation[] }>().result_value;
    expect(first).toMatchObject({
      otherParty: { _id: visitor.user._id, name: "Vic Visitor" },
      subject: { kind: "listing", title: "Corner Bakery" },
      lastMessage: { body: "And on Sundays?", isMine: false },
      unreadCount: 2,
    });
  });

  it("counts a second visitor's conversation as another one", async () => {
    await askedQuestion(t.app, other.token, listingId, "Do you deliver?");
    expect(await conversationRows(listingId)).toHaveLength(2);
    expect(await statsOf(listingId)).toBe(2);
  });

  it("answers 409 to the listing's own vendor and writes nothing", async () => {
    const res = await askQuestion(t.app, vendor.token, listingId, "Talking to myself");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      result: 0,
      message: "This is your own listing: questions come to you from its visitors.",
    });
    expect(await conversationRows(listingId)).toHaveLength(2);
  });

  it("answers 404 for a hidden, a draft or a missing listing, and writes nothing", async () => {
    const hidden = await createListingRow(t.database, { vendorId: vendor.user._id, hidden: true });
    const draft = await createListingRow(t.database, { vendorId: vendor.user._id, status: "draft" });
    for (const id of [hidden, draft, "00000000-0000-4000-8000-000000000000"]) {
      const res = await askQuestion(t.app, visitor.token, id, "Anyone there?");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ result: 0, message: "Listing not found." });
      expect(await conversationRows(id)).toHaveLength(0);
      expect(await statsOf(id)).toBe(0);
    }
  });

  it("answers 401 without a token", async () => {
    const res = await askQuestion(t.app, null, listingId, "Hello?");
    expect(res.statusCode).toBe(401);
  });

  it("refuses hostile input with 400 before it looks at the listing", async () => {
    const cases: unknown[] = ["", "   ", "x".repeat(2001), "a\u0000b", 42, null, { $gt: "" }, ["a"]];
    for (const body of cases) {
      const res = await askQuestion(t.app, visitor.token, listingId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const tooLong = await askQuestion(t.app, visitor.token, listingId, "x".repeat(2001));
    expect(tooLong.json()).toMatchObject({ errors: { body: ["A question can be 2,000 characters at most."] } });
    expect((await askQuestion(t.app, visitor.token, listingId, "x".repeat(2000))).statusCode).toBe(200);
    const extra = await t.app.inject({
      method: "POST",
      url: `/api/listings/${listingId}/conversation`,
      headers: bearer(visitor.token),
      payload: { body: "hi", listingId },
    });
    expect(extra.statusCode).toBe(400);
    const badId = await askQuestion(t.app, visitor.token, "1; drop table listings", "hi");
    expect(badId.statusCode).toBe(400);
    // Markup is stored as text, never interpreted.
    const { message } = await askedQuestion(t.app, visitor.token, listingId, "<script>alert(1)</script>");
    expect(message.body).toBe("<script>alert(1)</script>");
  });

  it("lets one person start at most 10 conversations an hour (429 on the 11th), questions in them still go", async () => {
    const asker = await createAccount(t.app, { name: "Quinn Questions" });
    const ids = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        createListingRow(t.database, { vendorId: vendor.user._id, name: `Shop ${i}` }),
      ),
    );
    for (const id of ids.slice(0, 10))
      expect((await askQuestion(t.app, asker.token, id, "Open?")).statusCode).toBe(201);
    const refused = await askQuestion(t.app, asker.token, ids[10]!, "Open?");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: "You have started many conversations in the last hour. Try again later.",
    });
    expect(await conversationRows(ids[10]!)).toHaveLength(0);
    expect(await statsOf(ids[10]!)).toBe(0);
    expect((await askQuestion(t.app, asker.token, ids[0]!, "Still open?")).statusCode).toBe(200);
  });
});
