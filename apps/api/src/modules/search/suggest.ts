import { sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { SUGGESTION_COUNT, type Suggestion } from "@mp/contracts/search";
import { rowsOf } from "../../lib/executor.ts";

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A prefix tsquery over the name part (weight A) of the search vector: every word typed is the
 * start of a word of the name, e.g. "golden ba" → `golden:*A & ba:*A`. Only letters and digits
 * reach to_tsquery, so its syntax cannot be injected.
 */
export function namePrefixQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((word) => `${word}:*A`).join(" & ") : null;
}

/**
 * Up to 8 names that start with what was typed, or have a word that does: categories first,
 * then subcategories, then distinct listing names. Whole-name prefixes come before word ones.
 */
export async function findSuggestions(db: Database, q: string): Promise<Suggestion[]> {
  const starts = `${escapeLike(q)}%`;
  const wordStarts = `% ${escapeLike(q)}%`;
  const catalogue = rowsOf<Suggestion>(
    await db.execute(sql`
      select * from (
        select 'category' as type, c.id as "_id", c.name as label, c.id as "categoryId", 0 as "order"
          from categories c where c.name ilike ${starts} or c.name ilike ${wordStarts}
        union all
        select 'subcategory', s.id, s.name, s.category_id, 1
          from subcategories s where s.name ilike ${starts} or s.name ilike ${wordStarts}
      ) found
      order by "order", label ilike ${starts} desc, label, "_id"
      limit ${SUGGESTION_COUNT}`),
  ).map(({ type, _id, label, categoryId }) => ({ type, _id, label, categoryId }));
  const prefix = namePrefixQuery(q);
  const room = SUGGESTION_COUNT - catalogue.length;
  if (!prefix || room === 0) return catalogue;
  const listingRows = rowsOf<Suggestion>(
    await db.execute(sql`
      select 'listing' as type, "_id", label, "categoryId" from (
        select distinct on (l.name) l.id as "_id", l.name as label, l.category_id as "categoryId"
        from listings l
        where l.status = 'published' and l.hidden_at is null and l.search_vector @@ to_tsquery('english', ${prefix})
        order by l.name, l.id
      ) named
      order by label ilike ${starts} desc, length(label), label, "_id"
      limit ${room}`),
  );
  return [...catalogue, ...listingRows];
}
