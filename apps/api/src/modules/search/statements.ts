import { fillPlaceholders, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { rowsOf, type Queryable } from "../../lib/executor.ts";

/**
 * A statement whose text depends only on its shape (which kind, which tiers, which conditions),
 * its values bound per search through drizzle placeholders. Built and rendered once per shape:
 * drizzle's rendering of the large nested templates cost a search about 1.5 ms of Node CPU.
 */
export type Statement = { name: string; text: string; params: unknown[] };

const dialect = new PgDialect();
const statements = new Map<string, Statement>();

/** The statement of shape `key`, rendered from `build()` the first time it is asked for. */
export function statementOf(key: string, build: () => SQL): Statement {
  let statement = statements.get(key);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    statement = { name: `search_${statements.size + 1}`, text, params };
    statements.set(key, statement);
  }
  return statement;
}

/** A pool of node-postgres or PGlite: `query(text, values)`; node-postgres also takes a named statement. */
type Client = { query: (...args: unknown[]) => Promise<unknown> };
/** How `db` runs a statement: named on PostgreSQL (parsed once per connection), as text on PGlite. */
export type Driver = "postgres" | "pglite";

/**
 * Runs `statement` with `values` for its placeholders. Outside a transaction it goes to the driver's
 * pool itself (through the same admission as drizzle's `execute`). On PostgreSQL it is a named
 * statement: each connection parses it once, and after five runs PostgreSQL may keep a generic plan
 * for it, which saves the ~1 ms of planning a search kind cost each time (decision 024, 2026-11-29).
 * In a transaction (the typo part), through `db.execute` as before.
 */
export async function runStatement<T>(
  db: Queryable,
  driver: Driver | undefined,
  statement: Statement,
  values: Record<string, unknown>,
): Promise<T[]> {
  const params = fillPlaceholders(statement.params, values);
  const client = (db as { $client?: Client }).$client;
  if (driver === "postgres" && client)
    return rowsOf<T>(await client.query({ name: statement.name, text: statement.text, values: params }));
  if (driver === "pglite" && client) return rowsOf<T>(await client.query(statement.text, params));
  return rowsOf<T>(await db.execute(withValues(statement.text, params)));
}

/** `text` with its `$n` bound to `params` again, as one flat drizzle SQL. */
function withValues(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`));
  return sql.join(chunks);
}
