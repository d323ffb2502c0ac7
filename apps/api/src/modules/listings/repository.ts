import { and, asc, eq, gt, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import {
  categories,
  featureAds,
  listingDailyStats,
  listingFields,
  listingImages,
  listings,
  storedImages,
  subcategories,
  users,
  vendorProfiles,
} from "@mp/db/schema/index";
import type {
  CustomField,
  GalleryImage,
  ListingDetail,
  ListingEventInput,
  ListingListQuery,
  ListingSummary,
} from "@mp/contracts/listing";
import { FEATURED_IN_SUBCATEGORY } from "@mp/contracts/feature-ad";
import type { StorageSettings } from "../../lib/storage/storage-settings.ts";
import { uuidArrayLiteral } from "../../lib/uuid-array.ts";
import { storedImageColumns, toImageRef } from "../vendor/images.ts";
import { textMatch, textRank, withTypoTolerance } from "../search/text-query.ts";

/** The columns of a listing summary (`GET /api/listings`, the vendor page). */
export const summaryColumns = {
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
/**
 * A literal, not a bound parameter: the partial indexes (status = 'published') then suit every
 * plan, the generic plans of the prepared statements included.
 */
export const isPublished = sql`${listings.status} = 'published'`;
/** "nulls last" as the indexes have it (drizzle's `.desc()`); plain `desc` would not match them and sort instead. */
const newestFirst = [sql`${listings.publishedAt} desc nulls last`, asc(listings.id)] as const;

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
    // Prepared: planning this read took three times as long as running it.
    featuredSummaries: db
      .select(summaryColumns)
      .from(listings)
      .where(and(sql`${listings.id} = any(${sql.placeholder("ids")}::uuid[])`, isPublished))
      .prepare("featured_summaries"),
    detail: db
      .select({
        ...summaryColumns,
        description: listings.description,
        phone: listings.phone,
        email: listings.email,
        website: listings.website,
        openingHours: listings.openingHours,
        vendorId: users.id,
        // The business name of the vendor's profile when they made one.
        vendorName: sql<string>`coalesce(${vendorProfiles.businessName}, ${users.displayName}, ${users.name})`,
        categoryName: categories.name,
        subcategoryName: subcategories.name,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.vendorId))
      .leftJoin(vendorProfiles, eq(vendorProfiles.userId, listings.vendorId))
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .innerJoin(subcategories, eq(subcategories.id, listings.subcategoryId))
      .where(and(eq(listings.id, sql.placeholder("id")), isPublished))
      .limit(1)
      .prepare("listing_detail"),
    cover: db
      .select({ name: listings.name, coverImage: listings.coverImage, image: storedImageColumns })
      .from(listings)
      .leftJoin(storedImages, eq(storedImages.id, listings.coverImageId))
      .where(and(eq(listings.id, sql.placeholder("id")), isPublished))
      .limit(1)
      .prepare("listing_cover"),
    anyCover: db
      .select({ name: listings.name, coverImage: listings.coverImage, image: storedImageColumns })
      .from(listings)
      .leftJoin(storedImages, eq(storedImages.id, listings.coverImageId))
      .where(eq(listings.id, sql.placeholder("id")))
      .limit(1)
      .prepare("listing_any_cover"),
    customFields: db
      .select({ label: listingFields.label, type: listingFields.type, value: listingFields.value })
      .from(listingFields)
      .where(eq(listingFields.listingId, sql.placeholder("id")))
      .orderBy(asc(listingFields.position), asc(listingFields.id))
      .limit(100)
      .prepare("listing_custom_fields"),
    gallery: db
      .select({ caption: listingImages.caption, image: storedImageColumns })
      .from(listingImages)
      .innerJoin(storedImages, eq(storedImages.id, listingImages.imageId))
      .where(eq(listingImages.listingId, sql.placeholder("id")))
      .orderBy(asc(listingImages.position), asc(listingImages.id))
      .limit(100)
      .prepare("listing_gallery"),
  };
}

