import { and, asc, gte, inArray, lte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { listings } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import { isPublished, newestFirst } from "./listing-filters.ts";

/** What saved-search alerts read of listings: the newly published ones, which are still public, the mail's lines. */

export type NewListingsQuery = {
  where: SQL[];
  isUnseen: (id: AnyColumn) => SQL;
  from: Date;
  upTo: Date;
  limit: number;
};

/**
 * Listings meeting `where` (the public list's conditions: filtersOf) and `isUnseen` (the caller's
 * test that a listing is new to it: a saved search's "not matched yet"), published from `from` to
 * `upTo`, oldest first: from `from` inclusive, so that listings published at the same instant as a
 * batch's last one are not skipped; `isUnseen` keeps each from being taken twice.
 */
export async function findNewlyPublished(db: Executor, query: NewListingsQuery): Promise<{ id: string; at: Date }[]> {
  const rows = await db
    .select({ id: listings.id, at: listings.publishedAt })
    .from(listings)
    .where(
      and(
        ...query.where,
        gte(listings.publishedAt, query.from),
        lte(listings.publishedAt, query.upTo),
        query.isUnseen(listings.id),
      ),
    )
    .orderBy(asc(listings.publishedAt), asc(listings.id))
    .limit(query.limit);
  return rows.map((row) => ({ id: row.id, at: row.at! }));
}

/** Whether the listing of id `id` (a column or expression of the caller's query) is public. */
export const isPublicListingId = (id: AnyColumn | SQL) =>
  sql`exists (select 1 from ${listings} where ${listings.id} = ${id} and ${isPublished})`;

export type AlertListing = { id: string; name: string; priceCents: number | null; currency: string; city: string };

/** The newest `limit` of these listings, as an alert mail names them. */
export function findAlertListings(db: Executor, ids: string[], limit: number): Promise<AlertListing[]> {
  return db
    .select({
      id: listings.id,
      name: listings.name,
      priceCents: listings.priceCents,
      currency: listings.currency,
      city: listings.city,
    })
    .from(listings)
    .where(inArray(listings.id, ids))
    .orderBy(...newestFirst)
    .limit(limit);
}
