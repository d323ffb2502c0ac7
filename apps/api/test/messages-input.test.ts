import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conversation } from "@mp/contracts/message";
import { createAccount, type Account } from "./helpers/accounts.ts";
import { conversationOf, createApplication, postMessage, sendMessage } from "./helpers/messages.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { rows } from "./helpers/vendor.ts";

let t: TestApp;
let applicant: Account;
let poster: Account;
let conversation: Conversation;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
  [applicant, poster] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
  const { applicationId } = await createApplication(t.database, {
    applicantId: applicant.user._id,
    posterId: poster.user._id,
  });
  conversation = await conversationOf(t.app, applicant.token, { applicationId });
});
afterAll(() => t?.close());

const messageCount = async () =>
  (
    await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from messages where conversation_id = ${conversation._id}`,
    )
  )[0]!.n;

describe("hostile message bodies", () => {
  it.each([
    ["an empty body", "", "Write a message."],
    ["only spaces and line breaks", "  \n\t \r\n ", "Write a message."],
    ["5,001 characters", "a".repeat(5_001), "A message can be 5,000 characters at most."],
    ["a NUL byte", "hello\u0000world", "A message cannot contain control characters."],
    ["an escape sequence", "\u001b[31mred", "A message cannot contain control characters."],
    ["a C1 control", "next\u0085line", "A message cannot contain control characters."],
    ["DEL", "del\u007f", "A message cannot contain control characters."],
  ])("refuses %s with a field message and stores nothing", async (_name, body, message) => {
    const before = await messageCount();
    const res = await postMessage(t.app, applicant.token, conversation._id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({ body: [message] });
    expect(await messageCount()).toBe(before);
  });

  it.each([
    ["a number", 42],
    ["null", null],
    ["an array", ["hi"]],
    ["an object", { text: "hi" }],
  ])("refuses %s as the body", async (_name, body) => {
    const res = await postMessage(t.app, applicant.token, conversation._id, body);
    expect(res.statusCode).toBe(400);
  });

  it("refuses unknown fields, and a sender or recipient given by the caller", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/conversations/${conversation._id}/messages`,
      headers: { authorization: `Bearer ${applicant.token}` },
      payload: { body: "hi", senderId: poster.user._id },
    });
    expect(res.statusCode).toBe(400);
  });

  it("keeps exactly 5,000 characters, tabs, emoji and markup as text", async () => {
    const long = "é".repeat(5_000);
    expect((await sendMessage(t.app, applicant.token, conversation._id, long)).body).toBe(long);
    const markup = "<script>alert(1)</script>\tcol2 😀 ' or 1=1 --";
    expect((await sendMessage(t.app, applicant.token, conversation._id, markup)).body).toBe(markup);
  });

  it("answers 400 for a conversation id that is not a uuid, and 404 for an unknown one", async () => {
    expect((await postMessage(t.app, applicant.token, "not-a-uuid", "hi")).statusCode).toBe(400);
    const unknown = await postMessage(t.app, applicant.token, crypto.randomUUID(), "hi");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: "Conversation not found." });
  });
});

describe("the send throttle", () => {
  it("lets a user send 30 messages a minute, then answers 429 and stores nothing more", async () => {
    const sender = await createAccount(t.app);
    const { applicationId } = await createApplication(t.database, {
      applicantId: sender.user._id,
      posterId: poster.user._id,
    });
    const talk = await conversationOf(t.app, sender.token, { applicationId });
    for (let i = 0; i < 30; i += 1) await sendMessage(t.app, sender.token, talk._id, `message ${i}`);
    const refused = await postMessage(t.app, sender.token, talk._id, "one too many");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: "You are sending messages too quickly. Wait a minute and try again.",
    });
    const [stored] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from messages where sender_id = ${sender.user._id}`,
    );
    expect(stored!.n).toBe(30);
    // The other party is counted apart.
    expect((await postMessage(t.app, poster.token, talk._id, "I can still answer")).statusCode).toBe(201);
  });
});
