import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conversation, MessagePageResponse } from "@mp/contracts/message";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import {
  conversationOf,
  createApplication,
  createHireRequest,
  openConversation,
  postMessage,
  sendMessage,
} from "./helpers/messages.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { rows } from "./helpers/vendor.ts";

let t: TestApp;
let applicant: Account;
let poster: Account;
let stranger: Account;
let admin: Account;
let applicationId: string;
let jobId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
  [applicant, poster, stranger, admin] = await Promise.all([
    createAccount(t.app, { name: "Ada Applicant" }),
    createAccount(t.app, { name: "Pat Poster" }),
    createAccount(t.app, { name: "Sam Stranger" }),
    createAccount(t.app, { name: "Alex Admin" }),
  ]);
  await makeAdmin(t.database, admin.user._id);
  ({ applicationId, jobId } = await createApplication(t.database, {
    applicantId: applicant.user._id,
    posterId: poster.user._id,
  }));
});
afterAll(() => t?.close());

const get = (token: string, url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
const unreadOf = async (account: Account) =>
  (await get(account.token, "/api/conversations/unread-count")).json<{ result_value: { unread: number } }>()
    .result_value.unread;
const listOf = async (account: Account, query = "") =>
  (await get(account.token, `/api/conversations${query}`)).json<{
    result_value: Conversation[];
    meta: { hasMore: boolean };
  }>();
const threadOf = (account: Account, id: string, query = "") =>
  get(account.token, `/api/conversations/${id}/messages${query}`);
const counts = async () =>
  (
    await rows<{ conversations: number; messages: number; unread: number }>(
      t.database,
      sql`select (select count(*)::int from conversations) as conversations,
                 (select count(*)::int from messages) as messages,
                 (select count(*)::int from messages where read_at is null) as unread`,
    )
  )[0]!;

describe("opening a conversation", () => {
  it("creates one conversation per application, for either party, and names the subject and the other party", async () => {
    const first = await openConversation(t.app, applicant.token, { applicationId });
    expect(first.statusCode).toBe(201);
    const opened = first.json<{ result_value: Conversation }>().result_value;
    expect(opened).toMatchObject({
      otherParty: { _id: poster.user._id, name: "Pat Poster" },
      subject: { kind: "application", title: "Shop window mural", applicationId, hireRequestId: null, jobId },
      lastMessage: null,
      unreadCount: 0,
    });
    const again = await openConversation(t.app, poster.token, { applicationId });
    expect(again.statusCode).toBe(200);
    const seenByPoster = again.json<{ result_value: Conversation }>().result_value;
    expect(seenByPoster._id).toBe(opened._id);
    expect(seenByPoster.otherParty).toEqual({ _id: applicant.user._id, name: "Ada Applicant" });
    const [row] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from conversations where application_id = ${applicationId}`,
    );
    expect(row!.n).toBe(1);
  });

  it("opens a hiring request's conversation as 'Hire: …', with or without a job", async () => {
    const withJob = await createHireRequest(t.database, {
      clientId: poster.user._id,
      freelancerId: applicant.user._id,
      jobId,
    });
    const direct = await createHireRequest(t.database, { clientId: poster.user._id, freelancerId: stranger.user._id });
    expect((await conversationOf(t.app, applicant.token, { hireRequestId: withJob })).subject).toEqual({
      kind: "hire",
      title: "Hire: Shop window mural",
      applicationId: null,
      hireRequestId: withJob,
      jobId,
      listingId: null,
      imageUrl: null,
    });
    expect((await conversationOf(t.app, poster.token, { hireRequestId: direct })).subject.title).toBe(
      "Hire: direct request",
    );
  });

  it("answers 404 to anyone but the two parties, an admin included, and creates nothing", async () => {
    const other = await createApplication(t.database, { applicantId: applicant.user._id, posterId: poster.user._id });
    const hire = await createHireRequest(t.database, { clientId: poster.user._id, freelancerId: applicant.user._id });
    const before = await counts();
    for (const caller of [stranger, admin]) {
      for (const body of [{ applicationId: other.applicationId }, { hireRequestId: hire }]) {
        const res = await openConversation(t.app, caller.token, body);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ result: 0, message: "Application or hiring request not found." });
      }
    }
    const missing = await openConversation(t.app, poster.token, { applicationId: crypto.randomUUID() });
    expect(missing.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it("asks for exactly one subject", async () => {
    for (const body of [{}, { applicationId, hireRequestId: applicationId }, { applicationId: "nope" }, { jobId }]) {
      const res = await openConversation(t.app, applicant.token, body);
      expect(res.statusCode).toBe(400);
    }
    const both = await openConversation(t.app, applicant.token, { applicationId, hireRequestId: applicationId });
    expect(both.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      applicationId: ["Give an applicationId or a hireRequestId, not both."],
    });
  });

  it("answers 401 without a token", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/conversations", payload: { applicationId } });
    expect(res.statusCode).toBe(401);
  });
});

describe("reading and writing a conversation", () => {
  let conversation: Conversation;
  beforeAll(async () => {
    conversation = await conversationOf(t.app, applicant.token, { applicationId });
  });

  it("keeps a third user and an admin out of the thread: 404 to read or post, and nothing changes", async () => {
    await sendMessage(t.app, applicant.token, conversation._id, "Hello, I can start Monday.");
    const before = await counts();
    for (const caller of [stranger, admin]) {
      const read = await threadOf(caller, conversation._id);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ result: 0, message: "Conversation not found." });
      const write = await postMessage(t.app, caller.token, conversation._id, "Let me in");
      expect(write.statusCode).toBe(404);
      expect((await listOf(caller)).result_value.map((c) => c._id)).not.toContain(conversation._id);
    }
    expect(await counts()).toEqual(before);
  });

  it("counts unread messages for the recipient only, and marks them read when the recipient opens the thread", async () => {
    const fresh = await createApplication(t.database, {
      applicantId: applicant.user._id,
      posterId: poster.user._id,
      title: "Logo refresh",
    });
    const talk = await conversationOf(t.app, poster.token, { applicationId: fresh.applicationId });
    const unreadBefore = await unreadOf(applicant);
    await sendMessage(t.app, poster.token, talk._id, "Could you send a sketch?");
    await sendMessage(t.app, poster.token, talk._id, "Black and white is fine.");
    expect(await unreadOf(applicant)).toBe(unreadBefore + 2);
    const senderUnread = await unreadOf(poster);
    const listed = (await listOf(applicant)).result_value.find((c) => c._id === talk._id)!;
    expect(listed.unreadCount).toBe(2);
    expect(listed.lastMessage).toMatchObject({ body: "Black and white is fine.", isMine: false });

    // The sender reading their own thread marks nothing.
    const bySender = await threadOf(poster, talk._id);
    expect(bySender.json<MessagePageResponse>().result_value.messages.every((m) => m.readAt === null)).toBe(true);
    expect(await unreadOf(applicant)).toBe(unreadBefore + 2);

    const read = await threadOf(applicant, talk._id);
    expect(read.statusCode).toBe(200);
    const page = read.json<MessagePageResponse>().result_value;
    expect(page.conversation.unreadCount).toBe(0);
    expect(page.messages.map((m) => [m.body, m.isMine, m.readAt !== null])).toEqual([
      ["Could you send a sketch?", false, true],
      ["Black and white is fine.", false, true],
    ]);
    expect(await unreadOf(applicant)).toBe(unreadBefore);
    expect(await unreadOf(poster)).toBe(senderUnread);
  });

  it("trims the body, stores it once, and moves the conversation to the top of both lists", async () => {
    const older = await createApplication(t.database, { applicantId: applicant.user._id, posterId: poster.user._id });
    const quiet = await conversationOf(t.app, applicant.token, { applicationId: older.applicationId });
    await sendMessage(t.app, poster.token, quiet._id, "Still there?");
    expect((await listOf(applicant)).result_value[0]!._id).toBe(quiet._id);
    const sent = await sendMessage(t.app, applicant.token, conversation._id, "  Two lines:\r\nfirst\nsecond  \n");
    expect(sent).toMatchObject({ body: "Two lines:\nfirst\nsecond", isMine: true, senderId: applicant.user._id });
    for (const account of [applicant, poster]) {
      const [top] = (await listOf(account)).result_value;
      expect(top!._id).toBe(conversation._id);
      expect(top!.lastMessage).toMatchObject({ body: "Two lines:\nfirst\nsecond", isMine: account === applicant });
    }
    const [stored] = await rows<{ body: string; recipient_id: string }>(
      t.database,
      sql`select body, recipient_id from messages where id = ${sent._id}`,
    );
    expect(stored).toEqual({ body: "Two lines:\nfirst\nsecond", recipient_id: poster.user._id });
  });

  it("pages the thread backwards with before= and says whether earlier messages remain", async () => {
    const fresh = await createApplication(t.database, { applicantId: applicant.user._id, posterId: poster.user._id });
    const talk = await conversationOf(t.app, poster.token, { applicationId: fresh.applicationId });
    for (let i = 1; i <= 5; i += 1) await sendMessage(t.app, i % 2 ? poster.token : applicant.token, talk._id, `m${i}`);
    const newest = (await threadOf(applicant, talk._id, "?limit=2")).json<MessagePageResponse>().result_value;
    expect(newest.messages.map((m) => m.body)).toEqual(["m4", "m5"]);
    expect(newest.hasEarlier).toBe(true);
    const earlier = (
      await threadOf(applicant, talk._id, `?limit=2&before=${newest.messages[0]!._id}`)
    ).json<MessagePageResponse>().result_value;
    expect(earlier.messages.map((m) => m.body)).toEqual(["m2", "m3"]);
    const first = (
      await threadOf(applicant, talk._id, `?limit=2&before=${earlier.messages[0]!._id}`)
    ).json<MessagePageResponse>().result_value;
    expect(first.messages.map((m) => m.body)).toEqual(["m1"]);
    expect(first.hasEarlier).toBe(false);
    // A message of another conversation is no cursor into this one.
    const foreign = await sendMessage(t.app, poster.token, conversation._id, "elsewhere");
    const none = (await threadOf(applicant, talk._id, `?before=${foreign._id}`)).json<MessagePageResponse>();
    expect(none.result_value.messages).toEqual([]);
    for (const query of ["?limit=0", "?limit=101", "?before=x", "?page=2"]) {
      expect((await threadOf(applicant, talk._id, query)).statusCode).toBe(400);
    }
  });

  it("pages the list of conversations, newest activity first, with no page past the end", async () => {
    const all = (await listOf(applicant, "?limit=50")).result_value;
    expect(all.length).toBeGreaterThanOrEqual(5);
    const activity = all.map((c) => c.lastActivityAt);
    expect(activity).toEqual([...activity].sort().reverse());
    const firstTwo = await listOf(applicant, "?limit=2");
    const nextTwo = await listOf(applicant, "?limit=2&page=2");
    expect(firstTwo.meta.hasMore).toBe(true);
    expect([...firstTwo.result_value, ...nextTwo.result_value].map((c) => c._id)).toEqual(
      all.slice(0, 4).map((c) => c._id),
    );
    expect((await listOf(applicant, "?limit=50&page=99")).result_value).toEqual([]);
    expect((await get(applicant.token, "/api/conversations?limit=51")).statusCode).toBe(400);
    expect((await listOf(stranger)).result_value.length).toBeLessThan(all.length);
  });
});
