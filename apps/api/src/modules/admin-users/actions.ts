import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { adminUserMessages as say, connectsShortMessage, type AdminRoleChoice } from "@mp/contracts/admin-users";
import { AppError } from "../../lib/app-error.ts";
import type { Executor } from "../../lib/executor.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { insertAccountEvent, systemOrigin } from "../activity/repository.ts";
import { recordAdminAction, type AdminAction } from "../audit/public.ts";
import { issuePasswordReset } from "../auth/public.ts";
import { grantCredits, spendCredits } from "../credits/public.ts";
import { hideOwnerContent, restoreOwnerContent } from "../moderation/public.ts";
import {
  lockAccount,
  lockSuperAdmins,
  setAdditionalUserType,
  setSuspension,
  type LockedAccount,
} from "./repository.ts";

// An admin's action shows in the user's activity log without the admin's address or browser:
// the user learns what happened, not who or where from (the audit log keeps that).
const origin = systemOrigin;

const refuse = (message: string) => new AppError("CONFLICT", message);

/** The audit row of an action on the account `id`. */
function auditAccount(
  tx: Executor,
  request: FastifyRequest,
  id: string,
  entry: Omit<AdminAction, "targetType" | "targetId">,
) {
  return recordAdminAction(tx, request, { ...entry, targetType: "user", targetId: id });
}

async function lockTarget(tx: Executor, id: string): Promise<LockedAccount> {
  const target = await lockAccount(tx, id);
  if (!target) throw new AppError("NOT_FOUND", say.notFound);
  return target;
}

/** Only a Super-Admin acts on an administrator's suspension; nobody suspends a Super-Admin or themselves. */
function checkSuspensionRights(request: FastifyRequest, target: LockedAccount, refusal: string): void {
  const me = signedInUser(request);
  if (target.id === me._id) throw refuse(say.suspendSelf);
  if (target.additionalUserType === "Super-Admin") throw refuse(say.suspendSuperAdmin);
  if (target.additionalUserType === "Admin" && me.additionalusertype !== "Super-Admin") throw refuse(refusal);
}

/**
 * Suspends the account: it signs in nowhere, its sessions end (its tokens fail from the next
 * request) and everything it owns leaves the public pages, in the catalogue writer's transaction.
 */
export async function suspendUser(app: FastifyInstance, request: FastifyRequest, id: string, note: string) {
  if (id === signedInUser(request)._id) throw refuse(say.suspendSelf);
  await app.catalogueWriter.write(async (tx) => {
    const target = await lockTarget(tx, id);
    checkSuspensionRights(request, target, say.suspendAdmin);
    if (target.suspendedAt) throw refuse(say.alreadySuspended);
    await setSuspension(tx, id, note);
    await hideOwnerContent(tx, id);
    await insertAccountEvent(tx, id, "account_suspended", origin);
    await auditAccount(tx, request, id, {
      action: "user.suspend",
      before: { suspended: false },
      after: { suspended: true, suspensionNote: note },
      note,
    });
  });
}

/** Lifts the suspension and shows again what it hid (not what a moderator hid). */
export async function restoreUser(app: FastifyInstance, request: FastifyRequest, id: string, note: string | null) {
  await app.catalogueWriter.write(async (tx) => {
    const target = await lockTarget(tx, id);
    checkSuspensionRights(request, target, say.restoreAdmin);
    if (!target.suspendedAt) throw refuse(say.notSuspended);
    await setSuspension(tx, id, null);
    await restoreOwnerContent(tx, id);
    await insertAccountEvent(tx, id, "account_restored", origin);
    await auditAccount(tx, request, id, {
      action: "user.restore",
      before: { suspended: true, suspensionNote: target.suspensionNote },
      after: { suspended: false },
      note,
    });
  });
}

const roleWords = (role: string | null) => role ?? "No additional role";

/**
 * Sets the additional user type (Super-Admins only, by the route's hook): never one's own, and
 * never so that no Super-Admin is left. Roles are read on every request, so it counts at once.
 */
export async function changeRole(app: FastifyInstance, request: FastifyRequest, id: string, role: AdminRoleChoice) {
  if (id === signedInUser(request)._id) throw refuse(say.roleSelf);
  await app.database.db.transaction(async (tx) => {
    // The Super-Admins before the target, in one order: two removing each other would otherwise
    // each hold the other's row and wait for their own (a deadlock, which PostgreSQL aborts).
    const superAdmins = await lockSuperAdmins(tx);
    const target = await lockTarget(tx, id);
    const next = role === "none" ? null : role;
    if (target.additionalUserType === next) throw refuse(say.roleUnchanged);
    if (target.suspendedAt && next !== null) throw refuse(say.suspended);
    if (target.additionalUserType === "Super-Admin" && superAdmins <= 1) {
      throw refuse(say.lastSuperAdmin);
    }
    await setAdditionalUserType(tx, id, role);
    const detail = `${roleWords(target.additionalUserType)} → ${roleWords(next)}`;
    await insertAccountEvent(tx, id, "role_changed", origin, detail);
    await auditAccount(tx, request, id, {
      action: "user.role",
      before: { additionalUserType: target.additionalUserType },
      after: { additionalUserType: next },
    });
  });
}

/** Sends the forgot-password page's mail to the account; refused while it is suspended (the link would not help). */
export async function sendPasswordReset(app: FastifyInstance, request: FastifyRequest, id: string) {
  const send = await app.database.db.transaction(async (tx) => {
    const target = await lockTarget(tx, id);
    if (target.suspendedAt) throw refuse(say.suspended);
    const sendMail = await issuePasswordReset(app, tx, request, target, origin);
    await auditAccount(tx, request, id, { action: "user.password_reset" });
    return sendMail;
  });
  send();
}

/**
 * Grants (`delta` > 0) or takes connects through the ledger, reason "adjustment", the admin's
 * words as its note; a take larger than the balance is refused and writes nothing.
 */
export async function adjustConnects(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  { delta, reason }: { delta: number; reason: string },
) {
  await app.database.db.transaction(async (tx) => {
    const target = await lockTarget(tx, id);
    if (delta < 0 && target.connects < -delta) throw refuse(connectsShortMessage(target.connects));
    const movement = {
      userId: id,
      kind: "connects" as const,
      amount: Math.abs(delta),
      reason: "adjustment" as const,
      referenceType: "admin" as const,
      // Each adjustment is its own movement: the ledger's once-only key must not merge two.
      referenceId: randomUUID(),
      note: reason,
    };
    const outcome = delta > 0 ? await grantCredits(tx, movement) : await spendCredits(tx, movement);
    const signed = delta > 0 ? `+${delta}` : String(delta);
    await insertAccountEvent(tx, id, "connects_adjusted", origin, `${signed}: ${reason}`);
    await auditAccount(tx, request, id, {
      action: "user.connects",
      before: { connects: target.connects },
      after: { connects: outcome.balance },
      note: reason,
    });
  });
}
