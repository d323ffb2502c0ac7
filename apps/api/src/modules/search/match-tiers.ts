import { sql, type SQL } from "drizzle-orm";
import { tsquery, type SearchContext, type SearchKind } from "./kinds.ts";

/**
 * What a row of a kind (alias `t`) must have to match a search, tier by tier (decision 024):
 * 0 the name is the words; 1 the name has the words; 2 the search vector has them or the query
 * names the row's (sub)category; 3 (typos only) a word of the name is like one typed. The search
 * reads the tiers one by one; the map of a search (decision 036) takes any of them.
 */
export function matchTiers(kind: SearchKind<unknown>, context: SearchContext, typos: boolean): SQL[] {
  const nameColumn = sql.raw(`t.${kind.name}`);
  // The tsquery is written out rather than read from `query`: folded to a constant, it lets the
  // planner estimate how many rows a word matches and choose between the index and a scan.
  const words = tsquery(context.q);
  return [
    sql`lower(${nameColumn}) = lower(${context.q}::text)`,
    sql`to_tsvector('english', ${nameColumn}) @@ ${words}`,
    sql`(${sql.join([sql`t.search_vector @@ ${words}`, ...kind.boosted(context)], sql` or `)})`,
    ...(typos ? [sql`${context.q}::text <% ${nameColumn}`] : []),
  ];
}
