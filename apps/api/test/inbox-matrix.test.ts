import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conversation, Message } from "@mp/contracts/message";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import {
  askedQuestion,
  conversationOf,
  createApplication,
  createHireRequest,
  createListingRow,
  sendMessage,
} from "./helpers/messages.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

/**
 * Nobody reads or writes a conversation they are not part of: each kind of conversation
 * (application, hiring request, listing question) × each caller (its two parties, a third user,
 * an admin, nobody signed in) × each thing one can do with it.
 */
let t: TestApp;
let third: Account;
let admin: Account;

type Kind = "application" | "hire" | "listing";
type Case = { a: Account; b: Account; conversation: Conversation; fromA: Message; fromB: Message };
const cases = {} as Record<Kind, Case>;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
  [third, admin] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
  await makeAdmin(t.database, admin.user._id);
  for (const kind of ["application", "hire", "listing"] as const) {
    const [a, b] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
    let conversation: Conversation;
    if (kind === "application") {
      const { applicationId } = await createApplication(t.database, { applicantId: a.user._id, posterId: b.user._id });
      conversation = await conversationOf(t.app, a.token, { applicationId });
    } else if (kind === "hire") {
      const hireRequestId = await createHireRequest(t.database, { clientId: a.user._id, freelancerId: b.user._id });
      conversation = await conversationOf(t.app, a.token, { hireRequestId });
    } else {
      const listingId = await createListingRow(t.database, { vendorId: b.user._id });
      conversation = (await askedQuestion(t.app, a.token, listingId, "Is it still for sale?")).conversation;
    }
    const fromA = await sendMessage(t.app, a.token, conversation._id, `A writes about the ${kind}`);
    const fromB = await sendMessage(t.app, b.token, conversation._id, `B answers about the ${kind}`);
    cases[kind] = { a, b, conversation, fromA, fromB };
  }
});
afterAll(() => t?.close());

type Who = "party A" | "party B" | "third user" | "admin" | "anonymous";
const whos: Who[] = ["party A", "party B", "third user", "admin", "anonymous"];

function tokenOf(who: Who, c: Case): string | null {
  return { "party A": c.a.token, "party B": c.b.token, "third user": third.token, admin: admin.token, anonymous: null }[
    who
  ];
}

async function call(token: string | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** What each action answers for a caller: a status, or for the list whether the conversation is in it. */
const actions: Record<string, (token: string | null, c: Case, who: Who) => Promise<string | number>> = {
  list: async (token, c) => {
    const res = await call(token, "GET", "/api/conversations?limit=50");
    if (res.statusCode !== 200) return res.statusCode;
    const ids = res.json<{ result_value: Conversation[] }>().result_value.map((row) => row._id);
    return ids.includes(c.conversation._id) ? "listed" : "not listed";
  },
  "read thread": async (token, c) =>
    (await call(token, "GET", `/api/conversations/${c.conversation._id}/messages`)).statusCode,
  send: async (token, c) =>
    (await call(token, "POST", `/api/conversations/${c.conversation._id}/messages`, { body: "Hello" })).statusCode,
  "mark read": async (token, c) =>
    (await call(token, "POST", `/api/conversations/${c.conversation._id}/read`)).statusCode,
  // A blocks B, B blocks A; the others try to block A. Each block is lifted at once.
  block: async (token, c, who) => {
    const target = who === "party A" ? c.b.user._id : c.a.user._id;
    const res = await call(token, "POST", "/api/messages/blocks", { userId: target });
    if (res.statusCode === 200) await call(token, "DELETE", `/api/messages/blocks/${target}`);
    return res.statusCode;
  },
  // Each reports the other party's message (the others report A's message); own messages after.
  report: async (token, c, who) => {
    const message = who === "party A" ? c.fromB : c.fromA;
    return (await call(token, "POST", "/api/reports", { targetType: "message", targetId: message._id, reason: "spam" }))
      .statusCode;
  },
};

const expected: Record<string, Record<Who, string | number>> = {
  list: { "party A": "listed", "party B": "listed", "third user": "not listed", admin: "not listed", anonymous: 401 },
  "read thread": { "party A": 200, "party B": 200, "third user": 404, admin: 404, anonymous: 401 },
  send: { "party A": 201, "party B": 201, "third user": 404, admin: 404, anonymous: 401 },
  "mark read": { "party A": 200, "party B": 200, "third user": 404, admin: 404, anonymous: 401 },
  block: { "party A": 200, "party B": 200, "third user": 404, admin: 404, anonymous: 401 },
  report: { "party A": 200, "party B": 200, "third user": 404, admin: 404, anonymous: 401 },
};

describe("the inbox matrix: conversations × callers × actions", () => {
  for (const kind of ["application", "hire", "listing"] as const) {
    it(`a ${kind} conversation answers each caller as only its two parties may`, async () => {
      const c = cases[kind];
      const actual: Record<string, Record<string, string | number>> = {};
      for (const [action, run] of Object.entries(actions)) {
        actual[action] = {};
        for (const who of whos) actual[action]![who] = await run(tokenOf(who, c), c, who);
      }
      expect(actual).toEqual(expected);
      // Nothing a stranger did left a trace: the thread has the parties' messages and sends only.
      const thread = await call(c.a.token, "GET", `/api/conversations/${c.conversation._id}/messages`);
      const bodies = thread.json<{ result_value: { messages: Message[] } }>().result_value.messages.map((m) => m.body);
      expect(bodies.filter((body) => body === "Hello")).toHaveLength(2);
    });

    it(`a party of a ${kind} conversation cannot report their own message (409)`, async () => {
      const c = cases[kind];
      const res = await call(c.a.token, "POST", "/api/reports", {
        targetType: "message",
        targetId: c.fromA._id,
        reason: "spam",
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: "You cannot report your own content." });
    });
  }

  it("lets nobody in through another path: a thread of one kind with the parties of another is 404", async () => {
    const res = await call(cases.listing.a.token, "GET", `/api/conversations/${cases.hire.conversation._id}/messages`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: 0, message: "Conversation not found." });
  });
});
