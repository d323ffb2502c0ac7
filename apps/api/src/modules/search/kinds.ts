import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { FreelancerHit, JobHit, ListingHit } from "@mp/contracts/search";
import { uuidArray } from "../../lib/uuid-array.ts";
import { CATEGORY_BOOST, RATING_BONUS_MIN_REVIEWS, RATING_BONUS_PER_STAR } from "./thresholds.ts";

/**
 * The words and the catalogue matches of a search, as values or, in a statement built once for its
 * shape (statements.ts), as placeholders: a placeholder list stands for a list that is not empty.
 */
export type SearchContext = { q: string | Placeholder; catalogue: { categoryIds: IdList; subcategoryIds: IdList } };
type IdList = readonly string[] | Placeholder;

/**
 * One searchable kind: its table (alias `t`), which of its rows the public may see, what matches,
 * how it ranks and what a hit shows. A row matches through its search vector (stemmed words), through
 * its category's name, or — only when the words match few rows (decision 024) — through a mistyped
 * word of its name or title (`<%`, pg_trgm word similarity at the transaction's threshold).
 * Rank = ts_rank (A 1.0, B 0.4, C 0.2 weights) + the category boost + trigram similarity of the
 * whole name, so an exact name comes first (decision 010); a listing adds a light rating bonus (decision 031).
 */
export type SearchKind<Hit> = {
  table: SQL;
  /** The name or title column: its own tsvector and lower() indexes find the best candidates. */
  name: string;
  /** Rows the public may see: published or open, and never hidden by moderation. */
  visible: SQL;
  /** What earns the category boost, and matches on its own: the query names the row's (sub)category. */
  boosted: (context: SearchContext) => SQL[];
  /** Columns of a hit, read from `t` with `page.rank` and the tsquery `query.tsq` at hand. */
  columns: SQL;
  toHit: (row: Record<string, unknown>) => Hit;
  /** What the row's own columns add to its rank (a listing's rating); none by default. */
  bonus?: SQL;
};

export const tsquery = (q: string | Placeholder) => sql`websearch_to_tsquery('english', ${q})`;
const mark = "StartSel=«, StopSel=»";
const headline = (column: string, options: string) =>
  sql.raw(`ts_headline('english', t.${column}, query.tsq, '${mark}, ${options}')`);
const fullField = (column: string) => headline(column, "HighlightAll=true");
const excerpt = (column: string) =>
  headline(column, 'MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "');

/** The ids as one uuid[] parameter; none when the list is empty. */
const idsOf = (ids: IdList): SQL | null =>
  !Array.isArray(ids) ? sql`${ids}::uuid[]` : ids.length > 0 ? uuidArray(ids as readonly string[]) : null;

/** Empty lists are left out: even `= any('{}')` in an OR makes the planner scan every row. */
function inCategoryOf({ catalogue }: SearchContext): SQL[] {
  const ids = idsOf(catalogue.categoryIds);
  return ids ? [sql`t.category_id = any(${ids})`] : [];
}

function inSubcategoryOf({ catalogue }: SearchContext): SQL[] {
  const ids = idsOf(catalogue.subcategoryIds);
  return ids ? [sql`t.subcategory_id = any(${ids})`] : [];
}

/** `true` when the row earns the category boost; the conditions are left out when nothing matched. */
export function boostOf(kind: SearchKind<unknown>, context: SearchContext): SQL {
  const conditions = kind.boosted(context);
  return conditions.length > 0 ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

/**
 * The full rank of decision 010, for the few best candidates only (decision 024), from `t`'s
 * search vector and name and whether it earns the category boost (`boosted`, see boostOf).
 */
export function rankOf(kind: SearchKind<unknown>, context: SearchContext, boosted: SQL): SQL {
  // Rounded as the hits show it (roundRank): equal shown ranks then order by id, as the API says.
  return sql`round((ts_rank(t.search_vector, query.tsq)
    + (case when ${boosted} then ${CATEGORY_BOOST}::real else 0 end)
    + similarity(t.${sql.raw(kind.name)}, ${context.q}::text)
    + ${kind.bonus ?? sql`0`})::numeric, 4)::float8`;
}

export const listingKind: SearchKind<ListingHit> = {
  table: sql`listings`,
  name: "name",
  visible: sql`t.status = 'published' and t.hidden_at is null`,
  boosted: (context) => [...inCategoryOf(context), ...inSubcategoryOf(context)],
  // From the row itself: no join, no subquery (decision 031).
  bonus: sql`(case when t.rating_count >= ${sql.raw(String(RATING_BONUS_MIN_REVIEWS))}
    then (t.rating_average::real - 3) * ${sql.raw(String(RATING_BONUS_PER_STAR))} else 0 end)`,
  columns: sql`t.id, t.name, t.kind, t.price_cents, t.currency, t.city, t.cover_image, t.category_id,
    t.subcategory_id, t.rating_average, t.rating_count, page.rank, ${fullField("name")} as hl_name, ${excerpt("description")} as hl_description`,
  toHit: (row) => ({
    _id: String(row.id),
    name: String(row.name),
    kind: row.kind as ListingHit["kind"],
    priceCents: row.price_cents === null ? null : Number(row.price_cents),
    currency: String(row.currency),
    city: String(row.city),
    coverImage: row.cover_image === null ? null : String(row.cover_image),
    categoryId: String(row.category_id),
    subcategoryId: String(row.subcategory_id),
    ratingAverage: row.rating_average === null ? null : Number(row.rating_average),
    ratingCount: Number(row.rating_count),
    rank: roundRank(row.rank),
    highlight: { name: String(row.hl_name), description: String(row.hl_description) },
  }),
};

export const jobKind: SearchKind<JobHit> = {
  table: sql`jobs`,
  name: "title",
  visible: sql`t.status = 'open' and t.hidden_at is null`,
  boosted: inCategoryOf,
  columns: sql`t.id, t.title, t.company_name, t.location, t.category_id, page.rank,
    ${fullField("title")} as hl_title, ${excerpt("description")} as hl_description`,
  toHit: (row) => ({
    _id: String(row.id),
    title: String(row.title),
    companyName: String(row.company_name),
    location: String(row.location),
    categoryId: String(row.category_id),
    rank: roundRank(row.rank),
    highlight: { title: String(row.hl_title), description: String(row.hl_description) },
  }),
};

export const freelancerKind: SearchKind<FreelancerHit> = {
  table: sql`freelancers`,
  name: "full_name",
  visible: sql`t.hidden_at is null`,
  boosted: inCategoryOf,
  columns: sql`t.id, t.full_name, t.headline, t.location, t.category_id, page.rank,
    ${fullField("full_name")} as hl_full_name, ${fullField("headline")} as hl_headline, ${excerpt("bio")} as hl_bio`,
  toHit: (row) => ({
    _id: String(row.id),
    fullName: String(row.full_name),
    headline: String(row.headline),
    location: String(row.location),
    categoryId: String(row.category_id),
    rank: roundRank(row.rank),
    highlight: { fullName: String(row.hl_full_name), headline: String(row.hl_headline), bio: String(row.hl_bio) },
  }),
};

function roundRank(value: unknown): number {
  return Math.round(Number(value) * 10_000) / 10_000;
}
