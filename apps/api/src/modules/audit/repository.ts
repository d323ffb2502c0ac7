import { and, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { auditLog } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import { containsPattern } from "../../lib/like-pattern.ts";

export type AuditRow = typeof auditLog.$inferSelect;

/** Appends one row: the table is append-only (a trigger refuses UPDATE, DELETE and TRUNCATE; migration 0011). */
export async function insertAuditEntry(tx: Executor, entry: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

export type AuditFilter = {
  search: string;
  action: string;
  targetType: string;
  actorId?: string;
  /** UTC dates, inclusive. */
  from?: string;
  to?: string;
  /** The id of the previous page's last row. */
  after?: number;
  limit: number;
};

/**
 * Newest first by (created_at, id) — `audit_log_created_idx`; an action, a target type or an
 * actor narrows it through their own indexes. `search` matches the action, the target's id, the
 * actor's e-mail or the note anywhere. Read only: nothing in the app updates or deletes a row
 * (and the trigger of migration 0011 would refuse it).
 */
export async function findAuditEntries(db: Executor, filter: AuditFilter): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.from) where.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00.000Z`)));
  if (filter.to) where.push(lt(auditLog.createdAt, new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + 86_400_000)));
  if (filter.search) {
    const like = containsPattern(filter.search);
    where.push(
      or(
        ilike(auditLog.action, like),
        ilike(auditLog.targetId, like),
        ilike(auditLog.actorEmail, like),
        ilike(auditLog.note, like),
      )!,
    );
  }
  if (filter.after !== undefined) {
    const at = sql`(select a.created_at from audit_log a where a.id = ${filter.after})`;
    where.push(
      sql`(${auditLog.createdAt} < ${at} or (${auditLog.createdAt} = ${at} and ${auditLog.id} < ${filter.after}))`,
    );
  }
  return db
    .select()
    .from(auditLog)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(sql`${auditLog.createdAt} desc nulls last, ${auditLog.id} desc nulls last`)
    .limit(filter.limit + 1);
}

export async function auditEntryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, id)).limit(1);
  return row !== undefined;
}