const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();
function statements(db: Database) {
  let found = prepared.get(db);
  if (!found) prepared.set(db, (found = prepare(db)));
  return found;
}

type SummaryRow = Omit<ListingSummary, "publishedAt"> & { publishedAt: Date | null };

export function toSummary({ publishedAt, ...row }: SummaryRow): ListingSummary {
  // Published listings always have a publication time; the epoch only guards the type.
  return { ...row, publishedAt: (publishedAt ?? new Date(0)).toISOString() };
}

/** Published listings of a category, newest first; one row more than `limit` tells whether more exist. */
export async function findListingsOfCategory(
  db: Database,
  { categoryId, limit, offset }: { categoryId: string; limit: number; offset: number },
): Promise<ListingSummary[]> {
  const rows = await statements(db).byCategory.execute({ categoryId, limit, offset });
  return markFeatured(db, rows.map(toSummary), new Date());
}

/** A feature ad of the listing runs at `now` (starts_at <= now < ends_at). */
export function isRunningAd(now: Date): SQL {
  return and(lte(featureAds.startsAt, now), gt(featureAds.endsAt, now))!;
}

/**
 * Sets `featured` on a page of summaries with one indexed query (feature_ads_listing_idx) for
 * the whole page, whatever its size.
 */
export async function markFeatured(db: Database, summaries: ListingSummary[], now: Date): Promise<ListingSummary[]> {
  if (summaries.length === 0) return summaries;
  const running = await db
    .select({ listingId: featureAds.listingId })
    .from(featureAds)
    .where(
      and(
        inArray(
          featureAds.listingId,
          summaries.map((summary) => summary._id),
        ),
        isRunningAd(now),
      ),
    );
  const featured = new Set(running.map((row) => row.listingId));
  return summaries.map((summary) => ({ ...summary, featured: featured.has(summary._id) }));
}

/** The clock of "open now": weekday (0 = Sunday) and "HH:MM", both in UTC. */
export function openingClock(now: Date): { weekday: string; time: string } {
  return { weekday: String(now.getUTCDay()), time: now.toISOString().slice(11, 16) };
}

type ListingFiltersQuery = Omit<ListingListQuery, "page" | "limit"> & { now: Date };

