import { asc, sql, type SQL } from "drizzle-orm";
import type { AnyColumn } from "drizzle-orm";

/**
 * Descending, nulls last — as drizzle's `.desc()` builds the indexes. Drizzle's `desc()` sorts
 * nulls first (PostgreSQL's default for DESC), which no such index serves: the planner would
 * sort the whole table instead of reading the index.
 */
export function descending(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}

/**
 * Newest first, the id breaking ties between rows of the same instant: the order of the paged
 * lists of one's own rows, each served by an index on (owner, created_at).
 */
export function newestFirst(table: { createdAt: AnyColumn; id: AnyColumn }): [SQL, SQL] {
  return [descending(table.createdAt), asc(table.id)];
}
