import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "@mp/contracts/auth";
import { users } from "@mp/db/schema/index";
import { PASSWORD, signup, uniqueEmail } from "./helpers/accounts.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
});
afterAll(() => t.close());

/** The payload of spec section 10, field for field: no terms flag. */
const specPayload = (phone: string) => ({
  name: "Ada Lovelace",
  email: uniqueEmail("spec"),
  password: PASSWORD,
  phone,
  userType: "User",
});

const stored = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe("POST /api/auth/signup takes the spec's payload", () => {
  it.each([
    ["E.164", "+12025550123", "+12025550123"],
    ["a space after the dial code", "+1 2025550123", "+12025550123"],
    ["the national form punctuated", "+1 (202) 555-0123", "+12025550123"],
    ["another country's", "+44 20 7946 0958", "+442079460958"],
  ])("with a phone in %s, stored in E.164 and no terms recorded", async (_, phone, e164) => {
    const body = specPayload(phone);
    const res = await signup(t.app, body);
    expect(res.statusCode).toBe(201);
    const row = await stored(body.email);
    expect(row?.phone).toBe(e164);
    expect(row?.termsAcceptedAt).toBeNull();
  });

  it("records the terms when the site says they were accepted", async () => {
    const body = { ...specPayload("+12025550123"), acceptTerms: true };
    expect((await signup(t.app, body)).statusCode).toBe(201);
    expect((await stored(body.email))?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it.each([
    ["without a dial code", "2025550123"],
    ["too short for its country", "+1 5550142"],
    ["with an unknown dial code", "+999 2025550123"],
    ["of letters", "+1 call me"],
    ["over 40 characters", `+1 ${"2".repeat(40)}`],
  ])("refuses a phone %s with a clear message, creating nothing", async (_, phone) => {
    const body = specPayload(phone);
    const res = await signup(t.app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: 0,
      message: authMessages.phoneInvalid,
      errors: { phone: ["Enter a valid phone number with its country code, such as +1 202 555 0123."] },
    });
    expect(await stored(body.email)).toBeUndefined();
  });
});
