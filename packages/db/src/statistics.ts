import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client.ts";
import { rowsOf } from "./rows.ts";

/**
 * Whether a table's statistics are out of date: never gathered, or its row count has moved since
 * they were by more than autovacuum's default share (10 % of the rows, plus 50).
 */
export function needsAnalyze(rowsThen: number, rowsNow: number): boolean {
  return rowsThen < 0 || Math.abs(rowsNow - rowsThen) > 0.1 * rowsThen + 50;
}

/**
 * Gathers the planner's statistics of the tables that need them, and returns their names. PGlite
 * has no autovacuum, so the server does this once per start; but an ANALYZE of every table of the
 * 100,000-listing set costs 5 to 6 s of CPU, during which PGlite answers nothing else, and a
 * restart usually finds the same rows as the last one. Counting a table is a fraction of that.
 * Each statement takes its own turn at the database, so requests go between them.
 */
export async function refreshStaleStatistics(handle: DatabaseHandle): Promise<string[]> {
  const tables = await handle.db.execute(sql`
    select c.relname as name, c.reltuples::float8 as rows
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = current_schema()
    order by c.relname`);
  const stale: string[] = [];
  for (const { name, rows } of rowsOf<{ name: string; rows: number }>(tables)) {
    const counted = await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    const [now] = rowsOf<{ n: number }>(counted);
    if (needsAnalyze(Number(rows), Number(now?.n ?? 0))) stale.push(name);
  }
  for (const name of stale) await handle.db.execute(sql`analyze ${sql.identifier(name)}`);
  return stale;
}
