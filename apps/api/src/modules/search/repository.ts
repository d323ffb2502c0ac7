import { sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import type { SearchFacets, SearchQuery, SearchResponse } from "@mp/contracts/search";
import { findCatalogueMatches } from "./catalogue-matches.ts";
import { freelancerKind, jobKind, listingKind, tsquery, type SearchContext, type SearchKind } from "./kinds.ts";
import { rowsOf, type Queryable } from "./queryable.ts";
import { withTypoTolerance } from "./text-query.ts";
import { pageWindow } from "../../lib/paging.ts";

type KindName = "listings" | "jobs" | "freelancers";
const kinds = { listings: listingKind, jobs: jobKind, freelancers: freelancerKind } as const;
const kindNames = Object.keys(kinds) as KindName[];

type CategoryCount = { categoryId: string; categoryName: string; count: number };
type CountRow = { category_id: string; category_name: string; count: number };
type PageWindow = { categoryId?: string; limit: number; offset: number };

const toCounts = (rows: CountRow[]) =>
  rows.map((row) => ({ categoryId: row.category_id, categoryName: row.category_name, count: row.count }));

/** Matches of one kind per category, for a kind whose hits are not asked for: no ranking. */
async function countByCategory(db: Queryable, kind: SearchKind<unknown>, context: SearchContext) {
  const rows = rowsOf<CountRow>(
    await db.execute(sql`
      select t.category_id, c.name as category_name, count(*)::int as count
      from ${kind.table} t join categories c on c.id = t.category_id
      where ${kind.match(context)}
      group by t.category_id, c.name`),
  );
  return { counts: toCounts(rows), hits: [] };
}

/**
 * Matches of one kind per category and one page of its hits, best first, in one statement: the
 * matched rows are found and ranked once, then counted by category and cut to the page (the
 * category filter applies to the page only). Highlights are computed for that page only.
 */
async function searchKind<Hit>(db: Queryable, kind: SearchKind<Hit>, context: SearchContext, window: PageWindow) {
  const inCategory = window.categoryId ? sql`where matched.category_id = ${window.categoryId}` : sql``;
  const [row] = rowsOf<{ counts: CountRow[]; hits: Record<string, unknown>[] }>(
    await db.execute(sql`
      with matched as materialized (
        select t.id, t.category_id, ${kind.rank(context)} as rank from ${kind.table} t
        where ${kind.match(context)}
      ), counts as (
        select matched.category_id, c.name as category_name, count(*)::int as count
        from matched join categories c on c.id = matched.category_id
        group by matched.category_id, c.name
      ), page as (
        select matched.id, matched.rank from matched ${inCategory}
        order by matched.rank desc, matched.id limit ${window.limit} offset ${window.offset}
      ), query as (select ${tsquery(context.q)} as tsq)
      select
        (select coalesce(json_agg(counts), '[]'::json) from counts) as counts,
        (select coalesce(json_agg(hit order by hit.rank desc, hit.id), '[]'::json) from (
          select ${kind.columns} from page join ${kind.table} t on t.id = page.id, query
        ) hit) as hits`),
  );
  return { counts: toCounts(row?.counts ?? []), hits: (row?.hits ?? []).map(kind.toHit) };
}

/**
 * Full-text search over listings, jobs and freelancers, typo-tolerant on names and titles.
 * `page`/`limit` apply to each chosen kind; the kinds not chosen are only counted. Each kind is
 * one statement in its own transaction, so that the trigram threshold set for it holds for that
 * statement and resets after, and PostgreSQL runs the kinds side by side.
 */
export async function search(db: Database, query: SearchQuery): Promise<Omit<SearchResponse, "result">> {
  const { q, kind, categoryId, page, limit } = query;
  const chosen = kind === "all" ? kindNames : [kind];
  const context: SearchContext = { q, catalogue: await findCatalogueMatches(db, q) };
  const window = { categoryId, ...pageWindow({ page, limit }) };
  const found = await Promise.all(
    kindNames.map((name) =>
      withTypoTolerance(db, q, (tx) => {
        const searchable = kinds[name] as SearchKind<never>;
        return chosen.includes(name)
          ? searchKind(tx, searchable, context, window)
          : countByCategory(tx, searchable, context);
      }),
    ),
  );
  const counts = {} as Record<KindName, CategoryCount[]>;
  const hits = { listings: [], jobs: [], freelancers: [] } as {
    [K in KindName]: Awaited<ReturnType<(typeof kinds)[K]["toHit"]>>[];
  };
  let hasMore = false;
  kindNames.forEach((name, i) => {
    const { counts: kindCounts, hits: kindHits } = found[i]!;
    counts[name] = kindCounts;
    if (!chosen.includes(name)) return;
    hasMore ||= kindHits.length > limit;
    hits[name] = kindHits.slice(0, limit);
  });
  return {
    result_value: { ...hits, facets: facetsOf(counts, chosen, categoryId) },
    meta: { hasMore, currentPage: page },
  };
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
