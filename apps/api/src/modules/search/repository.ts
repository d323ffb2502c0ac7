import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { SEARCH_COUNT_CAP, type SearchFacets, type SearchQuery, type SearchResponse } from "@mp/contracts/search";
import { findCatalogueMatches } from "./catalogue-matches.ts";
import {
  boostOf,
  freelancerKind,
  jobKind,
  listingKind,
  rankOf,
  tsquery,
  type SearchContext,
  type SearchKind,
} from "./kinds.ts";
import { rowsOf, type Queryable } from "../../lib/executor.ts";
import { matchTiers } from "./match-tiers.ts";
import { withTypoTolerance } from "./text-query.ts";
import { RANKED_CANDIDATES, TYPO_FALLBACK_BELOW } from "./thresholds.ts";
import { pageWindow } from "../../lib/paging.ts";

type KindName = "listings" | "jobs" | "freelancers";
const kinds = { listings: listingKind, jobs: jobKind, freelancers: freelancerKind } as const;
const kindNames = Object.keys(kinds) as KindName[];

type CategoryCount = { categoryId: string; categoryName: string; count: number };
type CountRow = { category_id: string; category_name: string; count: number };
type PageWindow = { limit: number; offset: number };
type KindOptions = { categoryId?: string; page?: PageWindow };
type KindRow = { counts: CountRow[]; found: number; total: number; hits: Record<string, unknown>[] | null };
/** `found`: all matches (up to FOUND); `total`: those in the category when one is chosen. */
type KindResult<Hit> = { counts: CategoryCount[]; found: number; total: number; hits: Hit[] };

/** Matches found per kind and search: one more than the cap says "1,000+" (decision 024). */
const FOUND = SEARCH_COUNT_CAP + 1;

const toCounts = (rows: CountRow[]) =>
  rows.map((row) => ({ categoryId: row.category_id, categoryName: row.category_name, count: row.count }));

/**
 * CTEs that find up to FOUND matching rows of a kind (`${name}`), best tiers first, each tier read
 * through its own index (decision 024): 0 the name is the words; 1 the name has the words; 2 the
 * search vector has them or the query names the row's (sub)category; 3 (typos only) a word of the
 * name is like one typed. A tier leaves out the rows of the tiers before it, and is read only when
 * they leave room: `${name}` reads the tiers in order and stops at FOUND rows. Each tier's LIMIT is
 * a constant, so that the planner weighs its index against a scan for as many rows as it may read.
 * Each row carries the cheap pre-rank: its tier, whether it earns the category boost, its name's length.
 */
function findTiers(
  kind: SearchKind<unknown>,
  context: SearchContext,
  name: string,
  options: { typos: boolean; extra?: SQL },
) {
  const visible = options.extra ? sql`${kind.visible} and ${options.extra}` : kind.visible;
  const nameColumn = sql.raw(`t.${kind.name}`);
  const tiers = matchTiers(kind, context, options.typos);
  const pre = sql`${boostOf(kind, context)} as boosted, length(${nameColumn}) as name_length`;
  const tierName = (tier: number) => sql.raw(`${name}_${tier}`);
  const ctes = tiers.map((condition, tier) => {
    const earlier = Array.from({ length: tier }, (_, i) => sql`and t.id not in (select id from ${tierName(i)})`);
    return sql`${tierName(tier)} as materialized (
      select t.id, t.category_id, ${sql.raw(String(tier))} as tier, ${pre}
      from ${kind.table} t where ${visible} and ${condition} ${sql.join(earlier, sql` `)} limit ${FOUND})`;
  });
  const all = sql.join(
    tiers.map((_, tier) => sql`select * from ${tierName(tier)}`),
    sql` union all `,
  );
  return {
    ctes: sql`${sql.join(ctes, sql`, `)}, ${sql.raw(name)} as materialized (${all} limit ${FOUND})`,
    found: sql.raw(name),
  };
}

/**
 * One kind of one search in one statement: up to FOUND matches (findTiers), counted by category;
 * the best RANKED_CANDIDATES of them by the pre-rank ranked by the full rank of decision 010 and
 * put first, the rest after them in pre-rank order; one page of that, with highlights. With a
 * category, the page and the total come from that category's matches, the category counts from all.
 * Without `hits` (a kind not asked for) only the counts are read.
 */
