import { sql } from "drizzle-orm";
import type { Queryable } from "./queryable.ts";
import { rowsOf } from "./queryable.ts";

export type CatalogueMatches = { categoryIds: string[]; subcategoryIds: string[] };

/**
 * The categories and subcategories whose names the query matches. Listings (and jobs and
 * freelancers) of those rank a little higher and are found even when their own text does not
 * say it: the names are weighed in at query time rather than copied into every row, so a
 * renamed category needs no rewrite of its listings. The tables hold a few hundred rows.
 */
export async function findCatalogueMatches(db: Queryable, q: string): Promise<CatalogueMatches> {
  const rows = rowsOf<{ id: string; type: "category" | "subcategory" }>(
    await db.execute(sql`
      with query as (select websearch_to_tsquery('english', ${q}) as tsq)
      select c.id, 'category' as type from categories c, query
        where to_tsvector('english', c.name) @@ query.tsq
      union all
      select s.id, 'subcategory' as type from subcategories s, query
        where to_tsvector('english', s.name) @@ query.tsq`),
  );
  return {
    categoryIds: rows.filter((row) => row.type === "category").map((row) => row.id),
    subcategoryIds: rows.filter((row) => row.type === "subcategory").map((row) => row.id),
  };
}
