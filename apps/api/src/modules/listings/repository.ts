import { and, asc, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { categories, listings, subcategories, users } from "@mp/db/schema/index";
import type { ListingDetail, ListingListQuery, ListingSummary } from "@mp/contracts/listing";
import { TYPO_THRESHOLD } from "../search/thresholds.ts";

const summaryColumns = {
  _id: listings.id,
  name: listings.name,
  kind: listings.kind,
  priceCents: listings.priceCents,
  currency: listings.currency,
  city: listings.city,
  address: listings.address,
  latitude: listings.latitude,
  longitude: listings.longitude,
  coverImage: listings.coverImage,
  categoryId: listings.categoryId,
  subcategoryId: listings.subcategoryId,
  publishedAt: listings.publishedAt,
};
const isPublished = eq(listings.status, "published");
const newestFirst = [desc(listings.publishedAt), asc(listings.id)] as const;

/** The fixed reads are prepared once per database (see the categories repository). */
function prepare(db: Database) {
  return {
    byCategory: db
      .select(summaryColumns)
      .from(listings)
      .where(and(eq(listings.categoryId, sql.placeholder("categoryId")), isPublished))
      .orderBy(...newestFirst)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare("listings_by_category"),
    detail: db
      .select({
        ...summaryColumns,
        description: listings.description,
        phone: listings.phone,
        email: listings.email,
        website: listings.website,
        openingHours: listings.openingHours,
        vendorId: users.id,
        vendorName: sql<string>`coalesce(${users.displayName}, ${users.name})`,
        categoryName: categories.name,
        subcategoryName: subcategories.name,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.vendorId))
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .innerJoin(subcategories, eq(subcategories.id, listings.subcategoryId))
      .where(and(eq(listings.id, sql.placeholder("id")), isPublished))
      .limit(1)
      .prepare("listing_detail"),
    cover: db
      .select({ name: listings.name, coverImage: listings.coverImage })
      .from(listings)
      .where(and(eq(listings.id, sql.placeholder("id")), isPublished))
      .limit(1)
      .prepare("listing_cover"),
  };
}

const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();
function statements(db: Database) {
  let found = prepared.get(db);
  if (!found) prepared.set(db, (found = prepare(db)));
  return found;
}

type SummaryRow = Omit<ListingSummary, "publishedAt"> & { publishedAt: Date | null };

function toSummary({ publishedAt, ...row }: SummaryRow): ListingSummary {
  // Published listings always have a publication time; the epoch only guards the type.
  return { ...row, publishedAt: (publishedAt ?? new Date(0)).toISOString() };
}

/** Published listings of a category, newest first; one row more than `limit` tells whether more exist. */
export async function findListingsOfCategory(
  db: Database,
  { categoryId, limit, offset }: { categoryId: string; limit: number; offset: number },
): Promise<ListingSummary[]> {
  const rows = await statements(db).byCategory.execute({ categoryId, limit, offset });
  return rows.map(toSummary);
}

/** The clock of "open now": weekday (0 = Sunday) and "HH:MM", both in UTC. */
export function openingClock(now: Date): { weekday: string; time: string } {
  return { weekday: String(now.getUTCDay()), time: now.toISOString().slice(11, 16) };
}

/** Great-circle distance in km (haversine); null for a listing without coordinates. */
function distanceKm({ lat, lng }: { lat: number; lng: number }): SQL<number | null> {
  const { latitude, longitude } = listings;
  return sql<number | null>`(12742 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)
  ))))`.mapWith(Number);
}

/**
 * A subcategory's published listings with the filters of the query. Built per request rather
 * than prepared: with optional filters, one generic plan would suit none of them.
 */
export async function findListings(
  db: Database,
  query: Omit<ListingListQuery, "page" | "limit"> & { limit: number; offset: number; now: Date },
): Promise<ListingSummary[]> {
  const { q, near } = query;
  const where: SQL[] = [eq(listings.subcategoryId, query.subcategoryId), isPublished];
  const tsquery = sql`websearch_to_tsquery('english', ${q})`;
  // Exact words through the search vector; a mistyped one through trigram similarity of the name.
  if (q)
    where.push(
      sql`(${listings.searchVector} @@ ${tsquery} or word_similarity(${q}, ${listings.name}) >= ${TYPO_THRESHOLD})`,
    );
  if (query.minPrice !== undefined) where.push(gte(listings.priceCents, query.minPrice));
  if (query.maxPrice !== undefined) where.push(lte(listings.priceCents, query.maxPrice));
  if (query.openNow === "true") {
    const { weekday, time } = openingClock(query.now);
    // Seeded spans never cross midnight; "HH:MM" strings compare in time order.
    where.push(sql`exists (
      select 1 from jsonb_array_elements(coalesce(${listings.openingHours} -> ${weekday}::text, '[]'::jsonb)) as span(value)
      where span.value ->> 'open' <= ${time}::text and ${time}::text < span.value ->> 'close')`);
  }
  const distance = near ? distanceKm(near) : null;
  const relevance = sql`ts_rank(${listings.searchVector}, ${tsquery}) + similarity(${q}::text, ${listings.name})`;
  const sort = query.sort ?? (q ? "relevance" : "newest");
  const orderBy: SQL[] = {
    relevance: q ? [sql`${relevance} desc`, ...newestFirst] : [...newestFirst],
    newest: [...newestFirst],
    price_asc: [sql`${listings.priceCents} asc nulls last`, asc(listings.id)],
    price_desc: [sql`${listings.priceCents} desc nulls last`, asc(listings.id)],
    distance: [sql`${distance ?? sql`null`} asc nulls last`, asc(listings.id)],
  }[sort];
  const rows = await db
    .select({ ...summaryColumns, distanceKm: distance ?? sql<null>`null` })
    .from(listings)
    .where(and(...where))
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(({ distanceKm: km, ...row }) => {
    const summary = toSummary(row);
    return near ? { ...summary, distanceKm: km === null ? null : Math.round(km * 1000) / 1000 } : summary;
  });
}

/** One published listing with its contact, hours, vendor's public name and category names. */
export async function findListingDetail(db: Database, id: string): Promise<ListingDetail | null> {
  const [row] = await statements(db).detail.execute({ id });
  if (!row) return null;
  const {
    description,
    phone,
    email,
    website,
    openingHours,
    vendorId,
    vendorName,
    categoryName,
    subcategoryName,
    ...summary
  } = row;
  return {
    ...toSummary(summary),
    description,
    contact: { phone, email, website },
    openingHours: openingHours ?? null,
    vendor: { _id: vendorId, name: vendorName },
    categoryName,
    subcategoryName,
  };
}

export async function findListingCover(db: Database, id: string) {
  const [row] = await statements(db).cover.execute({ id });
  return row ?? null;
}
