import { sql } from "drizzle-orm";

/** A uuid[] literal for one bound parameter (drizzle would spread a JS array into a list). */
export function uuidArray(ids: readonly string[]) {
  return sql`${`{${ids.join(",")}}`}::uuid[]`;
}
