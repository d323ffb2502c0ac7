import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens } from "@mp/db/schema/index";
import { bearer, createAccount, login, uniqueEmail } from "./helpers/accounts.ts";
import { startFakeSmtp } from "./helpers/fake-smtp.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-mail-"));
const mailDir = path.join(dataDir, "mail");
const FORGOT_SENT = "If an account exists for this email, we have sent a link to reset the password.";
const LOCKED = "Email already sent. Please wait for 5 minutes before requesting again.";
const INVALID = "This reset link is invalid or has expired.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_THROTTLE: "off", DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example", PRODUCT_NAME: "Corner & Co" },
  });
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, password } });

/**
 * The file and text (quoted-printable decoded) of the mail sent to `to`. Sending does not hold
 * up the answer, so it may take a moment to appear.
 */
async function findMail(to: string): Promise<{ file: string; text: string }> {
  for (let i = 0; i < 100; i++) {
    for (const name of readdirSync(mailDir).filter((n) => n.endsWith(".eml"))) {
      const file = path.join(mailDir, name);
      const raw = readFileSync(file, "utf8");
      if (raw.includes(`To: ${to}`)) return { file, text: decodeQuotedPrintable(raw) };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

const mailTo = async (to: string) => (await findMail(to)).text;

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

function resetTokenIn(mail: string): string {
  const token = /https:\/\/shop\.example\/resetpassword\/([\w-]{43})/.exec(mail)?.[1];
  if (!token) throw new Error("no reset link in the mail");
  return token;
}

describe("POST /api/auth/forgot-password", () => {
  it("answers the same for a known and an unknown email", async () => {
    const account = await createAccount(t.app);
    const known = await forgot(account.email);
    const unknown = await forgot(uniqueEmail("nobody"));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ result: 1, message: FORGOT_SENT });
    expect(unknown.body).toBe(known.body);
  });

  it("writes the mail as an .eml file in DATA_DIR/mail, with the reset link, readable by the server only", async () => {
    const account = await createAccount(t.app);
    await forgot(account.email.toUpperCase());
    const { file, text: mail } = await findMail(account.email);
    expect(mail).toContain("Subject: Reset your Corner & Co password");
    expect(mail).toMatch(/From: "Corner & Co" <no-reply@shop\.example>/);
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toContain("Content-Type: text/html");
    expect(mail).toContain("Somebody asked to reset the password of your Corner &#38; Co account.");
    expect(mail).toContain("— Corner & Co");
    const token = resetTokenIn(mail);
    expect(mail).toContain(`<a href="https://shop.example/resetpassword/${token}"`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("logs the reset link when there is no SMTP_URL, and never the password", async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      env: { AUTH_THROTTLE: "off", DATA_DIR: dataDir, LOG_LEVEL: "info" },
      logStream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    });
    try {
      const account = await createAccount(logged.app);
      await logged.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: account.email } });
      const entry = lines.map((l) => JSON.parse(l)).find((l) => l.resetLink);
      expect(entry.resetLink).toMatch(/^http:\/\/localhost:3000\/resetpassword\/[\w-]{43}$/);
      expect(entry.mailDir).toBe(mailDir);
      expect(lines.join("")).not.toContain(account.password);
    } finally {
      await logged.close();
    }
  });

  it("sends the mail through SMTP_URL when it is set, and writes no file", async () => {
    const smtp = await startFakeSmtp();
    const smtpDataDir = mkdtempSync(path.join(os.tmpdir(), "mp-smtp-"));
    const withSmtp = await createTestApp({
      env: { AUTH_THROTTLE: "off", DATA_DIR: smtpDataDir, SMTP_URL: smtp.url, MAIL_FROM: "Shop <shop@example.org>" },
    });
    try {
      const account = await createAccount(withSmtp.app);
      await withSmtp.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: account.email },
      });
      await withSmtp.app.mailer.idle();
      expect(smtp.messages).toHaveLength(1);
      const mail = decodeQuotedPrintable(smtp.messages[0]!.replaceAll("\r\n", "\n"));
      expect(mail).toContain(`To: ${account.email}`);
      expect(mail).toContain("From: Shop <shop@example.org>");
      expect(mail).toMatch(/\/resetpassword\/[\w-]{43}/);
      expect(() => readdirSync(path.join(smtpDataDir, "mail"))).toThrow();
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });

  it("sends no mail for an unknown email", async () => {
    const email = uniqueEmail("ghost");
    await forgot(email);
    await t.app.mailer.idle();
    const all = readdirSync(mailDir).map((name) => readFileSync(path.join(mailDir, name), "utf8"));
    expect(all.some((mail) => mail.includes(email))).toBe(false);
  });

  it("keeps the 5-minute cooldown on the server, for known and unknown emails alike", async () => {
    const account = await createAccount(t.app);
    const ghost = uniqueEmail("ghost");
    for (const email of [account.email, ghost]) {
      expect((await forgot(email)).statusCode).toBe(200);
      const again = await forgot(email.toUpperCase());
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ result: 0, message: LOCKED });
    }
  });

  it.each([
    ["no email", {}, "Email is required."],
    ["a malformed email", { email: "nobody" }, "Invalid email format."],
  ])("refuses %s with 400", async (_, payload, message) => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password once, and ends the old password, the sessions and the other links", async () => {
    const account = await createAccount(t.app);
    await forgot(account.email);
    const token = resetTokenIn(await mailTo(account.email));
    // Only the token's digest is stored, valid for an hour.
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashOf(token)));
    expect(stored?.userId).toBe(account.user._id);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const res = await reset(token, "a brand new password");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 1,
      message: "Your password has been changed. Please sign in with the new password.",
    });

    const second = await reset(token, "yet another password");
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ result: 0, message: INVALID });

    expect((await login(t.app, account.email, account.password)).statusCode).toBe(401);
    expect((await login(t.app, account.email, "a brand new password")).statusCode).toBe(200);
    const earlier = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: bearer(account.token) });
    expect(earlier.statusCode).toBe(401);
  });

  it("ends the other links of the account too", async () => {
    const account = await createAccount(t.app);
    await forgot(account.email);
    const first = resetTokenIn(await mailTo(account.email));
    // Another link issued meanwhile (as after the cooldown), straight into the table.
    const other = "o".repeat(43);
    await t.database.db.insert(passwordResetTokens).values({
      userId: account.user._id,
      tokenHash: hashOf(other),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await reset(first, "a brand new password")).statusCode).toBe(200);
    expect((await reset(other, "a brand new password")).json()).toEqual({ result: 0, message: INVALID });
  });

  it("refuses an expired link", async () => {
    const account = await createAccount(t.app);
    await forgot(account.email);
    const token = resetTokenIn(await mailTo(account.email));
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashOf(token)));
    const res = await reset(token, "a brand new password");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 0, message: INVALID });
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it.each([
    ["an unknown token", "u".repeat(43)],
    ["a short token", "abc"],
    ["a token with other characters", `${"a".repeat(40)}/..`],
  ])("refuses %s with 400 and the same message", async (_, token) => {
    const res = await reset(token, "a brand new password");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
  });

  it("refuses a short password with the sign-up message", async () => {
    const res = await reset("u".repeat(43), "short");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: 0,
      message: "Password must be at least 8 characters.",
      errors: { password: ["Password must be at least 8 characters."] },
    });
  });
});
