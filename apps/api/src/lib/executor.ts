import type { Database } from "@mp/db/client";

/** The database or a transaction: what repositories take, so that a route may run them in its transaction. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;
