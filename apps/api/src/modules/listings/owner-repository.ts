import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import {
  featureAds,
  listingDailyStats,
  listingImages,
  listings,
  storedImages,
  subcategories,
} from "@mp/db/schema/index";
import {
  vendorListingMessages,
  type ListingInputParsed,
  type VendorListing,
  type VendorListingRow,
} from "@mp/contracts/vendor-listing";
import type { User } from "@mp/contracts/user";
import { AppError } from "../../lib/app-error.ts";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import type { Executor } from "../../lib/executor.ts";
import { hiddenColumns, withHiddenNotice } from "../../lib/hidden-notice.ts";
import { ownedBy } from "../../lib/ownership.ts";
import type { StorageSettings } from "../../lib/storage/storage-settings.ts";
import { joinedImage, storedImageColumns, toImageRef } from "../uploads/public.ts";
import { selectDetail } from "./listing-row.ts";

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

/** What the owner's pages add to the public detail's columns. */
const ownerColumns = {
  status: listings.status,
  coverImageId: listings.coverImageId,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  ...hiddenColumns(listings),
  cover: storedImageColumns,
};

export type OwnedListing = NonNullable<Awaited<ReturnType<typeof findOwnedListing>>>;

/** One listing the user may manage (own, or any for an admin), whatever its status; `lock` holds it until commit. */
export async function findOwnedListing(db: Executor, id: string, user: User, lock = false) {
  const query = selectDetail(db, ownerColumns)
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

/** The owner's shape: the row as it is (the response schema drops what it does not show), dates as ISO text. */
export function toVendorListing(settings: StorageSettings, { cover, ...owned }: OwnedListing): VendorListing {
  const image = joinedImage(cover);
  const row = withHiddenNotice(owned);
  return {
    ...row,
    openingHours: row.openingHours ?? null,
    // Only an uploaded cover: a demo listing's generated picture is no stored image the form could send back
    // (it stays while the form sends `coverImageId: null`).
    cover: image ? toImageRef(settings, image) : null,
    publishedAt: row.publishedAt ? iso(row.publishedAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The columns the form writes; the cover's address is set by the caller from the stored image. */
export function listingValues(input: ListingInputParsed) {
  const { coverImageId: _cover, ...values } = input;
  return { ...values, openingHours: input.openingHours ?? null };
}

type Cover = { coverImageId?: string | null; coverImage?: string | null };

export async function insertListing(tx: CatalogueTx, vendorId: string, input: ListingInputParsed, cover: Cover) {
  const [row] = await tx
    .insert(listings)
    .values({ ...listingValues(input), ...cover, vendorId, status: "draft" })
    .returning({ id: listings.id });
  return row!.id;
}

export async function updateListing(tx: CatalogueTx, id: string, input: ListingInputParsed, cover: Cover) {
  await tx
    .update(listings)
    .set({ ...listingValues(input), ...cover, updatedAt: new Date() })
    .where(eq(listings.id, id));
}

export async function setListingStatus(tx: CatalogueTx, row: OwnedListing, status: "draft" | "published") {
  const now = new Date();
  const publishedAt = status === "published" ? (row.publishedAt ?? now) : row.publishedAt;
  await tx.update(listings).set({ status, publishedAt, updatedAt: now }).where(eq(listings.id, row._id));
}

/** Marks the listing changed (its gallery or fields were). */
export async function touchListing(tx: CatalogueTx, id: string): Promise<void> {
  await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, id));
}

/** The gallery and fields go with the listing (cascade). */
export async function deleteListing(tx: CatalogueTx, id: string): Promise<void> {
  await tx.delete(listings).where(eq(listings.id, id));
}

/** View Business: the vendor's listings, last changed first, with their totals. */
export async function findVendorListingRows(
  db: Database,
  vendorId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<VendorListingRow[]> {
  const total = (column: typeof listingDailyStats.views | typeof listingDailyStats.contactClicks) =>
    sql<number>`(select coalesce(sum(${column}), 0) from ${listingDailyStats}
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
      views: total(listingDailyStats.views),
      contactClicks: total(listingDailyStats.contactClicks),
      imageCount,
      featuredUntil,
      updatedAt: listings.updatedAt,
      ...hiddenColumns(listings),
    })
    .from(listings)
    .innerJoin(subcategories, eq(subcategories.id, listings.subcategoryId))
    .where(eq(listings.vendorId, vendorId))
    .orderBy(desc(listings.updatedAt), asc(listings.id))
    .limit(limit)
    .offset(offset);
  return rows.map((read) => {
    const row = withHiddenNotice(read);
    return {
      ...row,
      featuredUntil: row.featuredUntil ? new Date(row.featuredUntil).toISOString() : null,
      updatedAt: iso(row.updatedAt),
    };
  });
}