async function searchKind<Hit>(
  db: Queryable,
  kind: SearchKind<Hit>,
  context: SearchContext,
  options: KindOptions & { typos: boolean },
): Promise<KindResult<Hit>> {
  const { categoryId, page: window, typos } = options;
  const all = findTiers(kind, context, "found", { typos });
  const inCategory = categoryId
    ? findTiers(kind, context, "in_category", { typos, extra: sql`t.category_id = ${categoryId}` })
    : undefined;
  const pageSource = inCategory?.found ?? all.found;
  const hits = window
    ? sql`(select coalesce(json_agg(hit order by hit.ord), '[]'::json) from (
          select ${kind.columns}, page.ord from page join ${kind.table} t on t.id = page.id, query
        ) hit)`
    : sql`null::json`;
  const [row] = rowsOf<KindRow>(
    await db.execute(sql`
      with query as (select ${tsquery(context.q)} as tsq), ${all.ctes}${inCategory ? sql`, ${inCategory.ctes}` : sql``},
      counts as (
        select found.category_id, c.name as category_name, count(*)::int as count
        from ${all.found} found join categories c on c.id = found.category_id
        group by found.category_id, c.name
      ), candidates as (
        select * from ${pageSource} f order by f.tier, f.boosted desc, f.name_length, f.id limit ${RANKED_CANDIDATES}
      ), ordered as (
        select t.id, 0 as band, ${rankOf(kind, context, sql`c.boosted`)} as rank, 0 as tier, false as boosted,
          0 as name_length
        from candidates c join ${kind.table} t on t.id = c.id, query
        union all
        select f.id, 1, null, f.tier, f.boosted, f.name_length from ${pageSource} f
        where ${(window?.offset ?? 0) + (window?.limit ?? 0) > RANKED_CANDIDATES} and f.id not in (select id from candidates)
      ), page as (
        select id, row_number() over (
          order by band, rank desc, tier, boosted desc, name_length, id) as ord, rank
        from ordered order by ord limit ${window?.limit ?? 0} offset ${window?.offset ?? 0}
      )
      select (select coalesce(json_agg(counts), '[]'::json) from counts) as counts,
        (select count(*)::int from ${all.found}) as found,
        (select count(*)::int from ${pageSource}) as total, ${hits} as hits`),
  );
  return {
    counts: toCounts(row?.counts ?? []),
    found: row?.found ?? 0,
    total: row?.total ?? 0,
    hits: (row?.hits ?? []).map(kind.toHit),
  };
}

/**
 * A kind's part of a search, in one statement. When the words match fewer than TYPO_FALLBACK_BELOW
 * visible rows of the kind (counted with the catalogue matches), with the typo tier too, in a
 * transaction of its own so that the trigram threshold set for it holds for that statement and
 * resets after (decision 024: a broad word never pays for typos, nor for a transaction).
 */
async function searchKindWithTypos<Hit>(
  db: Database,
  kind: SearchKind<Hit>,
  context: SearchContext,
  options: KindOptions & { typos: boolean },
): Promise<KindResult<Hit>> {
  if (!options.typos) return searchKind(db, kind, context, options);
  return withTypoTolerance(db, context.q, (tx) => searchKind(tx, kind, context, options));
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
  const counted = kindNames.map((name) => ({ name, table: kinds[name].table, visible: kinds[name].visible }));
  const { wordMatches, ...catalogue } = await findCatalogueMatches(db, q, counted, TYPO_FALLBACK_BELOW);
  const context: SearchContext = { q, catalogue };
  const window = pageWindow({ page, limit });
  const found = await Promise.all(
    kindNames.map((name) =>
      searchKindWithTypos(db, kinds[name] as SearchKind<never>, context, {
        categoryId,
        page: chosen.includes(name) ? window : undefined,
        typos: wordMatches[name]! < TYPO_FALLBACK_BELOW,
      }),
    ),
  );
  const counts = {} as Record<KindName, CategoryCount[]>;
  const totals = {} as Record<KindName, number>;
  const hits = { listings: [], jobs: [], freelancers: [] } as {
    [K in KindName]: Awaited<ReturnType<(typeof kinds)[K]["toHit"]>>[];
  };
  let hasMore = false;
  kindNames.forEach((name, i) => {
    const { counts: kindCounts, total, hits: kindHits } = found[i]!;
    counts[name] = kindCounts;
    totals[name] = total;
    if (!chosen.includes(name)) return;
    // Pages reach the first SEARCH_COUNT_CAP results, as many as the count says.
    const room = Math.max(0, SEARCH_COUNT_CAP - window.offset);
    hasMore ||= kindHits.length > limit && room > limit;
    hits[name] = kindHits.slice(0, Math.min(limit, room));
  });
  return {
    result_value: { ...hits, facets: facetsOf(counts, totals, chosen) },
    meta: { hasMore, currentPage: page },
  };
}

/**
 * Counts up to SEARCH_COUNT_CAP; a kind with more says so in `capped`. The category counts come from
 * the (at most FOUND) rows found per kind, so with a capped kind among the chosen they are lower bounds.
 */
function facetsOf(
  counts: Record<KindName, CategoryCount[]>,
  totals: Record<KindName, number>,
  chosen: KindName[],
): SearchFacets {
  const count = (name: KindName) => Math.min(totals[name], SEARCH_COUNT_CAP);
  const capped = (name: KindName) => totals[name] > SEARCH_COUNT_CAP;
  const byCategory = new Map<string, CategoryCount>();
  for (const name of chosen) {
    for (const row of counts[name]) {
      const found = byCategory.get(row.categoryId);
      byCategory.set(row.categoryId, { ...row, count: (found?.count ?? 0) + row.count });
    }
  }
  return {
    byKind: { listings: count("listings"), jobs: count("jobs"), freelancers: count("freelancers") },
    capped: { listings: capped("listings"), jobs: capped("jobs"), freelancers: capped("freelancers") },
    byCategory: [...byCategory.values()].sort(
      (a, b) => b.count - a.count || (a.categoryName < b.categoryName ? -1 : a.categoryName > b.categoryName ? 1 : 0),
    ),
  };
}
