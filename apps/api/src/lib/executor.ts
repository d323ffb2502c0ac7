import type { SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";

/** The database or a transaction: what repositories take, so that a route may run them in its transaction. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/** A database or a transaction: anything that runs raw SQL. */
export type Queryable = { execute: (query: SQL) => PromiseLike<unknown> };

/** The rows of a raw query: one helper for the server and the database package. */
export { rowsOf } from "@mp/db/rows";
