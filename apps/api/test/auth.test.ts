import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "@mp/db/schema/index";
import { authMessages } from "@mp/contracts/auth";
import { bearer, createAccount, login, PASSWORD, signup, signupBody, uniqueEmail } from "./helpers/accounts.ts";
import { createTestApp, TEST_TOKEN_SECRET, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
});
afterAll(() => t.close());

const session = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/auth/session", headers });

describe("POST /api/auth/signup", () => {
  it("creates the account and answers 201 with the spec's shape", async () => {
    const body = signupBody({ name: "  Grace Hopper ", userType: "Employer" });
    const res = await signup(t.app, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      result: 1,
      error: false,
      message: "Your account has been created. Please sign in.",
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ name: "Grace Hopper", displayName: "Grace Hopper", userType: "Employer" });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it.each([
    ["no name", { name: undefined }, "name", "Name is required."],
    ["an empty name", { name: "  " }, "name", "Name is required."],
    ["a two-letter name", { name: "Al" }, "name", "Name must be at least 3 characters."],
    ["no email", { email: undefined }, "email", "Email is required."],
    ["an empty email", { email: "" }, "email", "Email is required."],
    ["a malformed email", { email: "ada@example" }, "email", "Invalid email format."],
    ["no user type", { userType: undefined }, "userType", "Select user type."],
    ["an unknown user type", { userType: "Admin" }, "userType", "Select user type."],
    ["unticked terms", { acceptTerms: false }, "acceptTerms", "You must accept the Terms & Conditions."],
    ["no password", { password: undefined }, "password", "Password is required."],
    ["a 7-character password", { password: "1234567" }, "password", "Password must be at least 8 characters."],
    ["no phone", { phone: undefined }, "phone", "Phone number is required."],
    ["a phone without dial code", { phone: "2025550142" }, "phone", authMessages.phoneInvalid],
  ])("refuses %s with 400 and the spec's message", async (_, overrides, field, message) => {
    const res = await signup(t.app, { ...signupBody(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 0, message, errors: { [field]: [message] } });
  });

  it("lists every field's message, the first one as the general message", async () => {
    const res = await signup(t.app, {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe("Name is required.");
    expect(body.errors).toEqual({
      name: ["Name is required."],
      email: ["Email is required."],
      password: ["Password is required."],
      phone: ["Phone number is required."],
      userType: ["Select user type."],
    });
  });

  it("refuses unknown fields with 400, so nobody signs up as an admin", async () => {
    const res = await signup(t.app, { ...signupBody(), additionalusertype: "Super-Admin" });
    expect(res.statusCode).toBe(400);
    expect(res.json().result).toBe(0);
  });

  it("refuses a taken email with 409, whatever its case", async () => {
    const body = signupBody();
    expect((await signup(t.app, body)).statusCode).toBe(201);
    for (const email of [body.email, body.email.toUpperCase(), ` ${body.email.replace(/^m/, "M")} `]) {
      const res = await signup(t.app, { ...body, email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ result: 0, message: "An account with this email already exists." });
    }
  });
});

describe("POST /api/auth/login", () => {
  it("answers the token and the user, whatever the email's case", async () => {
    const body = signupBody({ name: "Katherine Johnson", phone: "+44 20 7946 0958" });
    await signup(t.app, body);
    const res = await login(t.app, body.email.toUpperCase(), body.password);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toEqual({ result: 1, success: true, token: expect.any(String), user: expect.any(Object) });
    expect(json.user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Katherine Johnson",
      displayName: "Katherine Johnson",
      email: body.email,
      phone: "+442079460958",
      userType: "User",
      ClientId: null,
      FreelancerId: null,
      HireFreelancerAvailable: false,
      RemainingFreelancer: 0,
      HireSubscriptionType: null,
      additionalusertype: null,
      AddtionalRole: [],
      userPlan: null,
      connects: 0,
    });
    expect(json.token.split(".")).toHaveLength(3);
  });

  it("gives the same 401 for an unknown email and for a wrong password", async () => {
    const { email } = await createAccount(t.app);
    const unknown = await login(t.app, uniqueEmail("nobody"), PASSWORD);
    const wrong = await login(t.app, email, "not the password");
    const expected = {
      result: 0,
      message: "Invalid email or password.",
      Password_error: "Invalid email or password.",
    };
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(expected);
    expect(wrong.body).toBe(unknown.body);
  });

  it("refuses an account that has no password (demo and social-only accounts)", async () => {
    const res = await login(t.app, "vendor0001@example.com", PASSWORD);
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ["no body", undefined],
    ["no email", { password: PASSWORD }],
    ["no password", { email: "ada@example.org" }],
    ["empty fields", { email: " ", password: "" }],
  ])("answers %s with 400 and the spec's message", async (_, payload) => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Email and Password are required!");
  });

  it("never sends a password or its hash", async () => {
    const account = await createAccount(t.app);
    const answers = [
      await login(t.app, account.email, account.password),
      await login(t.app, account.email, "wrong password"),
      await signup(t.app, signupBody({ email: account.email })),
      await session(bearer(account.token)),
      await t.app.inject({
        method: "GET",
        url: `/api/adds/UserDetalis/${account.user._id}`,
        headers: bearer(account.token),
      }),
    ];
    for (const res of answers) {
      expect(res.body).not.toMatch(/password"|passwordHash|password_hash/i);
      expect(res.body).not.toContain("$argon2");
      expect(res.body).not.toContain(account.password);
    }
  });
});

describe("bearer tokens", () => {
  it("GET /api/auth/session answers the token's user", async () => {
    const account = await createAccount(t.app);
    const res = await session(bearer(account.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 1, result_value: account.user });
  });

  it("POST /api/auth/logout ends that session on the server, not the others", async () => {
    const account = await createAccount(t.app);
    const other = (await login(t.app, account.email, account.password)).json().token as string;
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(account.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 1, message: "You have been logged out." });
    const after = await session(bearer(account.token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ result: 0, message: "Please sign in to continue." });
    expect((await session(bearer(other))).statusCode).toBe(200);
    const again = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(account.token) });
    expect(again.statusCode).toBe(401);
  });

  it("logout needs the bearer token too", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ result: 0, message: "Please sign in to continue." });
  });

  const forge = (claims: Record<string, unknown>, options: { secret?: string; alg?: string; exp?: number } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: options.alg ?? "HS256" })
      .setIssuer("http://localhost:3000")
      .setAudience("http://localhost:3000/api")
      .setIssuedAt()
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(new TextEncoder().encode(options.secret ?? TEST_TOKEN_SECRET));

  it("refuses missing, malformed and foreign tokens with 401", async () => {
    const account = await createAccount(t.app);
    const [header, payload, signature] = account.token.split(".") as [string, string, string];
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { sub: string; sid: string };
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: "00000000-0000-4000-8000-000000000000" }));
    const tokens = [
      `${header}.${payload}.${flipped}`,
      `${header}.${otherUser.toString("base64url")}.${signature}`,
      unsigned,
      await forge({ sub: claims.sub, sid: claims.sid }, { secret: "another-secret-".padEnd(40, "y") }),
      await forge({ sub: claims.sub, sid: claims.sid }, { alg: "HS512" }),
      await forge({ sub: claims.sub, sid: "00000000-0000-4000-8000-000000000000" }),
      await forge({ sub: claims.sub, sid: "not-a-uuid" }),
      "not.a.token",
    ];
    for (const token of tokens) {
      const res = await session(bearer(token));
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toEqual({ result: 0, message: "Please sign in to continue." });
    }
    const badHeaders: Record<string, string>[] = [
      {},
      { authorization: account.token },
      { authorization: `Basic ${account.token}` },
    ];
    for (const headers of badHeaders) {
      expect((await session(headers)).statusCode).toBe(401);
    }
    // The genuine token still works: only the forgeries were refused.
    expect((await session(bearer(account.token))).statusCode).toBe(200);
  });

  it("refuses an expired token, and a token whose session has expired", async () => {
    const account = await createAccount(t.app);
    const claims = JSON.parse(Buffer.from(account.token.split(".")[1]!, "base64url").toString()) as {
      sub: string;
      sid: string;
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    const expired = await forge({ sub: claims.sub, sid: claims.sid }, { exp: Math.floor(Date.now() / 1000) - 10 });
    expect((await session(bearer(expired))).statusCode).toBe(401);

    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, claims.sid));
    expect((await session(bearer(account.token))).statusCode).toBe(401);
  });

  it("signs tokens for TOKEN_TTL_HOURS", async () => {
    const short = await createTestApp({ env: { AUTH_THROTTLE: "off", TOKEN_TTL_HOURS: "2" } });
    try {
      const account = await createAccount(short.app);
      const claims = JSON.parse(Buffer.from(account.token.split(".")[1]!, "base64url").toString());
      expect(claims.exp - claims.iat).toBe(2 * 3600);
    } finally {
      await short.close();
    }
  });
});
