import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@mp/db/schema/index";
import { bearer, createAccount, login } from "./helpers/accounts.ts";
import {
  FACEBOOK_APP_ID,
  FACEBOOK_APP_SECRET,
  GOOGLE_CLIENT_ID,
  startFakeFacebook,
  startFakeGoogle,
} from "./helpers/fake-providers.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const GOOGLE_FAILED = { result: 0, message: "Google login failed. Please try again." };
const FACEBOOK_FAILED = { result: 0, message: "Facebook login failed. Please try again." };

let t: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let facebook: Awaited<ReturnType<typeof startFakeFacebook>>;

beforeAll(async () => {
  google = await startFakeGoogle();
  facebook = await startFakeFacebook({
    "fb-token-grace": { id: "fb-1001", name: "Grace Facebook", email: "Grace.FB@example.org" },
    "fb-token-other-app": { id: "fb-1002", name: "Other", email: "other@example.org", appId: "999" },
    "fb-token-expired": { id: "fb-1003", name: "Expired", email: "expired@example.org", isValid: false },
    "fb-token-no-email": { id: "fb-1004", name: "No Email" },
  });
  t = await createTestApp({
    env: {
      AUTH_THROTTLE: "off",
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
      FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET,
      FACEBOOK_GRAPH_URL: facebook.graphUrl,
    },
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
  await facebook.close();
});

const withGoogle = (token: string) => t.app.inject({ method: "POST", url: "/api/auth/google", payload: { token } });
const withFacebook = (accessToken: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/facebook", payload: { accessToken } });

describe("POST /api/auth/google", () => {
  it("creates the account on first sign-in, finds it again after, and the token opens a session", async () => {
    const first = await withGoogle(await google.idToken());
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ result: 1, success: true, token: expect.any(String), user: expect.any(Object) });
    expect(body.user).toMatchObject({
      name: "Ada Google",
      email: "ada.google@example.org",
      userType: "User",
      additionalusertype: null,
    });
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: bearer(body.token) });
    expect(session.json().result_value._id).toBe(body.user._id);

    // The same Google account, even with another email now: the subject is what counts.
    const again = await withGoogle(await google.idToken({ email: "ada.renamed@example.org" }));
    expect(again.json().user._id).toBe(body.user._id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user._id));
    expect(row?.passwordHash).toBeNull();
    expect(row?.googleSubject).toBe("110000000000000000001");
  });

  it.each([
    ["another audience", { aud: "someone-else.apps.googleusercontent.com" }],
    ["another issuer", { iss: "https://accounts.example.com" }],
    ["an expired token", { exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 3700 }],
    ["an unverified email", { email_verified: false, sub: "110000000000000000099" }],
    ["no email", { email: undefined, sub: "110000000000000000098" }],
  ])("refuses %s with 401", async (_, claims) => {
    const res = await withGoogle(await google.idToken(claims));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(GOOGLE_FAILED);
  });

  it("refuses a token signed by a key Google never published, and garbage", async () => {
    for (const token of [await google.idToken({}, { signedBy: "impostor" }), "not-a-token"]) {
      const res = await withGoogle(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(GOOGLE_FAILED);
    }
  });

  it("links to the account of the same email; one whose email was never verified loses its password", async () => {
    const account = await createAccount(t.app, { email: "linda.link@example.org" });
    const res = await withGoogle(
      await google.idToken({ sub: "110000000000000000002", email: "Linda.Link@example.org", name: "Linda" }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(account.user._id);
    expect(res.json().user.name).toBe(account.user.name);
    // Whoever chose that password had not proved the address was theirs.
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(401);
    const old = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: bearer(account.token) });
    expect(old.statusCode).toBe(401);
  });

  it("keeps the password of an account whose email was verified", async () => {
    const account = await createAccount(t.app, { email: "vera.verified@example.org" });
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.user._id));
    const res = await withGoogle(
      await google.idToken({ sub: "110000000000000000003", email: "vera.verified@example.org" }),
    );
    expect(res.json().user._id).toBe(account.user._id);
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it("refuses a suspended account, saying why, and opens no session", async () => {
    const account = await createAccount(t.app, { email: "sam.suspended@example.org" });
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date(), suspendedAt: new Date(), suspensionNote: "Spam" })
      .where(eq(users.id, account.user._id));
    const res = await withGoogle(
      await google.idToken({ sub: "110000000000000000004", email: "sam.suspended@example.org" }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 0, message: "This account is suspended. Contact support." });
    expect((await login(t.app, account.email, account.password)).json().message).toBe(
      "This account is suspended. Contact support.",
    );
  });

  it("answers 400 without a token", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/google", payload: {} });
    expect(res.statusCode).toBe(400);
  });
});

describe("POST /api/auth/facebook", () => {
  it("checks the token with the Graph API, creates the account, then finds it again", async () => {
    const first = await withFacebook("fb-token-grace");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ result: 1, success: true, token: expect.any(String), user: expect.any(Object) });
    expect(body.user).toMatchObject({ name: "Grace Facebook", email: "grace.fb@example.org", userType: "User" });
    expect(facebook.calls).toEqual(["/debug_token", "/me"]);
    const again = await withFacebook("fb-token-grace");
    expect(again.json().user._id).toBe(body.user._id);
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: bearer(body.token) });
    expect(session.statusCode).toBe(200);
  });

  it.each([
    ["a token of another app", "fb-token-other-app"],
    ["an invalid token", "fb-token-expired"],
    ["an unknown token", "fb-token-unknown"],
    ["a new person without an email", "fb-token-no-email"],
  ])("refuses %s with 401", async (_, accessToken) => {
    const res = await withFacebook(accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(FACEBOOK_FAILED);
  });

  it("refuses when the Graph API cannot be reached", async () => {
    const offline = await createTestApp({
      env: {
        FACEBOOK_APP_ID,
        FACEBOOK_APP_SECRET,
        FACEBOOK_GRAPH_URL: "http://127.0.0.1:9",
      },
    });
    try {
      const res = await offline.app.inject({
        method: "POST",
        url: "/api/auth/facebook",
        payload: { accessToken: "fb-token-grace" },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(FACEBOOK_FAILED);
    } finally {
      await offline.close();
    }
  });
});

describe("without the providers' settings", () => {
  it("answers 404 for both", async () => {
    const bare = await createTestApp();
    try {
      const g = await bare.app.inject({ method: "POST", url: "/api/auth/google", payload: { token: "x" } });
      expect(g.statusCode).toBe(404);
      expect(g.json()).toEqual({ result: 0, message: "Google sign-in is not configured." });
      const f = await bare.app.inject({ method: "POST", url: "/api/auth/facebook", payload: { accessToken: "x" } });
      expect(f.statusCode).toBe(404);
      expect(f.json()).toEqual({ result: 0, message: "Facebook sign-in is not configured." });
    } finally {
      await bare.close();
    }
  });
});
