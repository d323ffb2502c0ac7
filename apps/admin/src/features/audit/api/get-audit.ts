import { auditListResponseSchema, type AuditEntry } from "@mp/contracts/admin-audit";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { auditKeys } from "../../../lib/query-keys";

export type { AuditEntry };
export type AuditFilters = { search: string; action: string; targetType: string; from: string; to: string };

export const AUDIT_PAGE_SIZE = 50;

export async function getAudit(filters: AuditFilters, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (cursor) query.set("cursor", cursor);
  const body = await apiGet(`/api/admin/audit?${query}`, auditListResponseSchema, { signal });
  return { entries: body.result_value, nextCursor: body.meta.nextCursor };
}

/** The log, newest first, a page at a time by key ("Show more"). */
export function useAudit(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAudit(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
