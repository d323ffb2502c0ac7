import { sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import type { SearchFacets, SearchQuery, SearchResponse } from "@mp/contracts/search";
import { findCatalogueMatches } from "./catalogue-matches.ts";
import { freelancerKind, jobKind, listingKind, tsquery, type SearchContext, type SearchKind } from "./kinds.ts";
import { rowsOf, type Queryable } from "./queryable.ts";
import { TYPO_THRESHOLD } from "./thresholds.ts";
import { pageWindow } from "../../lib/paging.ts";

type KindName = "listings" | "jobs" | "freelancers";
const kinds = { listings: listingKind, jobs: jobKind, freelancers: freelancerKind } as const;
const kindNames = Object.keys(kinds) as KindName[];

type CategoryCount = { categoryId: string; categoryName: string; count: number };

/** Matches of one kind per category: the facets, and the totals of each kind, come from these. */
async function countByCategory(db: Queryable, kind: SearchKind<unknown>, context: SearchContext) {
  const rows = rowsOf<{ category_id: string; category_name: string; count: number }>(
    await db.execute(sql`
      select t.category_id, c.name as category_name, count(*)::int as count
      from ${kind.table} t join categories c on c.id = t.category_id
      where ${kind.match(context)}
      group by t.category_id, c.name`),
  );
  return rows.map((row) => ({ categoryId: row.category_id, categoryName: row.category_name, count: row.count }));
}

/** One page of hits of one kind, best first; highlights are computed for that page only. */
async function findPage<Hit>(
  db: Queryable,
  kind: SearchKind<Hit>,
  context: SearchContext,
  { categoryId, limit, offset }: { categoryId?: string; limit: number; offset: number },
): Promise<Hit[]> {
  const inCategory = categoryId ? sql`and t.category_id = ${categoryId}` : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with page as (
        select t.id, ${kind.rank(context)} as rank from ${kind.table} t
        where ${kind.match(context)} ${inCategory}
        order by rank desc, t.id limit ${limit} offset ${offset}
      ), query as (select ${tsquery(context.q)} as tsq)
      select ${kind.columns} from page join ${kind.table} t on t.id = page.id, query
      order by page.rank desc, t.id`),
  );
  return rows.map(kind.toHit);
}

/**
 * Full-text search over listings, jobs and freelancers, typo-tolerant on names and titles.
 * `page`/`limit` apply to each chosen kind. In one transaction so that the trigram threshold
 * set for it holds for every query and resets after.
 */
export async function search(db: Database, query: SearchQuery): Promise<Omit<SearchResponse, "result">> {
  const { q, kind, categoryId, page, limit } = query;
  const chosen = kind === "all" ? kindNames : [kind];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
    const context: SearchContext = { q, catalogue: await findCatalogueMatches(tx, q) };
    const counts = {} as Record<KindName, CategoryCount[]>;
    for (const name of kindNames) counts[name] = await countByCategory(tx, kinds[name], context);
    const window = { categoryId, ...pageWindow({ page, limit }) };
    const hits = { listings: [], jobs: [], freelancers: [] } as {
      [K in KindName]: Awaited<ReturnType<(typeof kinds)[K]["toHit"]>>[];
    };
    let hasMore = false;
    for (const name of chosen) {
      const rows = await findPage(tx, kinds[name] as SearchKind<never>, context, window);
      hasMore ||= rows.length > limit;
      hits[name] = rows.slice(0, limit);
    }
    return {
      result_value: { ...hits, facets: facetsOf(counts, chosen, categoryId) },
      meta: { hasMore, currentPage: page },
    };
  });
}

function facetsOf(counts: Record<KindName, CategoryCount[]>, chosen: KindName[], categoryId?: string): SearchFacets {
  const total = (rows: CategoryCount[]) =>
    rows.filter((row) => !categoryId || row.categoryId === categoryId).reduce((sum, row) => sum + row.count, 0);
  const byCategory = new Map<string, CategoryCount>();
  for (const name of chosen) {
    for (const row of counts[name]) {
      const found = byCategory.get(row.categoryId);
      byCategory.set(row.categoryId, { ...row, count: (found?.count ?? 0) + row.count });
    }
  }
  return {
    byKind: { listings: total(counts.listings), jobs: total(counts.jobs), freelancers: total(counts.freelancers) },
    byCategory: [...byCategory.values()].sort(
      (a, b) => b.count - a.count || (a.categoryName < b.categoryName ? -1 : a.categoryName > b.categoryName ? 1 : 0),
    ),
  };
}
