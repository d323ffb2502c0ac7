import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityLogResponse } from "@mp/contracts/activity";
import { accountEvents, passwordResetTokens } from "@mp/db/schema/index";
import { bearer, createAccount, login, PASSWORD, signup, signupBody } from "./helpers/accounts.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
});
afterAll(() => t.close());

const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15";

const activityLog = (token: string | null, query = "") =>
  t.app.inject({ method: "GET", url: `/api/activitylog${query}`, headers: token ? bearer(token) : {} });

const typesOf = (res: { json: () => unknown }) => (res.json() as ActivityLogResponse).result_value.map((e) => e.type);

async function loginAgain(email: string): Promise<string> {
  const res = await login(t.app, email);
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

describe("GET /api/activitylog", () => {
  it("lists sign-up, sign-in and sign-out, newest first, with the address and user agent", async () => {
    const body = signupBody();
    const headers = { "user-agent": BROWSER };
    expect((await t.app.inject({ method: "POST", url: "/api/auth/signup", payload: body, headers })).statusCode).toBe(
      201,
    );
    const first = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: body.email, password: PASSWORD },
      headers,
      remoteAddress: "203.0.113.7",
    });
    const firstToken = first.json<{ token: string }>().token;
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(firstToken) });
    expect(logout.statusCode).toBe(200);
    const token = await loginAgain(body.email);

    const res = await activityLog(token);
    expect(res.statusCode).toBe(200);
    const answer = res.json<ActivityLogResponse>();
    expect(answer.result).toBe(1);
    expect(answer.meta).toEqual({ hasMore: false, currentPage: 1 });
    expect(answer.result_value.map((e) => e.type)).toEqual(["signed_in", "signed_out", "signed_in", "signed_up"]);
    const [, , firstSignIn, signedUp] = answer.result_value;
    expect(firstSignIn).toMatchObject({ ip: "203.0.113.7", userAgent: BROWSER });
    expect(signedUp).toMatchObject({ userAgent: BROWSER });
    expect(Object.keys(signedUp ?? {}).sort()).toEqual(["_id", "createdAt", "detail", "ip", "type", "userAgent"]);
    const times = answer.result_value.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows each user only their own events", async () => {
    const ada = await createAccount(t.app);
    const grace = await createAccount(t.app);
    await loginAgain(grace.email);

    const adas = await activityLog(ada.token);
    const graces = await activityLog(grace.token);
    expect(typesOf(adas)).toEqual(["signed_in", "signed_up"]);
    expect(typesOf(graces)).toEqual(["signed_in", "signed_in", "signed_up"]);
    const adaIds = new Set(adas.json<ActivityLogResponse>().result_value.map((e) => e._id));
    expect(graces.json<ActivityLogResponse>().result_value.some((e) => adaIds.has(e._id))).toBe(false);
  });

  it("refuses a request without a valid token with 401", async () => {
    for (const res of [await activityLog(null), await activityLog("not-a-token")]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ result: 0, message: "Please sign in to continue." });
    }
  });

  it("refuses the token of a session that was logged out", async () => {
    const ada = await createAccount(t.app);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(ada.token) });
    expect((await activityLog(ada.token)).statusCode).toBe(401);
  });

  it("pages by `page` and `limit`, 20 by default and at most 50", async () => {
    const ada = await createAccount(t.app);
    // 53 events in all: the sign-up, the first sign-in and 51 more sign-ins.
    await t.database.db.insert(accountEvents).values(
      Array.from({ length: 51 }, (_, i) => ({
        userId: ada.user._id,
        type: "signed_in" as const,
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      })),
    );
    const byDefault = (await activityLog(ada.token)).json<ActivityLogResponse>();
    expect(byDefault.result_value).toHaveLength(20);
    expect(byDefault.meta).toEqual({ hasMore: true, currentPage: 1 });

    const full = (await activityLog(ada.token, "?limit=50")).json<ActivityLogResponse>();
    expect(full.result_value).toHaveLength(50);
    expect(full.meta.hasMore).toBe(true);
    const last = (await activityLog(ada.token, "?limit=50&page=2")).json<ActivityLogResponse>();
    expect(last.result_value).toHaveLength(3);
    expect(last.meta).toEqual({ hasMore: false, currentPage: 2 });
    expect(last.result_value.at(-1)?.type).toBe("signed_in");
    const ids = [...full.result_value, ...last.result_value].map((e) => e._id);
    expect(new Set(ids).size).toBe(53);

    const beyond = (await activityLog(ada.token, "?page=9")).json<ActivityLogResponse>();
    expect(beyond).toEqual({ result: 1, result_value: [], meta: { hasMore: false, currentPage: 9 } });
  });

  it.each([
    ["a limit above 50", "?limit=51", "limit"],
    ["a limit of 0", "?limit=0", "limit"],
    ["page 0", "?page=0", "page"],
    ["a page that is not a number", "?page=two", "page"],
    ["an unknown parameter", "?userId=someone-else", ""],
  ])("refuses %s with 400", async (_, query, field) => {
    const ada = await createAccount(t.app);
    const res = await activityLog(ada.token, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 0 });
    if (field) expect(res.json().errors).toHaveProperty(field);
  });

  it("logs a requested reset and the changed password", async () => {
    const ada = await createAccount(t.app);
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: ada.email },
    });
    expect(forgot.statusCode).toBe(200);
    // The emailed link's token; the mail itself is password-reset.test.ts's business.
    const token = randomBytes(32).toString("base64url");
    await t.database.db.insert(passwordResetTokens).values({
      userId: ada.user._id,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const newPassword = "a brand new passphrase";
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await login(t.app, ada.email, newPassword);
    const res = await activityLog(signedIn.json<{ token: string }>().token);
    expect(typesOf(res)).toEqual([
      "signed_in",
      "password_changed",
      "password_reset_requested",
      "signed_in",
      "signed_up",
    ]);
  });

  it("keeps at most 300 characters of a user agent and logs nothing for a refused sign-up", async () => {
    const body = signupBody();
    const headers = { "user-agent": `Mozilla/5.0 ${"x".repeat(500)}` };
    await t.app.inject({ method: "POST", url: "/api/auth/signup", payload: body, headers });
    const again = await signup(t.app, body);
    expect(again.statusCode).toBe(409);
    const token = await loginAgain(body.email);
    const events = (await activityLog(token)).json<ActivityLogResponse>().result_value;
    expect(events.map((e) => e.type)).toEqual(["signed_in", "signed_up"]);
    expect(events[1]?.userAgent).toHaveLength(300);
  });
});
