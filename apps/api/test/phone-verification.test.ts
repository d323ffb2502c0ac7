import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmsSender } from "../src/lib/sms.ts";
import { phoneCodeRules } from "../src/modules/account-verification/phone-code.ts";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { rows } from "./helpers/vendor.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-sms-"));
const smsDir = path.join(dataDir, "sms");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir, PRODUCT_NAME: "Corner & Co" } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { result: number; message: string; result_value?: unknown };
const call = async (method: "GET" | "POST", url: string, account: Account, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Answer>() };
};
const askCode = (account: Account) => call("POST", "/api/account/phone/verification", account);
const verify = (account: Account, code: string) => call("POST", "/api/account/phone/verify", account, { code });
/** Lets the account ask again at once, as a minute later. */
const minuteLater = (account: Account) => t.app.throttle.clear(phoneCodeRules.perMinute, account.user._id);

/** The codes texted to `phone`, oldest first. */
function codesSentTo(phone: string): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(smsDir).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(path.join(smsDir, name), "utf8"))
    .filter((text) => text.startsWith(`To: ${phone}\n`))
    .map((text) => /(\d{6}) is your Corner & Co confirmation code/.exec(text)?.[1] ?? "");
}
const lastCodeTo = (phone: string) => codesSentTo(phone).at(-1)!;

/** A new account with its own phone number (E.164, as sign-up stores it). */
let numbers = 0;
async function newAccount() {
  numbers += 1;
  const phone = `+1202555${String(1000 + numbers).slice(-4)}`;
  return { account: await createAccount(t.app, { phone }), phone };
}

const userRow = async (id: string) =>
  (
    await rows<{ phoneVerifiedAt: string | null; phone: string | null }>(
      t.database,
      sql`select phone_verified_at as "phoneVerifiedAt", phone from users where id = ${id}`,
    )
  )[0]!;
const pendingRow = async (id: string) =>
  (
    await rows<{ codeHash: string; attempts: number; phone: string }>(
      t.database,
      sql`select code_hash as "codeHash", attempts, phone from phone_verifications where user_id = ${id}`,
    )
  )[0];

