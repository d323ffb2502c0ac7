import { sql } from "drizzle-orm";

/** A uuid[] literal ("{a,b}") for one bound parameter: drizzle would spread a JS array into a list. */
export function uuidArrayLiteral(ids: readonly string[]): string {
  return `{${ids.join(",")}}`;
}

/** The same as an SQL fragment, cast to uuid[]. */
export function uuidArray(ids: readonly string[]) {
  return sql`${uuidArrayLiteral(ids)}::uuid[]`;
}
