import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { tsquery } from "./kinds.ts";
import { TYPO_THRESHOLD } from "./thresholds.ts";

/**
 * The `q` of a browse list (listings, jobs, freelancers), matched as the search does: the
 * stemmed words through the row's search vector, a mistyped word of its name or title through
 * pg_trgm (`q <% name`, which the trigram GIN index serves, unlike `word_similarity() >=`).
 */
export function textMatch(q: string, searchVector: AnyColumn, name: AnyColumn): SQL {
  return sql`(${searchVector} @@ ${tsquery(q)} or ${q}::text <% ${name})`;
}

/** Best first: ts_rank of the words plus trigram similarity of the whole name, so an exact name leads. */
export function textRank(q: string, searchVector: AnyColumn, name: AnyColumn): SQL<number> {
  return sql<number>`(ts_rank(${searchVector}, ${tsquery(q)}) + similarity(${name}, ${q}::text))`;
}

/**
 * Runs `read` with the typo threshold of the search (TYPO_THRESHOLD) in force for `<%`: in a
 * transaction of its own, so that the setting holds for the read and resets after. Without a
 * `q` there is nothing to tolerate and the read runs as is.
 */
export async function withTypoTolerance<T>(db: Database, q: string, read: (db: Database) => Promise<T>): Promise<T> {
  if (!q) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
    return read(tx);
  });
}
