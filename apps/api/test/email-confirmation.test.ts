import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailLinkRules } from "../src/modules/account-verification/email-mail.ts";
import { createEmailTokens } from "../src/modules/account-verification/email-token.ts";
import { bearer, createAccount, uniqueEmail, type Account } from "./helpers/accounts.ts";
import { createTestApp, TEST_TOKEN_SECRET, type TestApp } from "./helpers/test-app.ts";
import { rows } from "./helpers/vendor.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-confirm-"));
const mailDir = path.join(dataDir, "mail");
const INVALID = "This confirmation link is not valid. Ask for a new one from your account.";
const EXPIRED = "This confirmation link has expired. Ask for a new one from your account.";
const CHANGED = "Your e-mail address changed after this link was sent. Ask for a new one from your account.";
const CONFIRMED = "Your e-mail address is confirmed.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example", PRODUCT_NAME: "Corner & Co" },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { result: number; message: string };
const askLink = async (account: Account) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/account/email/verification",
    headers: bearer(account.token),
  });
  return { status: res.statusCode, body: res.json<Answer>() };
};
const confirm = async (token: unknown, account?: Account) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/account/email/confirm",
    headers: account ? bearer(account.token) : {},
    payload: { token },
  });
  return { status: res.statusCode, body: res.json<Answer>() };
};
const minuteLater = (account: Account) => t.app.throttle.clear(emailLinkRules.perMinute, account.user._id);
const verifiedAt = async (userId: string) =>
  (
    await rows<{ at: string | null }>(t.database, sql`select email_verified_at as at from users where id = ${userId}`)
  )[0]!.at;

/** The mails written to `to`, quoted-printable decoded, oldest first. */
function mailsTo(to: string): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(mailDir).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(path.join(mailDir, name), "utf8"))
    .filter((raw) => raw.includes(`To: ${to}`))
    .map((raw) =>
      Buffer.from(
        raw.replace(/=\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8"),
    );
}
function lastTokenTo(to: string): string {
  const token = /https:\/\/shop\.example\/confirmemail\?token=([\w.-]+)/.exec(mailsTo(to).at(-1) ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${to}`);
  return token;
}

describe("the e-mail confirmation link", () => {
  it("mails a link whose token alone confirms the address, signed out, once and for all", async () => {
    const account = await createAccount(t.app);
    const asked = await askLink(account);
    expect(asked).toEqual({
      status: 200,
      body: { result: 1, message: `We sent a confirmation link to ${account.email}.` },
    });
    const [mail] = mailsTo(account.email);
    expect(mail).toContain("Subject: Confirm your e-mail address for Corner & Co");
    expect(mail).toContain("open this link within 24 hours");
    const token = lastTokenTo(account.email);
    expect(token).not.toContain(account.email.split("@")[0]);
    expect(await verifiedAt(account.user._id)).toBeNull();

    expect(await confirm(token)).toEqual({ status: 200, body: { result: 1, message: CONFIRMED } });
    const first = await verifiedAt(account.user._id);
    expect(first).not.toBeNull();
    const status = await t.app.inject({
      method: "GET",
      url: "/api/account/verification",
      headers: bearer(account.token),
    });
    expect(status.json<{ result_value: { emailVerified: boolean } }>().result_value.emailVerified).toBe(true);

    // Opened again, signed in this time: still a success, and the first date stays.
    expect(await confirm(token, account)).toEqual({ status: 200, body: { result: 1, message: CONFIRMED } });
    expect(await verifiedAt(account.user._id)).toEqual(first);

    // A confirmed address needs no other link.
    await minuteLater(account);
    expect(await askLink(account)).toEqual({
      status: 409,
      body: { result: 0, message: "Your e-mail address is already confirmed." },
    });
  });

  it("sends one link a minute and five a day per account", async () => {
    const account = await createAccount(t.app);
    expect((await askLink(account)).status).toBe(200);
    expect(await askLink(account)).toEqual({
      status: 429,
      body: {
        result: 0,
        message: "A link was sent less than a minute ago. Wait a minute before asking for another.",
      },
    });
    for (let sent = 2; sent <= 5; sent++) {
      await minuteLater(account);
      expect((await askLink(account)).status).toBe(200);
    }
    await minuteLater(account);
    expect(await askLink(account)).toEqual({
      status: 429,
      body: { result: 0, message: "You asked for five links today. Try again tomorrow." },
    });
    expect(mailsTo(account.email)).toHaveLength(5);
    // Another account has its own allowance.
    expect((await askLink(await createAccount(t.app))).status).toBe(200);
  });

  it("refuses an altered, cut, foreign or expired token with 400 and confirms nothing", async () => {
    const account = await createAccount(t.app);
    const other = await createAccount(t.app);
    await askLink(account);
    const token = lastTokenTo(account.email);
    const [userId, expiry, tag, signature] = token.split(".") as [string, string, string, string];
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith("A") ? "B" : "A"}`;
    const refused = [
      `${other.user._id}.${expiry}.${tag}.${signature}`, // the token binds the account's id
      `${userId}.${Number(expiry) + 86_400}.${tag}.${signature}`,
      `${userId}.${expiry}.${flip(tag)}.${signature}`,
      `${userId}.${expiry}.${tag}.${flip(signature)}`,
      `${userId}.${expiry}.${tag}`,
      createEmailTokens("another-secret-".padEnd(40, "y")).sign(userId, account.email),
      "x".repeat(301),
      "",
    ];
    for (const bad of [...refused, 42]) {
      const res = await confirm(bad, other);
      expect([res.status, res.body.result, res.body.message]).toEqual([400, 0, INVALID]);
    }

    const dayAgo = new Date(Date.now() - 24 * 60 * 60_000 - 1000);
    const expired = createEmailTokens(TEST_TOKEN_SECRET).sign(account.user._id, account.email, dayAgo);
    expect(await confirm(expired)).toEqual({ status: 400, body: { result: 0, message: EXPIRED } });
    expect(await verifiedAt(account.user._id)).toBeNull();
    expect(await verifiedAt(other.user._id)).toBeNull();

    // The good one confirms its own account only.
    expect((await confirm(token, other)).status).toBe(200);
    expect(await verifiedAt(account.user._id)).not.toBeNull();
    expect(await verifiedAt(other.user._id)).toBeNull();
  });

  it("does not confirm an address that changed since the link was made", async () => {
    const account = await createAccount(t.app);
    await askLink(account);
    const token = lastTokenTo(account.email);
    const newAddress = uniqueEmail("moved");
    await t.database.db.execute(sql`update users set email = ${newAddress} where id = ${account.user._id}`);
    expect(await confirm(token)).toEqual({ status: 409, body: { result: 0, message: CHANGED } });
    expect(await verifiedAt(account.user._id)).toBeNull();

    // A link made for the address in other capitals still names it.
    const upper = createEmailTokens(TEST_TOKEN_SECRET).sign(account.user._id, newAddress.toUpperCase());
    expect((await confirm(upper)).status).toBe(200);
    expect(await verifiedAt(account.user._id)).not.toBeNull();
  });

  it("asks to sign in for a link, and names a deleted account's link invalid", async () => {
    const signedOut = await t.app.inject({ method: "POST", url: "/api/account/email/verification" });
    expect(signedOut.statusCode).toBe(401);
    const account = await createAccount(t.app);
    const token = createEmailTokens(TEST_TOKEN_SECRET).sign(account.user._id, account.email);
    await t.database.db.execute(sql`delete from users where id = ${account.user._id}`);
    expect(await confirm(token)).toEqual({ status: 400, body: { result: 0, message: INVALID } });
  });
});
