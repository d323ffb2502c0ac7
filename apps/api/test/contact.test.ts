import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-contact-"));
const mailDir = path.join(dataDir, "mail");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { DATA_DIR: dataDir, PRODUCT_NAME: "Corner & Co", CONTACT_EMAIL: "team@corner.example" },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const SENT = "Thank you: your message was sent. We answer by e-mail, usually within two working days.";
let addresses = 0;
/** A fresh client address, so each test has its own hourly allowance. */
const newAddress = () => `198.51.100.${++addresses}`;

const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Grace Hopper",
  email: "grace@example.org",
  topic: "listing",
  message: "How do I add opening hours to my listing?",
  ...overrides,
});
const send = async (payload: object, remoteAddress = newAddress()) => {
  const res = await t.app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress });
  return { status: res.statusCode, body: res.json<{ result: number; message: string }>() };
};

/** The raw mails written so far whose text contains `marker`. */
async function mailsWith(marker: string): Promise<string[]> {
  await t.app.mailer.idle();
  let names: string[] = [];
  try {
    names = readdirSync(mailDir);
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(path.join(mailDir, name), "utf8").replace(/=\n/g, ""))
    .filter((raw) => raw.includes(marker));
}

describe("POST /api/contact", () => {
  it("mails the message to CONTACT_EMAIL, answering to the visitor, with the text escaped in the HTML part", async () => {
    const res = await send(body({ email: "ada@example.org", message: "Hello <script>alert(1)</script> team" }));
    expect(res).toEqual({ status: 200, body: { result: 1, message: SENT } });
    const [mail, ...more] = await mailsWith("ada@example.org");
    expect(more).toEqual([]);
    expect(mail).toContain("To: team@corner.example");
    expect(mail).toContain("Reply-To: ada@example.org");
    expect(mail).toContain("Subject: [Corner & Co contact] Listing a business or an ad");
    expect(mail).toContain("Hello <script>alert(1)</script> team");
    expect(mail).toContain("Hello &#60;script&#62;alert(1)&#60;/script&#62; team");
  });

  it("refuses hostile and malformed input with field errors, and mails nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ name: "Eve\r\nBcc: all@example.org" }, "name"],
      [{ name: "n".repeat(101) }, "name"],
      [{ email: "eve@example.org\r\nBcc: all@example.org" }, "email"],
      [{ email: "not-an-address" }, "email"],
      [{ email: `${"e".repeat(250)}@example.org` }, "email"],
      [{ topic: "sales" }, "topic"],
      [{ message: "hi" }, "message"],
      [{ message: "m".repeat(5001) }, "message"],
      [{ cc: "all@example.org" }, ""],
    ];
    for (const [overrides, field] of cases) {
      const res = await send(body({ ...overrides, email: overrides.email ?? "eve@example.org" }));
      expect(res.status, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(res.body.result).toBe(0);
      if (field) expect(Object.keys((res.body as { errors?: object }).errors ?? {})).toContain(field);
    }
    const huge = await send(body({ email: "eve@example.org", message: "m".repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(await mailsWith("eve@example.org")).toEqual([]);
  });

  it("takes five messages an hour from one address, and five from one sender's e-mail", async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      expect((await send(body({ email: `sender${i}@example.org` }), address)).status).toBe(200);
    }
    const sixth = await send(body({ email: "sender5@example.org" }), address);
    expect(sixth).toEqual({
      status: 429,
      body: {
        result: 0,
        message: "You have sent several messages in the last hour. Please wait a while before sending another.",
      },
    });
    expect(await mailsWith("sender5@example.org")).toEqual([]);
    // Another address is not held back by the first one's messages…
    expect((await send(body({ email: "other@example.org" }))).status).toBe(200);
    // …but one e-mail address is, from any address.
    for (let i = 0; i < 4; i++) expect((await send(body({ email: "other@example.org" }))).status).toBe(200);
    expect((await send(body({ email: "OTHER@example.org" }))).status).toBe(429);
  });
});