describe("phone confirmation", () => {
  it("texts a 6-digit code, keeps only its hash, and confirms the phone with it", async () => {
    const { account, phone } = await newAccount();
    const before = await call("GET", "/api/account/verification", account);
    expect(before.body.result_value).toEqual({
      email: account.email,
      emailVerified: false,
      phone,
      phoneVerified: false,
    });

    const sent = await askCode(account);
    expect(sent).toEqual({
      status: 200,
      body: { result: 1, message: "We sent a 6-digit code to your phone. It works for 10 minutes." },
    });
    const code = lastCodeTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    const file = readdirSync(smsDir).find((name) => readFileSync(path.join(smsDir, name), "utf8").includes(phone))!;
    expect(statSync(path.join(smsDir, file)).mode & 0o777).toBe(0o600);
    const pending = await pendingRow(account.user._id);
    expect(pending).toEqual({
      codeHash: createHash("sha256").update(`${account.user._id}:${code}`).digest("hex"),
      attempts: 0,
      phone,
    });
    expect(JSON.stringify(pending)).not.toContain(code);

    const done = await verify(account, code);
    expect(done).toEqual({ status: 200, body: { result: 1, message: "Your phone number is confirmed." } });
    expect((await userRow(account.user._id)).phoneVerifiedAt).not.toBeNull();
    expect(await pendingRow(account.user._id)).toBeUndefined();
    const events = await rows<{ type: string }>(
      t.database,
      sql`select type from account_events where user_id = ${account.user._id} and type = 'phone_verified'`,
    );
    expect(events).toHaveLength(1);
    const after = await call("GET", "/api/account/verification", account);
    expect(after.body.result_value).toMatchObject({ phoneVerified: true });

    // Done once: no second code, and the spent code is gone.
    await minuteLater(account);
    expect(await askCode(account)).toMatchObject({
      status: 409,
      body: { message: "Your phone number is already confirmed." },
    });
    expect(await verify(account, code)).toMatchObject({ status: 409, body: { message: "Ask for a code first." } });
  });

  it("counts wrong codes and refuses all after five, even the right one", async () => {
    const { account, phone } = await newAccount();
    await askCode(account);
    const code = lastCodeTo(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (const left of [4, 3, 2, 1]) {
      const res = await verify(account, wrong);
      expect(res).toEqual({
        status: 400,
        body: { result: 0, message: `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.` },
      });
    }
    expect(await verify(account, wrong)).toMatchObject({
      status: 429,
      body: { message: "Too many wrong codes. Ask for a new one." },
    });
    expect((await pendingRow(account.user._id))?.attempts).toBe(5);
    expect(await verify(account, code)).toMatchObject({ status: 429 });
    expect((await userRow(account.user._id)).phoneVerifiedAt).toBeNull();

    // A new code starts over.
    await minuteLater(account);
    await askCode(account);
    expect((await pendingRow(account.user._id))?.attempts).toBe(0);
    expect((await verify(account, lastCodeTo(phone))).status).toBe(200);
  });

  it("refuses an expired code and forgets it", async () => {
    const { account, phone } = await newAccount();
    await askCode(account);
    await t.database.db.execute(
      sql`update phone_verifications set expires_at = now() - interval '1 second' where user_id = ${account.user._id}`,
    );
    expect(await verify(account, lastCodeTo(phone))).toEqual({
      status: 409,
      body: { result: 0, message: "This code has expired. Ask for a new one." },
    });
    expect(await pendingRow(account.user._id)).toBeUndefined();
    expect((await userRow(account.user._id)).phoneVerifiedAt).toBeNull();
  });

  it("sends one code a minute and five a day", async () => {
    const { account, phone } = await newAccount();
    expect((await askCode(account)).status).toBe(200);
    expect(await askCode(account)).toEqual({
      status: 429,
      body: { result: 0, message: "A code was sent less than a minute ago. Wait a minute before asking for another." },
    });
    for (let i = 0; i < 4; i++) {
      await minuteLater(account);
      expect((await askCode(account)).status).toBe(200);
    }
    await minuteLater(account);
    expect(await askCode(account)).toEqual({
      status: 429,
      body: { result: 0, message: "You asked for five codes today. Try again tomorrow." },
    });
    expect(codesSentTo(phone)).toHaveLength(5);
    // Only the last code counts.
    const codes = codesSentTo(phone);
    if (codes[0] !== codes[4]) expect((await verify(account, codes[0]!)).status).toBe(400);
    expect((await verify(account, codes[4]!)).status).toBe(200);
  });

  it("does not confirm a number the account no longer has, and needs a number at all", async () => {
    const { account, phone } = await newAccount();
    await askCode(account);
    await t.database.db.execute(sql`update users set phone = '+12025559876' where id = ${account.user._id}`);
    expect(await verify(account, lastCodeTo(phone))).toEqual({
      status: 409,
      body: { result: 0, message: "Your phone number changed after the code was sent. Ask for a new code." },
    });
    expect(await userRow(account.user._id)).toEqual({ phoneVerifiedAt: null, phone: "+12025559876" });

    await t.database.db.execute(sql`update users set phone = null where id = ${account.user._id}`);
    await minuteLater(account);
    expect(await askCode(account)).toEqual({
      status: 409,
      body: { result: 0, message: "Add a phone number to your account first." },
    });
  });

  it("refuses a code that is not six digits before looking, and anyone not signed in", async () => {
    const { account } = await newAccount();
    for (const code of ["12345", "12a456", "1234567", "x".repeat(10_000)]) {
      const res = await verify(account, code);
      expect(res.status, code.slice(0, 10)).toBe(400);
      expect(res.body.message).toBe("Enter the 6 digits of the code.");
    }
    const extra = await call("POST", "/api/account/phone/verify", account, { code: "123456", userId: "x" });
    expect(extra.status).toBe(400);
    for (const url of ["/api/account/phone/verification", "/api/account/phone/verify"]) {
      const res = await t.app.inject({ method: "POST", url, payload: { code: "123456" } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe("the text-message sender with Twilio settings", () => {
  it("posts the message to Twilio's Messages resource with the account's basic auth", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response("{}", { status: 201 });
    }) as unknown as typeof fetch;
    const sms = createSmsSender({
      twilio: { accountSid: "AC123", authToken: "secret", from: "+12025550100", apiUrl: "http://127.0.0.1:9" },
      dataDir,
      fetch: fakeFetch,
    });
    expect(sms.mode).toBe("twilio");
    await sms.send({ to: "+12025550111", body: "123456 is your code" });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("http://127.0.0.1:9/2010-04-01/Accounts/AC123/Messages.json");
    expect((sent[0]!.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from("AC123:secret").toString("base64")}`,
    );
    expect(Object.fromEntries(sent[0]!.init.body as URLSearchParams)).toEqual({
      To: "+12025550111",
      From: "+12025550100",
      Body: "123456 is your code",
    });

    const failing = createSmsSender({
      twilio: { accountSid: "AC123", authToken: "secret", from: "+12025550100", apiUrl: "http://127.0.0.1:9" },
      dataDir,
      fetch: (async () => new Response('{"message":"The To number is not valid"}', { status: 400 })) as typeof fetch,
    });
    await expect(failing.send({ to: "+1", body: "x" })).rejects.toThrow("Twilio answered 400");
  });
});
