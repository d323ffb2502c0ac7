import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { listings } from "@mp/db/schema/index";
import type { ListingDetail, ListingSummary } from "@mp/contracts/listing";
import { preparedPerDatabase } from "../../lib/prepared.ts";
import { textRank, withTypoTolerance } from "../search/public.ts";
import { findCustomFields } from "./fields-repository.ts";
import { markFeatured } from "./featured-repository.ts";
import {
  distanceKm,
  filtersOf,
  isPublished,
  newestFirst,
  withDistance,
  type ListingFiltersQuery,
} from "./listing-filters.ts";
import { selectDetail, summaryColumns, toDetail, toSummary } from "./listing-row.ts";

/** The fixed reads are prepared once per database (see lib/prepared.ts). */
const statements = preparedPerDatabase((db) => ({
  byCategory: db
    .select(summaryColumns)
    .from(listings)
    .where(and(eq(listings.categoryId, sql.placeholder("categoryId")), isPublished))
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("listings_by_category"),
  detail: selectDetail(db, {})
    .where(and(eq(listings.id, sql.placeholder("id")), isPublished))
    .limit(1)
    .prepare("listing_detail"),
  vendorOf: db
    .select({ vendorId: listings.vendorId })
    .from(listings)
    .where(and(eq(listings.id, sql.placeholder("id")), isPublished))
    .limit(1)
    .prepare("listing_vendor"),
  moreOfVendor: db
    .select(summaryColumns)
    .from(listings)
    .where(and(eq(listings.vendorId, sql.placeholder("vendorId")), ne(listings.id, sql.placeholder("id")), isPublished))
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .prepare("listings_more_of_vendor"),
}));

/** Published listings of a category, newest first; one row more than `limit` tells whether more exist. */
export async function findListingsOfCategory(
  db: Database,
  { categoryId, limit, offset }: { categoryId: string; limit: number; offset: number },
): Promise<ListingSummary[]> {
  const rows = await statements(db).byCategory.execute({ categoryId, limit, offset });
  return markFeatured(db, rows.map(toSummary), new Date());
}

/**
 * Published listings with the filters of the query: of a subcategory, a category, a kind, or
 * of the whole marketplace. A category and a subcategory that disagree simply match nothing.
 * Built per request rather than prepared: with optional filters, one generic plan would suit
 * none of them. Each path has a partial index (status = 'published') in its order.
 */
export async function findListings(
  db: Database,
  query: ListingFiltersQuery & { limit: number; offset: number },
): Promise<ListingSummary[]> {
  const { q, near } = query;
  const where = filtersOf(query);
  const distance = near ? distanceKm(near) : null;
  const sort = query.sort ?? (q ? "relevance" : "newest");
  const orderBy: SQL[] = {
    relevance: q ? [sql`${textRank(q, listings.searchVector, listings.name)} desc`, ...newestFirst] : [...newestFirst],
    newest: [...newestFirst],
    price_asc: [sql`${listings.priceCents} asc nulls last`, asc(listings.id)],
    price_desc: [sql`${listings.priceCents} desc nulls last`, asc(listings.id)],
    distance: [sql`${distance ?? sql`null`} asc nulls last`, asc(listings.id)],
    // listings_published_rating_idx's order: best average first, more reviews first among equals, unrated last.
    rating: [
      sql`${listings.ratingAverage} desc nulls last`,
      sql`${listings.ratingCount} desc nulls last`,
      asc(listings.id),
    ],
  }[sort];
  const rows = await withTypoTolerance(db, q, (reader) =>
    reader
      .select({ ...summaryColumns, distanceKm: distance ?? sql<null>`null` })
      .from(listings)
      .where(and(...where))
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(query.offset),
  );
  return markFeatured(db, rows.map(withDistance(near)), query.now);
}

/**
 * A page of the vendor's published listings, newest first (the public vendor page).
 * listings_vendor_idx finds the vendor's rows (a plan allows a handful), which are then sorted;
 * one row more than `limit` tells whether more exist.
 */
export async function findPublishedOfVendor(
  db: Database,
  vendorId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<ListingSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(listings)
    .where(and(eq(listings.vendorId, vendorId), isPublished))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return markFeatured(db, rows.map(toSummary), new Date());
}

/**
 * Up to `limit` other published listings of the vendor of published listing `id`, newest first:
 * the vendor's id comes from the listing's primary key, their rows from listings_vendor_idx.
 * null when `id` is not a published listing.
 */
export async function findMoreFromVendor(db: Database, id: string, limit: number): Promise<ListingSummary[] | null> {
  const [listing] = await statements(db).vendorOf.execute({ id });
  if (!listing) return null;
  const rows = await statements(db).moreOfVendor.execute({ id, vendorId: listing.vendorId, limit });
  return markFeatured(db, rows.map(toSummary), new Date());
}

/** Whether the vendor has any published listing. */
export async function hasPublishedListings(db: Database, vendorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.vendorId, vendorId), isPublished))
    .limit(1);
  return Boolean(row);
}

/** One published listing with its contact, hours, vendor's public name and category names. */
export async function findListingDetail(db: Database, id: string): Promise<ListingDetail | null> {
  const [[row], customFields] = await Promise.all([statements(db).detail.execute({ id }), findCustomFields(db, id)]);
  return row ? toDetail(row, customFields) : null;
}

/** Whether a listing is published (the only ones whose views and clicks count): it has a vendor's row then. */
export async function isListingPublished(db: Database, id: string): Promise<boolean> {
  const [row] = await statements(db).vendorOf.execute({ id });
  return Boolean(row);
}
