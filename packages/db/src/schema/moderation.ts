import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { reportReasons, reportStatuses, reportTargetTypes } from "@mp/contracts/report";
import { users } from "./users.ts";

/** A signed-in person's report of a piece of content; the moderation queue works on these. */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: reportTargetTypes }).notNull(),
    targetId: uuid("target_id").notNull(),
    /** The content's owner when reported, so the queue and the mail need no lookup per kind. */
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: reportReasons }).notNull(),
    note: text("note").notNull().default(""),
    status: text("status", { enum: reportStatuses }).notNull().default("open"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolutionNote: text("resolution_note"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open report per person and item: reporting again while it waits changes nothing.
    uniqueIndex("reports_open_once_idx")
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    // The queue: by status, oldest first; and every report of one item.
    index("reports_status_created_idx").on(t.status, t.createdAt, t.id),
    index("reports_target_idx").on(t.targetType, t.targetId, t.createdAt),
    index("reports_reporter_created_idx").on(t.reporterId, t.createdAt.desc()),
    check(
      "reports_target_type_check",
      sql.raw(`target_type in (${reportTargetTypes.map((type) => `'${type}'`).join(", ")})`),
    ),
    check(
      "reports_reason_check",
      sql`${t.reason} in ('spam', 'scam', 'offensive', 'prohibited', 'wrong_category', 'other')`,
    ),
    check("reports_status_check", sql`${t.status} in ('open', 'hidden', 'dismissed', 'restored')`),
  ],
);

/**
 * Every admin action: who, what, which record, before → after, when, from which address.
 * Append-only: a trigger (migration 0011) refuses every UPDATE and DELETE.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's e-mail when acting, kept even if the account goes. */
    actorEmail: text("actor_email").notNull(),
    /** A dotted verb: "report.hide", "user.suspend", "category.update", "payment.refund", … */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    note: text("note"),
    ipAddress: text("ip_address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.createdAt.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc()),
    index("audit_log_action_idx").on(t.action, t.createdAt.desc()),
  ],
);
