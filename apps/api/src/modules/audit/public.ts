import type { FastifyRequest } from "fastify";
import type { Executor } from "../../lib/executor.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { insertAuditEntry } from "./repository.ts";

/** One admin action, as the audit log keeps it. */
export type AdminAction = {
  /** A dotted verb: "report.hide", "user.suspend", "category.update", "plan.update", "payment.refund", … */
  action: string;
  /** The kind of record acted on: "listing", "user", "category", "plan", "payment", … */
  targetType: string;
  targetId: string;
  /** The record's fields that changed, before and after (never a password or its hash). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The admin's note, when the action takes one. */
  note?: string | null;
};

/**
 * Writes the audit row in the transaction of the change it records, so that the log and the data
 * never disagree: when the row cannot be written, the action fails with it. The table is
 * append-only (a trigger refuses UPDATE, DELETE and TRUNCATE; migration 0011).
 */
export async function recordAdminAction(tx: Executor, request: FastifyRequest, entry: AdminAction): Promise<void> {
  const actor = signedInUser(request);
  await insertAuditEntry(tx, {
    actorId: actor._id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
    // request.ip is the address behind the trusted proxies only (TRUST_PROXY), never a client's header.
    ipAddress: request.ip,
  });
}
