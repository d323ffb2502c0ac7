import type { Database } from "@mp/db/client";

/**
 * Statements prepared once per database: the SQL is built once, and PostgreSQL parses and plans
 * each named statement once per connection. `prepare` runs on a database's first use.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let found = prepared.get(db);
    if (!found) prepared.set(db, (found = prepare(db)));
    return found;
  };
}
