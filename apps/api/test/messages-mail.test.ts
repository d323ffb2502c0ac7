import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Conversation } from "@mp/contracts/message";
import type { Mailer, MailMessage } from "../src/lib/mailer.ts";
import { messageMailContext, runMessageMail, type MessageMailContext } from "../src/modules/messages/mail-task.ts";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import { askedQuestion, conversationOf, createApplication, createListingRow, sendMessage } from "./helpers/messages.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { rows } from "./helpers/vendor.ts";

let t: TestApp;
let applicant: Account;
let poster: Account;
let conversation: Conversation;
let listingConversation: Conversation;
let sent: MailMessage[];
let ctx: MessageMailContext;

/** Three minutes on: past the two minutes a message waits before it is mailed. */
const later = () => new Date(Date.now() + 3 * 60_000);

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off", PUBLIC_URL: "https://shop.example" } });
  [applicant, poster] = await Promise.all([
    createAccount(t.app, { name: "Ada Applicant" }),
    createAccount(t.app, { name: "Pat <b>Poster</b>" }),
  ]);
  const { applicationId } = await createApplication(t.database, {
    applicantId: applicant.user._id,
    posterId: poster.user._id,
  });
  conversation = await conversationOf(t.app, applicant.token, { applicationId });
  const listingId = await createListingRow(t.database, { vendorId: applicant.user._id, name: "Ada's <i>Atelier</i>" });
  ({ conversation: listingConversation } = await askedQuestion(t.app, poster.token, listingId, "Open on Mondays?"));
  const mailer = { send: async (message: MailMessage) => void sent.push(message) } as unknown as Mailer;
  ctx = { ...messageMailContext(t.app), mailer };
});
beforeEach(async () => {
  sent = [];
  // Each case starts with nothing waiting.
  await t.database.db.execute(sql`update messages set notified_at = coalesce(notified_at, now())`);
});
afterAll(() => t?.close());

const mailsTo = (account: Account) => sent.filter((mail) => mail.to === account.email);
const unnotified = async () =>
  (await rows<{ n: number }>(t.database, sql`select count(*)::int as n from messages where notified_at is null`))[0]!.n;

describe("the batched new-message mail", () => {
  it("sends nothing when a message is sent, nor for one younger than two minutes", async () => {
    await sendMessage(t.app, poster.token, conversation._id, "Just now.");
    expect(sent).toEqual([]);
    const run = await runMessageMail(ctx, new Date());
    expect(run.handled).toBe(0);
    expect(sent).toEqual([]);
    expect(await unnotified()).toBe(1);
  });

  it("mails a recipient once for several messages in several conversations, and the sender nothing", async () => {
    await sendMessage(t.app, poster.token, conversation._id, "Hello Ada,\nwhen can you start?");
    await sendMessage(t.app, poster.token, conversation._id, "Also: bring brushes & a <ladder>.");
    await sendMessage(t.app, poster.token, listingConversation._id, "And is the atelier open on Sunday?");
    const run = await runMessageMail(ctx, later());
    expect(run.handled).toBe(3);
    expect(sent).toHaveLength(1);
    const [mail] = mailsTo(applicant);
    expect(mailsTo(poster)).toEqual([]);
    expect(mail!.subject).toBe("New messages in 2 conversations");
    expect(mail!.text).toContain("Pat <b>Poster</b> about “Shop window mural” (2 new messages):");
    expect(mail!.text).toContain("Also: bring brushes & a <ladder>.");
    expect(mail!.text).toContain("Pat <b>Poster</b> about “Ada's <i>Atelier</i>” (1 new message):");
    expect(mail!.text).toContain(`https://shop.example/messages/${conversation._id}`);
    expect(mail!.text).toContain(`https://shop.example/messages/${listingConversation._id}`);
    expect(mail!.text).toContain("All your messages: https://shop.example/messages");
    // The HTML part escapes what people wrote: names, subjects and text.
    expect(mail!.html).toContain("Pat &#60;b&#62;Poster&#60;/b&#62;");
    expect(mail!.html).toContain("Ada&#39;s &#60;i&#62;Atelier&#60;/i&#62;");
    expect(mail!.html).toContain("bring brushes &#38; a &#60;ladder&#62;.");
    expect(mail!.html).not.toContain("<ladder>");
    expect(await unnotified()).toBe(0);
    // Exactly once: the next run finds nothing.
    expect((await runMessageMail(ctx, later())).handled).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it("names the one conversation in the subject when there is one", async () => {
    await sendMessage(t.app, applicant.token, conversation._id, "Monday works.");
    await runMessageMail(ctx, later());
    expect(mailsTo(poster).map((mail) => mail.subject)).toEqual(["New message from Ada Applicant: Shop window mural"]);
  });

  it("does not mail a message its recipient read before the batch ran", async () => {
    await sendMessage(t.app, poster.token, conversation._id, "Read me now.");
    await t.app.inject({
      method: "GET",
      url: `/api/conversations/${conversation._id}/messages`,
      headers: bearer(applicant.token),
    });
    expect(await unnotified()).toBe(0);
    await runMessageMail(ctx, later());
    expect(sent).toEqual([]);
    await sendMessage(t.app, poster.token, conversation._id, "Marked read without opening.");
    await t.app.inject({
      method: "POST",
      url: `/api/conversations/${conversation._id}/read`,
      headers: bearer(applicant.token),
    });
    await runMessageMail(ctx, later());
    expect(sent).toEqual([]);
  });

  it("two runners at once send one mail between them", async () => {
    await sendMessage(t.app, poster.token, conversation._id, "Two servers, one mail.");
    await sendMessage(t.app, poster.token, listingConversation._id, "Really one.");
    const runs = await Promise.all([runMessageMail(ctx, later()), runMessageMail(ctx, later())]);
    expect(runs.map((run) => run.handled).sort()).toEqual([0, 2]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(applicant.email);
  });

  it("gives the messages back when the mail fails, and the next run mails them", async () => {
    await sendMessage(t.app, poster.token, conversation._id, "Is the mail server down?");
    const failing = { ...ctx, mailer: { send: () => Promise.reject(new Error("SMTP down")) } as unknown as Mailer };
    await runMessageMail(failing, later());
    expect(await unnotified()).toBe(1);
    await runMessageMail(ctx, later());
    expect(mailsTo(applicant)).toHaveLength(1);
    expect(mailsTo(applicant)[0]!.text).toContain("Is the mail server down?");
    expect(await unnotified()).toBe(0);
  });
});
