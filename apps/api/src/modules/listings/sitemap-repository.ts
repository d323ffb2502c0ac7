import { and, asc, gte, lt, sql } from "drizzle-orm";
import { listings } from "@mp/db/schema/index";
import { rowsOf, type Executor } from "../../lib/executor.ts";
import { isPublished } from "./listing-filters.ts";

/** The id of every `every`-th published listing in id order, from the first: one pass over the published ids. */
export async function findPublishedIdMarks(db: Executor, every: number): Promise<string[]> {
  const result = await db.execute(sql`
    select id from (
      select id, row_number() over (order by id) as n from ${listings} where ${isPublished}
    ) numbered
    where (n - 1) % ${sql.raw(String(Math.trunc(every)))} = 0
    order by id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Up to `limit` published listings from id `start` up to, not including, `end` (none: to the last), in id order. */
export function findPublishedIdRange(db: Executor, start: string, end: string | undefined, limit: number) {
  return db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(and(isPublished, gte(listings.id, start), end ? lt(listings.id, end) : undefined))
    .orderBy(asc(listings.id))
    .limit(limit);
}
