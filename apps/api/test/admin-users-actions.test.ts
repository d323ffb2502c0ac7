import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUserActionResponse, AdminUserDetailsResponse } from "@mp/contracts/admin-users";
import { accountEvents, auditLog, creditLedger, passwordResetTokens, users } from "@mp/db/schema/index";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { adminAction } from "./helpers/admin-users.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-admin-users-"));

let t: TestApp;
let admin: Account;
let superAdmin: Account;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off", DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example" } });
  [admin, superAdmin] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
  await makeAdmin(t.database, admin.user._id, "Admin");
  await makeAdmin(t.database, superAdmin.user._id, "Super-Admin");
});
afterAll(() => t?.close());

const details = (by: Account, id: string) =>
  t.app.inject({ method: "GET", url: `/api/admin/users/${id}`, headers: bearer(by.token) });
const setRole = (by: Account, id: string, role: unknown) => adminAction(t.app, by, id, "role", { role });
const adjust = (id: string, payload: object) => adminAction(t.app, admin, id, "connects", payload);

const lastAudit = async (targetId: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, targetId)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
const auditCount = async (targetId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).length;
const eventsOf = (userId: string) =>
  t.database.db
    .select({ type: accountEvents.type, detail: accountEvents.detail })
    .from(accountEvents)
    .where(eq(accountEvents.userId, userId));
const connectsOf = async (id: string) =>
  (await t.database.db.select({ connects: users.connects }).from(users).where(eq(users.id, id)))[0]!.connects;

describe("GET /api/admin/users/{id}", () => {
  it("answers the account, its roles, balances, counts, events and ledger, never a password or its hash", async () => {
    const member = await createAccount(t.app, { name: "Grace Hopper" });
    await adjust(member.user._id, { delta: 7, reason: "Welcome back" });
    const res = await details(admin, member.user._id);
    expect(res.statusCode, res.body).toBe(200);
    const { result_value: view } = res.json<AdminUserDetailsResponse>();
    expect(view.account).toMatchObject({
      _id: member.user._id,
      name: "Grace Hopper",
      email: member.email,
      signInMethods: ["password"],
      suspendedAt: null,
      liveSessions: 1,
      additionalusertype: null,
    });
    expect(view.balances).toEqual({ connects: 7, remainingFreelancers: 0, ledgerConnects: 7 });
    expect(view.counts).toEqual({ listings: 0, jobs: 0, applications: 0, hiddenItems: 0 });
    expect(view.recentLedger[0]).toMatchObject({ delta: 7, reason: "adjustment", note: "Welcome back" });
    expect(view.recentEvents.map((event) => event.type)).toEqual(
      expect.arrayContaining(["signed_up", "signed_in", "connects_adjusted"]),
    );
    expect(res.body).not.toMatch(/argon2|password_?hash/i);
  });

  it("answers 404 for an unknown user and 400 for what is not an id", async () => {
    const unknown = await details(admin, "00000000-0000-4000-8000-00000000beef");
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, "User not found."]);
    expect((await details(admin, "../../etc/passwd")).statusCode).toBe(404);
    expect((await details(admin, "x".repeat(150))).statusCode).toBe(400);
  });
});

describe("POST /api/admin/users/{id}/role", () => {
  it("lets a Super-Admin grant and remove Admin, counting from the target's next request", async () => {
    const member = await createAccount(t.app);
    const list = () => t.app.inject({ method: "GET", url: "/api/admin/users", headers: bearer(member.token) });
    expect((await list()).statusCode).toBe(403);
    const granted = await setRole(superAdmin, member.user._id, "Admin");
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<AdminUserActionResponse>().result_value.account.additionalusertype).toBe("Admin");
    expect((await list()).statusCode).toBe(200);
    expect(await lastAudit(member.user._id)).toMatchObject({
      action: "user.role",
      actorId: superAdmin.user._id,
      before: { additionalUserType: null },
      after: { additionalUserType: "Admin" },
    });
    expect(await eventsOf(member.user._id)).toContainEqual({
      type: "role_changed",
      detail: "No additional role → Admin",
    });
    expect((await setRole(superAdmin, member.user._id, "none")).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(403);
  });

  it("is a Super-Admin's alone: an Admin gets 403 and changes nothing", async () => {
    const member = await createAccount(t.app);
    expect((await setRole(admin, member.user._id, "Admin")).statusCode).toBe(403);
    expect((await setRole(admin, admin.user._id, "Super-Admin")).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.user._id));
    expect(row?.additionalUserType).toBe("Admin");
    expect(await auditCount(member.user._id)).toBe(0);
  });

  it("refuses one's own role, an unchanged role and a role that does not exist", async () => {
    const member = await createAccount(t.app);
    const own = await setRole(superAdmin, superAdmin.user._id, "none");
    expect([own.statusCode, own.json().message]).toEqual([409, "You cannot change your own role."]);
    const same = await setRole(superAdmin, member.user._id, "none");
    expect([same.statusCode, same.json().message]).toEqual([409, "The user already has this role."]);
    for (const role of ["Owner", "super-admin", "", null, ["Admin"], "Admin'; drop table users; --"]) {
      const res = await setRole(superAdmin, member.user._id, role);
      expect([res.statusCode, res.json().message]).toEqual([400, "Choose no role, Admin or Super-Admin."]);
    }
    expect(await auditCount(member.user._id)).toBe(0);
  });

  it("never leaves zero Super-Admins: two removing each other at once, one wins", async () => {
    const [first, second] = [await createAccount(t.app), await createAccount(t.app)];
    await makeAdmin(t.database, first.user._id, "Super-Admin");
    await makeAdmin(t.database, second.user._id, "Super-Admin");
    // Only these two, so that the last one standing is the question (the others step down for the test).
    await t.database.db
      .update(users)
      .set({ additionalUserType: "Admin" })
      .where(eq(users.additionalUserType, "Super-Admin"));
    await makeAdmin(t.database, first.user._id, "Super-Admin");
    await makeAdmin(t.database, second.user._id, "Super-Admin");
    const answers = await Promise.all([
      setRole(first, second.user._id, "Admin"),
      setRole(second, first.user._id, "Admin"),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    // The loser is refused as no longer a Super-Admin (403) or as removing the last one (409).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const left = await t.database.db.select().from(users).where(eq(users.additionalUserType, "Super-Admin"));
    expect(left).toHaveLength(1);
    await makeAdmin(t.database, superAdmin.user._id, "Super-Admin");
  });
});

describe("POST /api/admin/users/{id}/password-reset", () => {
  it("mails the forgot-password page's link, audited, and refuses a suspended account", async () => {
    const member = await createAccount(t.app);
    const res = await adminAction(t.app, admin, member.user._id, "password-reset");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Password-reset email sent.");
    const tokens = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.user._id));
    expect(tokens).toHaveLength(1);
    expect(await lastAudit(member.user._id)).toMatchObject({ action: "user.password_reset", actorId: admin.user._id });
    expect((await eventsOf(member.user._id)).map((event) => event.type)).toContain("password_reset_requested");
    const mail = await mailTo(member.email);
    expect(mail).toMatch(/https:\/\/shop\.example\/resetpassword\/[\w-]{43}/);

    await adminAction(t.app, admin, member.user._id, "suspend", { note: "Fraud" });
    const refused = await adminAction(t.app, admin, member.user._id, "password-reset");
    expect([refused.statusCode, refused.json().message]).toEqual([409, "This account is suspended. Restore it first."]);
  });
});

