import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../lib/executor.ts";
import { rowsOf } from "../../lib/executor.ts";

export type CatalogueMatches = { categoryIds: string[]; subcategoryIds: string[] };

/** A kind whose rows matching the words are counted, up to a few, with the catalogue matches. */
export type CountedKind = { name: string; table: SQL; visible: SQL };

/**
 * The categories and subcategories whose names the query matches. Listings (and jobs and
 * freelancers) of those rank a little higher and are found even when their own text does not
 * say it: the names are weighed in at query time rather than copied into every row, so a
 * renamed category needs no rewrite of its listings. The tables hold a few hundred rows.
 * In the same statement, how many visible rows of each `counted` kind have the words, up to
 * `upTo` (decision 024: whether the typo part runs for that kind; a few GIN entries each).
 */
export async function findCatalogueMatches(
  db: Queryable,
  q: string,
  counted: CountedKind[] = [],
  upTo = 0,
): Promise<CatalogueMatches & { wordMatches: Record<string, number> }> {
  const words = sql`websearch_to_tsquery('english', ${q})`;
  const counts = counted.map(
    ({ name, table, visible }) => sql`
      union all
      select null, ${name} from (
        select 1 from ${table} t where ${visible} and t.search_vector @@ ${words} limit ${upTo}) found`,
  );
  const rows = rowsOf<{ id: string; type: string }>(
    await db.execute(sql`
      with query as (select ${words} as tsq)
      select c.id, 'category' as type from categories c, query
        where to_tsvector('english', c.name) @@ query.tsq
      union all
      select s.id, 'subcategory' as type from subcategories s, query
        where to_tsvector('english', s.name) @@ query.tsq
      ${sql.join(counts, sql` `)}`),
  );
  const wordMatches = Object.fromEntries(counted.map(({ name }) => [name, 0]));
  for (const row of rows) if (row.type in wordMatches) wordMatches[row.type]! += 1;
  return {
    categoryIds: rows.filter((row) => row.type === "category").map((row) => row.id),
    subcategoryIds: rows.filter((row) => row.type === "subcategory").map((row) => row.id),
    wordMatches,
  };
}
