import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { SEARCH_COUNT_CAP, type SearchFacets, type SearchQuery, type SearchResponse } from "@mp/contracts/search";
import { findCatalogueMatches, type CatalogueMatches } from "./catalogue-matches.ts";
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
import type { Queryable } from "../../lib/executor.ts";
import { uuidArrayLiteral } from "../../lib/uuid-array.ts";
import { runStatement, statementOf, type Driver } from "./statements.ts";
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
/** A search's words and catalogue matches as values. */
type Words = { q: string; catalogue: CatalogueMatches };
/** One kind of one search: which kind, the search's words, its category, page and typo rule. */
type KindCall = { name: KindName; context: Words; options: KindOptions & { typos: boolean } };

/** Matches found per kind and search: one more than the cap says "1,000+" (decision 024). */
const FOUND = SEARCH_COUNT_CAP + 1;

const toCounts = (rows: CountRow[]) =>
  rows.map((row) => ({ categoryId: row.category_id, categoryName: row.category_name, count: row.count }));

/**
 * What a kind's statement is made of besides its values: the kind, whether it has the typo tier and
 * a chosen category, which catalogue lists are not empty, and whether it reads a page of hits.
 */
type Shape = {
  kind: KindName;
  typos: boolean;
  inCategory: boolean;
  categories: boolean;
  subcategories: boolean;
  paged: boolean;
};

/** The values a kind's statement takes (statements.ts), by placeholder name. */
const value = {
  q: sql.placeholder("q"),
  categoryIds: sql.placeholder("categoryIds"),
  subcategoryIds: sql.placeholder("subcategoryIds"),
  categoryId: sql.placeholder("categoryId"),
  limit: sql.placeholder("limit"),
  offset: sql.placeholder("offset"),
  pastRanked: sql.placeholder("pastRanked"),
};

/**
 * CTEs that find up to FOUND matching rows of a kind (`${name}`), best tiers first, each tier read
 * through its own index (decision 024): 0 the name is the words; 1 the name has the words; 2 the
 * search vector has them or the query names the row's (sub)category; 3 (typos only) a word of the
 * name is like one typed. A tier leaves out the rows of the tiers before it, and is read only when
 * they leave room: `${name}` reads the tiers in order and stops at FOUND rows. Each tier's LIMIT is
 * a constant written in the text, so that the planner weighs its index against a scan for as many
 * rows as it may read, in a generic plan too. Each row carries the cheap pre-rank: its tier, whether
 * it earns the category boost, its name's length; and its `ctid`, by which the few rows ranked and
 * shown are read again (a heap fetch each, where the primary key cost four buffers).
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
  const found = sql.raw(String(FOUND));
  const ctes = tiers.map((condition, tier) => {
    const earlier = Array.from({ length: tier }, (_, i) => sql`and t.id not in (select id from ${tierName(i)})`);
    return sql`${tierName(tier)} as materialized (
      select t.id, t.ctid, t.category_id, ${sql.raw(String(tier))} as tier, ${pre}
      from ${kind.table} t where ${visible} and ${condition} ${sql.join(earlier, sql` `)} limit ${found})`;
  });
  const all = sql.join(
    tiers.map((_, tier) => sql`select * from ${tierName(tier)}`),
    sql` union all `,
  );
  return {
    ctes: sql`${sql.join(ctes, sql`, `)}, ${sql.raw(name)} as materialized (${all} limit ${found})`,
    found: sql.raw(name),
  };
}

/**
 * One kind of one search in one statement: up to FOUND matches (findTiers), counted by category;
 * the best RANKED_CANDIDATES of them by the pre-rank ranked by the full rank of decision 010 and
 * put first, the rest after them in pre-rank order; one page of that, with highlights. With a
 * category, the page and the total come from that category's matches, the category counts from all.
 * Without `hits` (a kind not asked for) only the counts are read. Built once per shape, its values
 * as placeholders.
 */