describe("POST /api/admin/users/{id}/connects", () => {
  it("grants and takes through the ledger with the reason, the cached balance moving with it", async () => {
    const member = await createAccount(t.app);
    const granted = await adjust(member.user._id, { delta: 12, reason: "Refund for a broken job post" });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<AdminUserActionResponse>().result_value.balances).toMatchObject({
      connects: 12,
      ledgerConnects: 12,
    });
    const taken = await adjust(member.user._id, { delta: -5, reason: "Granted twice by mistake" });
    expect(taken.statusCode).toBe(200);
    expect(await connectsOf(member.user._id)).toBe(7);
    const rows = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, member.user._id))
      .orderBy(creditLedger.createdAt);
    expect(rows.map((row) => [row.delta, row.balanceAfter, row.reason, row.referenceType, row.note])).toEqual([
      [12, 12, "adjustment", "admin", "Refund for a broken job post"],
      [-5, 7, "adjustment", "admin", "Granted twice by mistake"],
    ]);
    expect(await lastAudit(member.user._id)).toMatchObject({
      action: "user.connects",
      before: { connects: 12 },
      after: { connects: 7 },
      note: "Granted twice by mistake",
    });
    expect(await eventsOf(member.user._id)).toContainEqual({
      type: "connects_adjusted",
      detail: "-5: Granted twice by mistake",
    });
  });

  it("never takes below zero: a clear refusal that writes nothing", async () => {
    const member = await createAccount(t.app);
    await adjust(member.user._id, { delta: 3, reason: "Goodwill" });
    const refused = await adjust(member.user._id, { delta: -4, reason: "Too many" });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      "This user has 3 connects: you can take at most that many.",
    ]);
    expect(await connectsOf(member.user._id)).toBe(3);
    const empty = await createAccount(t.app);
    expect((await adjust(empty.user._id, { delta: -1, reason: "None" })).json().message).toBe(
      "This user has no connects to take.",
    );
    expect(await auditCount(empty.user._id)).toBe(0);
  });

  it("refuses a zero, fractional, huge or missing delta and a blank or overlong reason", async () => {
    const member = await createAccount(t.app);
    const deltaMessage = "Enter a whole number of connects from -10,000 to 10,000, not 0.";
    const bad: [object, string][] = [
      [{ delta: 0, reason: "Zero" }, deltaMessage],
      [{ delta: 2.5, reason: "Half" }, deltaMessage],
      [{ delta: 10_001, reason: "Huge" }, deltaMessage],
      [{ delta: -1e308, reason: "Huger" }, deltaMessage],
      [{ delta: "ten", reason: "Words" }, deltaMessage],
      [{ reason: "No delta" }, deltaMessage],
      [{ delta: 5 }, "Write the reason for the adjustment."],
      [{ delta: 5, reason: " \n " }, "Write the reason for the adjustment."],
      [{ delta: 5, reason: "y".repeat(10_000) }, "The note can have at most 500 characters."],
    ];
    for (const [payload, message] of bad) {
      const res = await adjust(member.user._id, payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload).slice(0, 60)).toEqual([400, message]);
    }
    expect((await adjust(member.user._id, { delta: 5, reason: "Ok", kind: "freelancers" })).statusCode).toBe(400);
    expect(await connectsOf(member.user._id)).toBe(0);
    expect(await auditCount(member.user._id)).toBe(0);
  });
});

/** The text of the mail sent to `to` (written to DATA_DIR/mail without SMTP); sending does not hold up the answer. */
async function mailTo(to: string): Promise<string> {
  const mailDir = path.join(dataDir, "mail");
  for (let i = 0; i < 100; i++) {
    const names = existsSync(mailDir) ? readdirSync(mailDir) : [];
    for (const name of names.filter((n) => n.endsWith(".eml"))) {
      const raw = readFileSync(path.join(mailDir, name), "utf8");
      if (raw.includes(`To: ${to}`)) return raw.replace(/=\n/g, "");
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}
