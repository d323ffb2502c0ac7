import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessionMessages } from "@mp/contracts/admin-session";
import { sessions } from "@mp/db/schema/index";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

/** The session id inside a token (its `sid` claim). */
const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as { sid: string }).sid;

describe("the admin session's inactivity limit (ADMIN_IDLE_MINUTES)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_THROTTLE: "off", ADMIN_IDLE_MINUTES: "20" } });
  });
  afterAll(() => t.close());

  const newAdmin = async () => {
    const admin = await createAccount(t.app);
    await makeAdmin(t.database, admin.user._id);
    return admin;
  };
  const seenAt = async (a: Account) =>
    (
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionOf(a.token)))
    )[0]?.adminSeenAt;
  const setSeen = (a: Account, minutesAgo: number) =>
    t.database.db
      .update(sessions)
      .set({ adminSeenAt: sql`now() - make_interval(mins => ${minutesAgo})` })
      .where(eq(sessions.id, sessionOf(a.token)));
  const dashboard = (a: Account) =>
    t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: bearer(a.token) });

  it("starts the clock at the first admin request and writes it at most once a minute", async () => {
    const admin = await newAdmin();
    expect(await seenAt(admin)).toBeNull();
    expect((await dashboard(admin)).statusCode).toBe(200);
    const first = await seenAt(admin);
    expect(first).toBeInstanceOf(Date);
    expect((await dashboard(admin)).statusCode).toBe(200);
    expect((await seenAt(admin))?.getTime()).toBe(first!.getTime());
    // Older than a minute (and within the limit): this request is written.
    await setSeen(admin, 19);
    expect((await dashboard(admin)).statusCode).toBe(200);
    expect(Date.now() - (await seenAt(admin))!.getTime()).toBeLessThan(60_000);
  });

  it("answers 401 with a clear message past the limit and ends the session everywhere", async () => {
    const admin = await newAdmin();
    expect((await dashboard(admin)).statusCode).toBe(200);
    await setSeen(admin, 21);
    const res = await dashboard(admin);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 0, message: adminSessionMessages.idle });
    expect(await seenAt(admin)).toBeUndefined();
    const site = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: bearer(admin.token) });
    expect(site.statusCode).toBe(401);
  });

  it("leaves a user's session alone on the admin routes (403) and site requests do not count as admin activity", async () => {
    const member = await createAccount(t.app);
    expect((await dashboard(member)).statusCode).toBe(403);
    expect(await seenAt(member)).toBeNull();
    const admin = await newAdmin();
    await t.app.inject({ method: "GET", url: "/api/auth/session", headers: bearer(admin.token) });
    expect(await seenAt(admin)).toBeNull();
  });
});
