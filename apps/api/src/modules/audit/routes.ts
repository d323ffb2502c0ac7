import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  auditListQuerySchema,
  auditListResponseSchema,
  auditMessages,
  type AuditEntry,
} from "@mp/contracts/admin-audit";
import { AppError } from "../../lib/app-error.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";
import { auditEntryExists, findAuditEntries, type AuditRow } from "./repository.ts";

const asObject = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: String(row.id),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: asObject(row.before),
    after: asObject(row.after),
    note: row.note,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `GET /api/admin/audit`: the audit log, searched and filtered, newest first, paged by key. Read only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    "/admin/audit",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["Admin"],
        summary: "The audit log of admin actions, searched, newest first, paged by key (Admin)",
        security: bearerSecurity,
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema },
      },
    },
    async (request) => {
      const { cursor, limit, ...filters } = request.query;
      let after: number | undefined;
      if (cursor !== undefined) {
        after = /^\d{1,15}$/.test(cursor) ? Number(cursor) : Number.NaN;
        if (!Number.isSafeInteger(after) || !(await auditEntryExists(db, after))) {
          throw new AppError("BAD_REQUEST", auditMessages.badCursor);
        }
      }
      const rows = await findAuditEntries(db, { ...filters, after, limit });
      const page = rows.slice(0, limit);
      return {
        result: 1 as const,
        result_value: page.map(toAuditEntry),
        meta: { nextCursor: rows.length > limit ? (page.at(-1) ? String(page.at(-1)!.id) : null) : null },
      };
    },
  );
};
