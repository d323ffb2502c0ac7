import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@mp/db/schema/index";
import { demoUserId } from "@mp/db/seed/user-rows";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
let member: Account;
let other: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
  member = await createAccount(t.app, { name: "Mia Member" });
  other = await createAccount(t.app, { name: "Otto Other" });
  admin = await createAccount(t.app, { name: "Ann Admin" });
  await makeAdmin(t.database, admin.user._id);
});
afterAll(() => t.close());

const details = (userId: string, token?: string) =>
  t.app.inject({ method: "GET", url: `/api/adds/UserDetalis/${userId}`, headers: token ? bearer(token) : {} });

describe("GET /api/adds/UserDetalis/{userId}", () => {
  it("answers one's own details with the plan beside them", async () => {
    await t.database.db
      .update(users)
      .set({ planType: "Basic", connects: 7, remainingFreelancers: 3, hireFreelancerAvailable: true })
      .where(eq(users.id, member.user._id));
    const res = await details(member.user._id, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 1,
      result_value: {
        ...member.user,
        HireFreelancerAvailable: true,
        RemainingFreelancer: 3,
        userPlan: { planType: "Basic", connects: 7 },
        connects: 7,
      },
      userPlan: { planType: "Basic", connects: 7 },
    });
  });

  it("refuses somebody else's details with 403", async () => {
    const res = await details(other.user._id, member.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ result: 0, message: "You are not allowed to do this." });
  });

  it("lets an Admin read anybody's details, a demo freelancer's with its profile id", async () => {
    const res = await details(other.user._id, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().result_value).toEqual(other.user);
    const freelancer = await details(demoUserId("freelancer", 1), admin.token);
    expect(freelancer.json().result_value).toMatchObject({
      AddtionalRole: ["Freelancer"],
      FreelancerId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const missing = await details("00000000-0000-4000-8000-000000000000", admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ result: 0, message: "User not found." });
  });

  it("answers 401 without a token, 400 for a malformed id", async () => {
    const res = await details(member.user._id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ result: 0, message: "Please sign in to continue." });
    const malformed = await details("not-a-uuid", member.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ userId: ["Invalid user id."] });
  });

  it("sees a role change at once: the role is read on every request, not from the token", async () => {
    const account = await createAccount(t.app);
    expect((await details(other.user._id, account.token)).statusCode).toBe(403);
    await makeAdmin(t.database, account.user._id, "Super-Admin");
    expect((await details(other.user._id, account.token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ additionalUserType: null }).where(eq(users.id, account.user._id));
    expect((await details(other.user._id, account.token)).statusCode).toBe(403);
  });
});

type UserList = {
  result: number;
  result_value: { _id: string; name: string; email: string; createdAt: string }[];
  meta: { hasMore: boolean; currentPage: number; total: number };
};

const list = (query: string, token = admin.token) =>
  t.app.inject({ method: "GET", url: `/api/admin/users${query}`, headers: bearer(token) });

describe("GET /api/admin/users", () => {
  it("is for Admin and Super-Admin only", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/users" });
    expect(anonymous.statusCode).toBe(401);
    const res = await list("", member.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ result: 0, message: "You are not authorized to access the admin panel" });
  });

  it("pages every user, newest first then by id, with the total", async () => {
    const first = await list("?page=1&limit=20");
    expect(first.statusCode).toBe(200);
    const body = first.json<UserList>();
    expect(body.result_value).toHaveLength(20);
    expect(body.meta).toEqual({ hasMore: true, currentPage: 1, total: expect.any(Number) });
    expect(body.meta.total).toBeGreaterThan(300);
    // The accounts made by this test are the newest.
    expect(body.result_value.slice(0, 3).map((u) => u.name)).toContain("Ann Admin");
    const keys = body.result_value.map((u) => [u.createdAt, u._id] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? b[1].localeCompare(a[1]) : b[0].localeCompare(a[0])));
    expect(keys).toEqual(sorted);

    const second = (await list("?page=2&limit=20")).json<UserList>();
    const ids = new Set(body.result_value.map((u) => u._id));
    expect(second.result_value.some((u) => ids.has(u._id))).toBe(false);
    expect(second.meta.total).toBe(body.meta.total);
    const last = (await list(`?page=${Math.ceil(body.meta.total / 100)}&limit=100`)).json<UserList>();
    expect(last.meta.hasMore).toBe(false);
  });

  it("searches names and emails anywhere, ignoring case", async () => {
    const byName = (await list("?search=mia%20MEMB")).json<UserList>();
    expect(byName.result_value.map((u) => u._id)).toEqual([member.user._id]);
    expect(byName.meta).toEqual({ hasMore: false, currentPage: 1, total: 1 });
    const byEmail = (
      await list(`?search=${encodeURIComponent(other.email.slice(0, 14).toUpperCase())}`)
    ).json<UserList>();
    expect(byEmail.result_value.map((u) => u._id)).toEqual([other.user._id]);
    const none = (await list("?search=%25")).json<UserList>();
    expect(none.result_value).toEqual([]);
    expect(none.meta.total).toBe(0);
  });

  it.each([
    ["a limit above 100", "?limit=101", "limit"],
    ["page 0", "?page=0", "page"],
    ["an over-long search", `?search=${"x".repeat(101)}`, "search"],
    ["an unknown field", "?sort=name", "querystring"],
  ])("refuses %s with 400", async (_, query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it("never lists a password or its hash", async () => {
    const res = await list("?limit=100");
    expect(res.body).not.toMatch(/password/i);
    expect(res.body).not.toContain("$argon2");
  });
});
