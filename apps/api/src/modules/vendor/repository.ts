import { and, asc, count, desc, eq, sql, type Column, type SQL } from "drizzle-orm";
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
} from "@mp/db/schema/index";
import type { CustomField } from "@mp/contracts/listing";
import {
  vendorListingMessages,
  type GalleryItem,
  type ListingInputParsed,
  type VendorListing,
  type VendorListingRow,
} from "@mp/contracts/vendor-listing";
import type { User } from "@mp/contracts/user";
import { AppError } from "../../lib/app-error.ts";
import type { StorageSettings } from "../../lib/storage/storage-settings.ts";
import { isAdmin } from "../users/user-view.ts";
import { storedImageColumns, toImageRef, type StoredImageRow } from "./images.ts";

/** The database or a transaction. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/** The rows whose `vendorId` is the user's (listings, ads), or every row for an admin. */
export function ownedBy(vendorId: Column, user: User): SQL {
  return isAdmin(user) ? sql`true` : eq(vendorId, user._id);
}

export const notFound = () => new AppError("NOT_FOUND", vendorListingMessages.notFound);

/** 400 unless the subcategory exists and is in the category. */
export async function assertSubcategoryOf(db: Executor, categoryId: string, subcategoryId: string): Promise<void> {
  const [row] = await db
    .select({ categoryId: subcategories.categoryId })
    .from(subcategories)
    .where(eq(subcategories.id, subcategoryId))
    .limit(1);
  if (!row) {
    const message = vendorListingMessages.subcategoryRequired;
    throw new AppError("BAD_REQUEST", message, { subcategoryId: [message] });
  }
  if (row.categoryId !== categoryId) {
    const message = vendorListingMessages.subcategoryMismatch;
    throw new AppError("BAD_REQUEST", message, { subcategoryId: [message] });
  }
}

const listingColumns = {
  id: listings.id,
  vendorId: listings.vendorId,
  status: listings.status,
  kind: listings.kind,
  categoryId: listings.categoryId,
  subcategoryId: listings.subcategoryId,
  categoryName: categories.name,
  subcategoryName: subcategories.name,
  name: listings.name,
  description: listings.description,
  priceCents: listings.priceCents,
  currency: listings.currency,
  address: listings.address,
  city: listings.city,
  latitude: listings.latitude,
  longitude: listings.longitude,
  phone: listings.phone,
  email: listings.email,
  website: listings.website,
  openingHours: listings.openingHours,
  coverImage: listings.coverImage,
  coverImageId: listings.coverImageId,
  publishedAt: listings.publishedAt,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  vendorName: sql<string>`coalesce(${users.displayName}, ${users.name})`,
  vendorPlan: users.planType,
  cover: {
    id: storedImages.id,
    keyPrefix: storedImages.keyPrefix,
    widths: storedImages.widths,
    width: storedImages.width,
    height: storedImages.height,
  },
};

export type ListingRecord = Awaited<ReturnType<typeof findOwnedListing>> & {};

/** One listing the user may manage (own, or any for an admin), whatever its status; `lock` holds it until commit. */
export async function findOwnedListing(db: Executor, id: string, user: User, lock = false) {
  const query = db
    .select(listingColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.vendorId))
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, listings.subcategoryId))
    .leftJoin(storedImages, eq(storedImages.id, listings.coverImageId))
    .where(and(eq(listings.id, id), ownedBy(listings.vendorId, user)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: listings }) : await query;
  return row ?? null;
}

export async function requireOwnedListing(db: Executor, id: string, user: User, lock = false) {
  const row = await findOwnedListing(db, id, user, lock);
  if (!row) throw notFound();
  return row;
}

const iso = (date: Date) => date.toISOString();