/** Great-circle distance in km (haversine); null for a listing without coordinates. */
function distanceKm({ lat, lng }: { lat: number; lng: number }): SQL<number | null> {
  const { latitude, longitude } = listings;
  return sql<number | null>`(12742 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)
  ))))`.mapWith(Number);
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
 * The subcategory's featured listings that match the same filters: published, with a feature ad
 * running now, a fair random pick of at most FEATURED_IN_SUBCATEGORY. The subcategory's index
 * bounds the rows read and each is checked against feature_ads_listing_idx by a lateral probe:
 * written as EXISTS, PostgreSQL hashes every running ad instead (10,000 in the bench: 7–11 ms
 * against 1 ms). Only the picked ids are then read whole.
 */
export async function findFeaturedOfSubcategory(
  db: Database,
  query: ListingFiltersQuery & { subcategoryId: string },
): Promise<ListingSummary[]> {
  const distance = query.near ? distanceKm(query.near) : null;
  const rows = await withTypoTolerance(db, query.q, (reader) => {
    const running = reader
      .select({ one: sql<number>`1`.as("one") })
      .from(featureAds)
      .where(and(eq(featureAds.listingId, listings.id), isRunningAd(query.now)))
      .limit(1)
      .as("running");
    const picked = reader
      .select({ id: listings.id })
      .from(listings)
      .innerJoinLateral(running, sql`true`)
      .where(and(...filtersOf(query)))
      .orderBy(sql`random()`)
      .limit(FEATURED_IN_SUBCATEGORY)
      .as("picked");
    return reader
      .select({ ...summaryColumns, distanceKm: distance ?? sql<null>`null` })
      .from(picked)
      .innerJoin(listings, eq(listings.id, picked.id));
  });
  return rows.map(withDistance(query.near)).map((summary) => ({ ...summary, featured: true }));
}

/** A listing with a feature ad, and that ad's period (ms). */
export type FeaturedCandidate = { listingId: string; startsAt: number; endsAt: number };

/** More featured listings than this are not all drawn from (memory stays bounded). */
const MAX_FEATURED_CANDIDATES = 50_000;

/**
 * The listings (all, or a subcategory's published ones) with a feature ad running at some moment
 * in [from, until): what the next few seconds' featured picks are drawn from in memory. Only ids
 * and periods: for all listings it reads `feature_ads` alone (3.8 ms for 10,000 running ads,
 * against 94–169 ms when it also read each listing's summary); the listings drawn
 * are read by `findFeaturedSummaries`, which also drops unpublished ones.
 */
export async function findFeaturedCandidates(
  db: Database,
  subcategoryId: string | null,
  from: Date,
  until: Date,
): Promise<FeaturedCandidate[]> {
  const period = { listingId: featureAds.listingId, startsAt: featureAds.startsAt, endsAt: featureAds.endsAt };
  const running = and(gt(featureAds.endsAt, from), lte(featureAds.startsAt, until));
  const rows = subcategoryId
    ? await db
        .select(period)
        .from(featureAds)
        .innerJoin(listings, eq(listings.id, featureAds.listingId))
        .where(and(eq(listings.subcategoryId, subcategoryId), isPublished, running))
        .limit(MAX_FEATURED_CANDIDATES)
    : await db.select(period).from(featureAds).where(running).limit(MAX_FEATURED_CANDIDATES);
  return rows.map(({ listingId, startsAt, endsAt }) => ({
    listingId,
    startsAt: startsAt.getTime(),
    endsAt: endsAt.getTime(),
  }));
}

/**
 * Up to `count` ids of the candidates running at `now`, in random order, each listing as likely
 * as any other. A listing has at most one ad running at a time (overlaps are refused), and nearly
 * every candidate runs (they were read for the next few seconds), so random tries find them at
 * once; only when the tries run out are the running ones listed.
 */
export function drawFeatured(candidates: readonly FeaturedCandidate[], now: number, count: number): string[] {
  const isRunning = (c: FeaturedCandidate) => c.startsAt <= now && now < c.endsAt;
  const picked = new Set<string>();
  for (let tries = 0; tries < count * 8 && picked.size < count && candidates.length > 0; tries += 1) {
    const candidate = candidates[Math.floor(Math.random() * candidates.length)]!;
    if (isRunning(candidate)) picked.add(candidate.listingId);
  }
  if (picked.size === count) return [...picked];
  // Few run now (or few exist): the first `count` steps of a Fisher–Yates shuffle of those that do.
  const running = [...new Set(candidates.filter(isRunning).map((c) => c.listingId))];
  const picks = Math.min(count, running.length);
  for (let i = 0; i < picks; i += 1) {
    const j = i + Math.floor(Math.random() * (running.length - i));
    [running[i], running[j]] = [running[j]!, running[i]!];
  }
  return running.slice(0, picks);
}

/** The published ones of the drawn listings, whole and marked featured (in no particular order). */
export async function findFeaturedSummaries(db: Database, ids: readonly string[]): Promise<ListingSummary[]> {
  if (ids.length === 0) return [];
  // One array parameter, so that the statement is the same for any count.
  const rows = await statements(db).featuredSummaries.execute({ ids: uuidArrayLiteral(ids) });
  return rows.map((row) => ({ ...toSummary(row), featured: true }));
}

function withDistance(near: ListingFiltersQuery["near"]) {
  return ({ distanceKm: km, ...row }: SummaryRow & { distanceKm: number | null }): ListingSummary => {
    const summary = toSummary(row);
    return near ? { ...summary, distanceKm: km === null ? null : Math.round(km * 1000) / 1000 } : summary;
  };
}

/** The conditions of the query's filters; typo tolerance is the caller's. */
function filtersOf(query: ListingFiltersQuery): SQL[] {
  const { q } = query;
  const where: SQL[] = [isPublished];
  if (query.subcategoryId) where.push(eq(listings.subcategoryId, query.subcategoryId));
  if (query.categoryId) where.push(eq(listings.categoryId, query.categoryId));
  if (query.kind) where.push(eq(listings.kind, query.kind));
  if (q) where.push(textMatch(q, listings.searchVector, listings.name));
  if (query.minPrice !== undefined) where.push(gte(listings.priceCents, query.minPrice));
  if (query.maxPrice !== undefined) where.push(lte(listings.priceCents, query.maxPrice));
  if (query.openNow === "true") {
    const { weekday, time } = openingClock(query.now);
    // Seeded spans never cross midnight; "HH:MM" strings compare in time order.
    where.push(sql`exists (
      select 1 from jsonb_array_elements(coalesce(${listings.openingHours} -> ${weekday}::text, '[]'::jsonb)) as span(value)
      where span.value ->> 'open' <= ${time}::text and ${time}::text < span.value ->> 'close')`);
  }
  return where;
}

/** One published listing with its contact, hours, vendor's public name and category names. */
export async function findListingDetail(db: Database, id: string): Promise<ListingDetail | null> {
  const [[row], customFields] = await Promise.all([
    statements(db).detail.execute({ id }),
    findListingCustomFields(db, id),
  ]);
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
    customFields,
  };
}

