import type { SQL } from "drizzle-orm";

/** A database or a transaction: anything that runs raw SQL. */
export type Queryable = { execute: (query: SQL) => PromiseLike<unknown> };

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