export function toVendorListing(settings: StorageSettings, row: NonNullable<ListingRecord>): VendorListing {
  const cover: StoredImageRow | null = row.cover?.id ? (row.cover as StoredImageRow) : null;
  return {
    _id: row.id,
    status: row.status,
    kind: row.kind,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    categoryName: row.categoryName,
    subcategoryName: row.subcategoryName,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    currency: row.currency,
    address: row.address,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    email: row.email,
    website: row.website,
    openingHours: row.openingHours ?? null,
    // Only an uploaded cover: a demo listing's generated picture is no stored image the form could send back
    // (it stays while the form sends `coverImageId: null`).
    cover: cover ? toImageRef(settings, cover) : null,
    publishedAt: row.publishedAt ? iso(row.publishedAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The columns the form writes; the cover's address is set by the caller from the stored image. */
export function listingValues(input: ListingInputParsed) {
  return {
    kind: input.kind,
    categoryId: input.categoryId,
    subcategoryId: input.subcategoryId,
    name: input.name,
    description: input.description,
    priceCents: input.priceCents,
    currency: input.currency,
    address: input.address,
    city: input.city,
    latitude: input.latitude,
    longitude: input.longitude,
    phone: input.phone,
    email: input.email,
    website: input.website,
    openingHours: input.openingHours ?? null,
  };
}

/** How many listings the vendor has, counted while holding their user row so two creations cannot both pass. */
export async function lockAndCountListings(tx: Executor, vendorId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, vendorId)).for("update");
  const [row] = await tx.select({ n: count() }).from(listings).where(eq(listings.vendorId, vendorId));
  return row?.n ?? 0;
}

/** View Business: the vendor's listings, last changed first, with their totals. */
export async function findVendorListingRows(
  db: Database,
  vendorId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<VendorListingRow[]> {
  const views = sql<number>`(select coalesce(sum(${listingDailyStats.views}), 0) from ${listingDailyStats}
    where ${listingDailyStats.listingId} = ${listings.id})`.mapWith(Number);
  const contactClicks =
    sql<number>`(select coalesce(sum(${listingDailyStats.contactClicks}), 0) from ${listingDailyStats}
    where ${listingDailyStats.listingId} = ${listings.id})`.mapWith(Number);
  const imageCount = sql<number>`(select count(*) from ${listingImages}
    where ${listingImages.listingId} = ${listings.id})`.mapWith(Number);
  const featuredUntil = sql<string | null>`(select max(${featureAds.endsAt}) from ${featureAds}
    where ${featureAds.listingId} = ${listings.id} and ${featureAds.endsAt} > now())`;
  const rows = await db
    .select({
      _id: listings.id,
      name: listings.name,
      kind: listings.kind,
      status: listings.status,
      subcategoryName: subcategories.name,
      coverImage: listings.coverImage,
      views,
      contactClicks,
      imageCount,
      featuredUntil,
      updatedAt: listings.updatedAt,
    })
    .from(listings)
    .innerJoin(subcategories, eq(subcategories.id, listings.subcategoryId))
    .where(eq(listings.vendorId, vendorId))
    .orderBy(desc(listings.updatedAt), asc(listings.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    ...row,
    featuredUntil: row.featuredUntil ? new Date(row.featuredUntil).toISOString() : null,
    updatedAt: iso(row.updatedAt),
  }));
}

/** The gallery in the vendor's order. */
export async function findGallery(db: Executor, settings: StorageSettings, listingId: string): Promise<GalleryItem[]> {
  const rows = await db
    .select({
      itemId: listingImages.id,
      caption: listingImages.caption,
      position: listingImages.position,
      image: storedImageColumns,
    })
    .from(listingImages)
    .innerJoin(storedImages, eq(storedImages.id, listingImages.imageId))
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position), asc(listingImages.id))
    .limit(100);
  return rows.map((row) => ({
    ...toImageRef(settings, row.image),
    _id: row.itemId,
    imageId: row.image.id,
    caption: row.caption,
    position: row.position,
  }));
}

export async function findCustomFields(db: Executor, listingId: string): Promise<CustomField[]> {
  return db
    .select({ label: listingFields.label, type: listingFields.type, value: listingFields.value })
    .from(listingFields)
    .where(eq(listingFields.listingId, listingId))
    .orderBy(asc(listingFields.position), asc(listingFields.id))
    .limit(100);
}
