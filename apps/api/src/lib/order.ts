import { sql, type SQL } from "drizzle-orm";
import type { AnyColumn } from "drizzle-orm";

/**
 * Descending, nulls last — as drizzle's `.desc()` builds the indexes. Drizzle's `desc()` sorts
 * nulls first (PostgreSQL's default for DESC), which no such index serves: the planner would
 * sort the whole table instead of reading the index.
 */
export function descending(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}