/** The vendor's custom fields, in their order. */
export async function findListingCustomFields(db: Database, id: string): Promise<CustomField[]> {
  return statements(db).customFields.execute({ id });
}

/**
 * The gallery as pages show it, in the vendor's order; the cover alone when there is no gallery.
 * null when the listing is not found (or not published, unless `anyStatus`, for the vendor's preview).
 */
export async function findPublicGallery(
  db: Database,
  storage: StorageSettings,
  id: string,
  { anyStatus = false }: { anyStatus?: boolean } = {},
): Promise<GalleryImage[] | null> {
  const { cover, anyCover, gallery } = statements(db);
  const [listing] = await (anyStatus ? anyCover : cover).execute({ id });
  if (!listing) return null;
  const items = await gallery.execute({ id });
  const imageOf = (image: NonNullable<(typeof items)[number]["image"]>, caption: string): GalleryImage => {
    const { url, srcset, width, height } = toImageRef(storage, image);
    return { url, caption, srcset, width, height };
  };
  if (items.length > 0) return items.map((item) => imageOf(item.image, item.caption));
  if (listing.image?.id) return [imageOf(listing.image, listing.name)];
  return listing.coverImage ? [{ url: listing.coverImage, caption: listing.name }] : [];
}

/** Whether a listing is published (the only ones whose views and clicks count). */
export async function isListingPublished(db: Database, id: string): Promise<boolean> {
  const [row] = await statements(db).cover.execute({ id });
  return Boolean(row);
}

/** One more view or contact click on today's (UTC) row of the listing. */
export async function countListingEvent(db: Database, id: string, type: ListingEventInput["type"]): Promise<void> {
  const views = type === "view" ? 1 : 0;
  const contactClicks = type === "contact" ? 1 : 0;
  await db
    .insert(listingDailyStats)
    .values({ listingId: id, day: sql`(now() at time zone 'utc')::date`, views, contactClicks })
    .onConflictDoUpdate({
      target: [listingDailyStats.listingId, listingDailyStats.day],
      set: {
        views: sql`${listingDailyStats.views} + ${views}`,
        contactClicks: sql`${listingDailyStats.contactClicks} + ${contactClicks}`,
      },
    });
}
