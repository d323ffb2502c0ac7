import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUserActionResponse } from "@mp/contracts/admin-users";
import { accountEvents, auditLog, sessions, users } from "@mp/db/schema/index";
import { bearer, createAccount, login, makeAdmin, type Account } from "./helpers/accounts.ts";
import { adminAction } from "./helpers/admin-users.ts";
import { catalogue, createPublishedListing, createVendorTestApp, type VendorTestApp } from "./helpers/vendor.ts";

const SUSPENDED = "This account is suspended. Contact support.";

let t: VendorTestApp;
let ids: { categoryId: string; subcategoryId: string };
let admin: Account;
let superAdmin: Account;

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  ids = await catalogue(t.database);
  [admin, superAdmin] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
  await makeAdmin(t.database, admin.user._id, "Admin");
  await makeAdmin(t.database, superAdmin.user._id, "Super-Admin");
});
afterAll(() => t?.close());

const suspend = (by: Account, userId: string, note: unknown = "Selling counterfeit goods") =>
  adminAction(t.app, by, userId, "suspend", { note });
const restore = (by: Account, userId: string, payload: object = {}) =>
  adminAction(t.app, by, userId, "restore", payload);
const session = (token: string) => t.app.inject({ method: "GET", url: "/api/auth/session", headers: bearer(token) });
const publicListing = (id: string) => t.app.inject({ method: "GET", url: `/api/listings/${id}` });

async function auditRows(targetId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.id));
}

