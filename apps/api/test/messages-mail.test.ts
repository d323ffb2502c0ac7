import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conversation } from "@mp/contracts/message";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import { conversationOf, createApplication, sendMessage } from "./helpers/messages.ts";
import { createVendorTestApp, type VendorTestApp } from "./helpers/vendor.ts";

let t: VendorTestApp;
let applicant: Account;
let poster: Account;
let conversation: Conversation;

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off", PUBLIC_URL: "https://shop.example" });
  [applicant, poster] = await Promise.all([
    createAccount(t.app, { name: "Ada Applicant" }),
    createAccount(t.app, { name: "Pat <b>Poster</b>" }),
  ]);
  const { applicationId } = await createApplication(t.database, {
    applicantId: applicant.user._id,
    posterId: poster.user._id,
  });
  conversation = await conversationOf(t.app, applicant.token, { applicationId });
});
afterAll(() => t?.close());

/** The new-message mails written so far to `to` (file mode: one .eml per mail). */
async function mailsTo(to: string): Promise<string[]> {
  await t.app.mailer.idle();
  const dir = path.join(t.dataDir, "mail");
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(path.join(dir, name), "utf8"))
    .filter((mail) => mail.includes(`To: ${to}`) && mail.includes("Subject: New message from"));
}

/** Moves every message of the conversation `minutes` into the past, as if time had passed. */
async function age(minutes: number) {
  await t.database.db.execute(
    sql`update messages set created_at = created_at - make_interval(mins => ${minutes})
         where conversation_id = ${conversation._id}`,
  );
}

describe("mail for new messages, batched per recipient and conversation", () => {
  it("mails the first message after a quiet spell, with the sender, the subject, the text and a link", async () => {
    await sendMessage(t.app, poster.token, conversation._id, "Hello Ada,\nwhen can you start?");
    const mails = await mailsTo(applicant.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.replace(/=\r?\n/g, "");
    expect(mail).toContain("Subject: New message from Pat <b>Poster</b>: Shop window mural");
    expect(mail).toContain("when can you start?");
    expect(mail).toContain(`https://shop.example/messages/${conversation._id}`);
    // The HTML part escapes the sender's name.
    expect(mail).toContain("Pat &#60;b&#62;Poster&#60;/b&#62;");
  });

  it("sends no second mail for messages within 15 minutes, read or not, nor to the sender", async () => {
    await sendMessage(t.app, poster.token, conversation._id, "Also: bring brushes.");
    await t.app.inject({
      method: "GET",
      url: `/api/conversations/${conversation._id}/messages`,
      headers: bearer(applicant.token),
    });
    await sendMessage(t.app, poster.token, conversation._id, "And a ladder.");
    expect(await mailsTo(applicant.email)).toHaveLength(1);
    expect(await mailsTo(poster.email)).toHaveLength(0);
  });

  it("mails each direction on its own: the first reply mails the other party", async () => {
    await sendMessage(t.app, applicant.token, conversation._id, "Monday works.");
    await sendMessage(t.app, applicant.token, conversation._id, "Brushes: yes.");
    expect(await mailsTo(poster.email)).toHaveLength(1);
    expect(await mailsTo(applicant.email)).toHaveLength(1);
  });

  it("mails again once 15 minutes have passed since the last message to that recipient", async () => {
    await age(14);
    await sendMessage(t.app, poster.token, conversation._id, "Fourteen minutes later.");
    expect(await mailsTo(applicant.email)).toHaveLength(1);
    await age(16);
    await sendMessage(t.app, poster.token, conversation._id, "A quarter of an hour later.");
    const mails = await mailsTo(applicant.email);
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.includes("A quarter of an hour later."))).toBe(true);
  });

  it("writes the message even when the mail cannot go out, and answers 201", async () => {
    const send = t.app.mailer.sendInBackground;
    const failures: unknown[] = [];
    t.app.mailer.sendInBackground = (_message, onError) => {
      failures.push("called");
      onError(new Error("SMTP down"));
    };
    try {
      await age(16);
      const sent = await sendMessage(t.app, poster.token, conversation._id, "Is the mail server down?");
      expect(sent.body).toBe("Is the mail server down?");
      expect(failures).toEqual(["called"]);
    } finally {
      t.app.mailer.sendInBackground = send;
    }
  });
});
