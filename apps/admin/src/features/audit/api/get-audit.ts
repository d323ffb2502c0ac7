import { auditListResponseSchema, type AuditEntry } from "@mp/contracts/admin-audit";
import { apiGet } from "../../../lib/api-client";
import { cursorQuery, useCursorPages } from "../../../lib/cursor-pages";
import { auditKeys } from "../../../lib/query-keys";

export type { AuditEntry };
export type AuditFilters = { search: string; action: string; targetType: string; from: string; to: string };

export const AUDIT_PAGE_SIZE = 50;

export async function getAudit(filters: AuditFilters, cursor: string | null, signal?: AbortSignal) {
  const query = cursorQuery(filters, AUDIT_PAGE_SIZE, cursor);
  const body = await apiGet(`/api/admin/audit?${query}`, auditListResponseSchema, { signal });
  return { entries: body.result_value, nextCursor: body.meta.nextCursor };
}

/** The log, newest first, a page at a time by key ("Show more"). */
export function useAudit(filters: AuditFilters) {
  return useCursorPages(auditKeys.list(filters), (cursor, signal) => getAudit(filters, cursor, signal));
}