async function eventTypes(userId: string) {
  const rows = await t.database.db
    .select({ type: accountEvents.type, ip: accountEvents.ip })
    .from(accountEvents)
    .where(eq(accountEvents.userId, userId));
  return rows;
}

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe("POST /api/admin/users/{id}/suspend and /restore", () => {
  it("ends the user's sessions at once, refuses their sign-in, hides their listing, and restoring undoes it", async () => {
    const vendor = await createAccount(t.app);
    const { listing } = await createPublishedListing(t.app, vendor.token, ids);
    const second = (await login(t.app, vendor.email)).json<{ token: string }>().token;
    expect((await session(vendor.token)).statusCode).toBe(200);
    expect((await publicListing(listing._id)).statusCode).toBe(200);

    const res = await suspend(admin, vendor.user._id, "  Selling counterfeit goods  ");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminUserActionResponse>();
    expect(body.message).toBe("User suspended. Their sessions have ended and their content is hidden.");
    expect(body.result_value.account.suspensionNote).toBe("Selling counterfeit goods");
    expect(body.result_value.account.suspendedAt).not.toBeNull();
    expect(body.result_value.account.liveSessions).toBe(0);
    expect(body.result_value.counts.hiddenItems).toBe(1);

    // Both old tokens fail from the very next request, and no session row is left.
    expect((await session(vendor.token)).statusCode).toBe(401);
    expect((await session(second)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, vendor.user._id))).toEqual([]);
    // The right password learns why; a wrong one learns nothing more than before.
    const refused = await login(t.app, vendor.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ result: 0, message: SUSPENDED });
    const wrong = await login(t.app, vendor.email, "not the password at all");
    expect(wrong.json()).toMatchObject({ result: 0, message: "Invalid email or password." });
    // The listing left the public reads and the owner's search.
    expect((await publicListing(listing._id)).statusCode).toBe(404);
    const search = () => t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(listing.name)}` });
    const found = await search();
    expect(found.statusCode).toBe(200);
    expect(found.body).not.toContain(listing._id);

    const [suspendedAudit] = await auditRows(vendor.user._id);
    expect(suspendedAudit).toMatchObject({
      action: "user.suspend",
      actorId: admin.user._id,
      actorEmail: admin.email,
      note: "Selling counterfeit goods",
      before: { suspended: false },
      after: { suspended: true, suspensionNote: "Selling counterfeit goods" },
    });
    // The user's log says what happened, without the admin's address.
    expect(await eventTypes(vendor.user._id)).toContainEqual({ type: "account_suspended", ip: null });

    const restored = await restore(admin, vendor.user._id, { note: "Appeal accepted" });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<AdminUserActionResponse>().result_value.account.suspendedAt).toBeNull();
    expect((await publicListing(listing._id)).statusCode).toBe(200);
    expect((await search()).body).toContain(listing._id);
    const again = await login(t.app, vendor.email);
    expect(again.statusCode).toBe(200);
    expect((await session(again.json<{ token: string }>().token)).statusCode).toBe(200);
    expect(await userRow(vendor.user._id)).toMatchObject({ suspendedAt: null, suspensionNote: null });
    const [restoredAudit] = await auditRows(vendor.user._id);
    expect(restoredAudit).toMatchObject({
      action: "user.restore",
      note: "Appeal accepted",
      after: { suspended: false },
    });
    expect((await eventTypes(vendor.user._id)).map((row) => row.type)).toContain("account_restored");
  });

  it("keeps what a moderator hid hidden when the account is restored", async () => {
    const vendor = await createAccount(t.app);
    const { listing } = await createPublishedListing(t.app, vendor.token, ids);
    const { listing: moderated } = await createPublishedListing(t.app, vendor.token, ids);
    await t.database.exec(
      `update listings set hidden_at = now(), hidden_cause = 'moderation', hidden_note = 'Fake' where id = '${moderated._id}'`,
    );
    expect((await suspend(admin, vendor.user._id)).statusCode).toBe(200);
    expect((await restore(admin, vendor.user._id)).statusCode).toBe(200);
    expect((await publicListing(listing._id)).statusCode).toBe(200);
    expect((await publicListing(moderated._id)).statusCode).toBe(404);
  });

  it("refuses oneself, a Super-Admin, an Admin unless a Super-Admin asks, twice, and a restore of an active account", async () => {
    const member = await createAccount(t.app);
    const otherAdmin = await createAccount(t.app);
    await makeAdmin(t.database, otherAdmin.user._id, "Admin");
    const cases: [Account, string, number, string][] = [
      [admin, admin.user._id, 409, "You cannot suspend your own account."],
      [admin, superAdmin.user._id, 409, "A Super-Admin cannot be suspended. Remove the Super-Admin role first."],
      [superAdmin, superAdmin.user._id, 409, "You cannot suspend your own account."],
      [admin, otherAdmin.user._id, 409, "Only a Super-Admin can suspend an administrator."],
    ];
    for (const [by, target, status, message] of cases) {
      const res = await suspend(by, target);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect((await restore(admin, member.user._id)).json()).toMatchObject({
      result: 0,
      message: "This account is not suspended.",
    });
    expect((await suspend(superAdmin, otherAdmin.user._id)).statusCode).toBe(200);
    expect((await restore(admin, otherAdmin.user._id)).json().message).toBe(
      "Only a Super-Admin can restore an administrator.",
    );
    expect((await suspend(superAdmin, otherAdmin.user._id)).json().message).toBe("This account is already suspended.");
    expect((await restore(superAdmin, otherAdmin.user._id)).statusCode).toBe(200);
    // None of the refusals wrote an audit row or touched the accounts.
    expect((await auditRows(admin.user._id)).length + (await auditRows(superAdmin.user._id)).length).toBe(0);
    expect((await auditRows(otherAdmin.user._id)).map((row) => row.action)).toEqual(["user.restore", "user.suspend"]);
    expect((await session(member.token)).statusCode).toBe(200);
  });

  it("refuses hostile input with a clear 400 and changes nothing", async () => {
    const member = await createAccount(t.app);
    const bad: [unknown, string][] = [
      [undefined, "Write a note saying why."],
      ["   ", "Write a note saying why."],
      ["x".repeat(501), "The note can have at most 500 characters."],
      [{ $ne: "" }, "Write a note saying why."],
    ];
    for (const [note, message] of bad) {
      const res = await adminAction(t.app, admin, member.user._id, "suspend", note === undefined ? {} : { note });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const extra = await adminAction(t.app, admin, member.user._id, "suspend", { note: "Spam", suspendedAt: null });
    expect(extra.statusCode).toBe(400);
    const notUuid = await adminAction(t.app, admin, "1' or '1'='1", "suspend", { note: "Spam" });
    expect(notUuid.statusCode).toBe(400);
    const unknown = await suspend(admin, "00000000-0000-4000-8000-00000000dead");
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, "User not found."]);
    expect((await userRow(member.user._id)).suspendedAt).toBeNull();
    expect((await session(member.token)).statusCode).toBe(200);
  });

  it("is for admins only: anonymous 401, a member 403", async () => {
    const member = await createAccount(t.app);
    const target = await createAccount(t.app);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${target.user._id}/suspend`,
      payload: { note: "Spam" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await suspend(member, target.user._id)).statusCode).toBe(403);
    expect((await userRow(target.user._id)).suspendedAt).toBeNull();
  });
});
