import type { SQL } from "drizzle-orm";

/** A database or a transaction: anything that runs raw SQL. */
export type Queryable = { execute: (query: SQL) => PromiseLike<unknown> };

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A timestamp of a raw query (a Date from node-postgres, a Date or a string elsewhere) as ISO 8601. */
export function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}