function kindStatement(shape: Shape): SQL {
  const kind = kinds[shape.kind] as SearchKind<unknown>;
  const context: SearchContext = {
    q: value.q,
    catalogue: {
      categoryIds: shape.categories ? value.categoryIds : [],
      subcategoryIds: shape.subcategories ? value.subcategoryIds : [],
    },
  };
  const { typos } = shape;
  const all = findTiers(kind, context, "found", { typos });
  const inCategory = shape.inCategory
    ? findTiers(kind, context, "in_category", { typos, extra: sql`t.category_id = ${value.categoryId}` })
    : undefined;
  const pageSource = inCategory?.found ?? all.found;
  const hits = shape.paged
    ? sql`(select coalesce(json_agg(hit order by hit.ord), '[]'::json) from (
          select ${kind.columns}, page.ord from page join ${kind.table} t on t.ctid = page.ctid, query
        ) hit)`
    : sql`null::json`;
  return sql`
      with query as (select ${tsquery(context.q)} as tsq), ${all.ctes}${inCategory ? sql`, ${inCategory.ctes}` : sql``},
      counts as (
        select found.category_id, c.name as category_name, count(*)::int as count
        from ${all.found} found join categories c on c.id = found.category_id
        group by found.category_id, c.name
      ), candidates as (
        select * from ${pageSource} f order by f.tier, f.boosted desc, f.name_length, f.id
        limit ${sql.raw(String(RANKED_CANDIDATES))}
      ), ordered as (
        select t.id, t.ctid, 0 as band, ${rankOf(kind, context, sql`c.boosted`)} as rank, 0 as tier,
          false as boosted, 0 as name_length
        from candidates c join ${kind.table} t on t.ctid = c.ctid, query
        union all
        select f.id, f.ctid, 1, null, f.tier, f.boosted, f.name_length from ${pageSource} f
        where ${value.pastRanked} and f.id not in (select id from candidates)
      ), page as (
        select id, ctid, row_number() over (
          order by band, rank desc, tier, boosted desc, name_length, id) as ord, rank
        from ordered order by ord limit ${value.limit} offset ${value.offset}
      )
      select (select coalesce(json_agg(counts), '[]'::json) from counts) as counts,
        (select count(*)::int from ${all.found}) as found,
        (select count(*)::int from ${pageSource}) as total, ${hits} as hits`;
}

/** A kind's part of a search: its statement for the shape of the search, run with the search's values. */
async function searchKind<Hit>(db: Queryable, driver: Driver | undefined, call: KindCall): Promise<KindResult<Hit>> {
  const { name, context } = call;
  const { categoryId, page: window, typos } = call.options;
  const { categoryIds, subcategoryIds } = context.catalogue;
  const shape: Shape = {
    kind: name,
    typos,
    inCategory: categoryId !== undefined,
    categories: categoryIds.length > 0,
    subcategories: subcategoryIds.length > 0,
    paged: window !== undefined,
  };
  const statement = statementOf(JSON.stringify(shape), () => kindStatement(shape));
  const [row] = await runStatement<KindRow>(db, driver, statement, {
    q: context.q,
    categoryIds: uuidArrayLiteral(categoryIds),
    subcategoryIds: uuidArrayLiteral(subcategoryIds),
    categoryId: categoryId ?? null,
    limit: window?.limit ?? 0,
    offset: window?.offset ?? 0,
    pastRanked: (window?.offset ?? 0) + (window?.limit ?? 0) > RANKED_CANDIDATES,
  });
  return {
    counts: toCounts(row?.counts ?? []),
    found: row?.found ?? 0,
    total: row?.total ?? 0,
    hits: (row?.hits ?? []).map((kinds[name] as SearchKind<Hit>).toHit),
  };
}

/**
 * A kind's part of a search, in one statement. When the words match fewer than TYPO_FALLBACK_BELOW
 * visible rows of the kind (counted with the catalogue matches), with the typo tier too, in a
 * transaction of its own so that the trigram threshold set for it holds for that statement and
 * resets after (decision 024: a broad word never pays for typos, nor for a transaction).
 */
async function searchKindWithTypos<Hit>(db: Database, driver: Driver | undefined, call: KindCall) {
  if (!call.options.typos) return searchKind<Hit>(db, driver, call);
  return withTypoTolerance(db, call.context.q, (tx) => searchKind<Hit>(tx, undefined, call));
}

/**
 * Full-text search over listings, jobs and freelancers, typo-tolerant on names and titles.
 * `page`/`limit` apply to each chosen kind; the kinds not chosen are only counted. Each kind is
 * one statement in its own transaction, so that the trigram threshold set for it holds for that
 * statement and resets after, and PostgreSQL runs the kinds side by side. `driver` says how to run
 * the statements built once (statements.ts): named on PostgreSQL; without it, through `db.execute`.
 */
export async function search(
  db: Database,
  query: SearchQuery,
  driver?: Driver,
): Promise<Omit<SearchResponse, "result">> {
  const { q, kind, categoryId, page, limit } = query;
  const chosen = kind === "all" ? kindNames : [kind];
  const counted = kindNames.map((name) => ({ name, table: kinds[name].table, visible: kinds[name].visible }));
  const { wordMatches, ...catalogue } = await findCatalogueMatches(db, q, counted, TYPO_FALLBACK_BELOW);
  const context: Words = { q, catalogue };
  const window = pageWindow({ page, limit });
  const found = await Promise.all(
    kindNames.map((name) =>
      searchKindWithTypos<never>(db, driver, {
        name,
        context,
        options: {
          categoryId,
          page: chosen.includes(name) ? window : undefined,
          typos: wordMatches[name]! < TYPO_FALLBACK_BELOW,
        },
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
