import { and, asc, count, eq, max, sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { listingImages, listings, storedImages } from "@mp/db/schema/index";
import type { GalleryImage } from "@mp/contracts/listing";
import type { GalleryItem } from "@mp/contracts/vendor-listing";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import type { Executor } from "../../lib/executor.ts";
import { preparedPerDatabase } from "../../lib/prepared.ts";
import type { StorageSettings } from "../../lib/storage/storage-settings.ts";
import { uuidArray } from "../../lib/uuid-array.ts";
import { joinedImage, storedImageColumns, toImageRef } from "../uploads/public.ts";
import { isPublished } from "./listing-filters.ts";

const statements = preparedPerDatabase((db) => {
  const cover = db
    .select({ name: listings.name, coverImage: listings.coverImage, image: storedImageColumns })
    .from(listings)
    .leftJoin(storedImages, eq(storedImages.id, listings.coverImageId));
  return {
    cover: cover
      .where(and(eq(listings.id, sql.placeholder("id")), isPublished))
      .limit(1)
      .prepare("listing_cover"),
    anyCover: cover
      .where(eq(listings.id, sql.placeholder("id")))
      .limit(1)
      .prepare("listing_any_cover"),
    gallery: db
      .select({
        itemId: listingImages.id,
        caption: listingImages.caption,
        position: listingImages.position,
        image: storedImageColumns,
      })
      .from(listingImages)
      .innerJoin(storedImages, eq(storedImages.id, listingImages.imageId))
      .where(eq(listingImages.listingId, sql.placeholder("id")))
      .orderBy(asc(listingImages.position), asc(listingImages.id))
      .limit(100)
      .prepare("listing_gallery"),
  };
});

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
  const imageOf = (image: (typeof items)[number]["image"], caption: string): GalleryImage => {
    const { url, srcset, width, height } = toImageRef(storage, image);
    return { url, caption, srcset, width, height };
  };
  if (items.length > 0) return items.map((item) => imageOf(item.image, item.caption));
  const coverImage = joinedImage(listing.image);
  if (coverImage) return [imageOf(coverImage, listing.name)];
  return listing.coverImage ? [{ url: listing.coverImage, caption: listing.name }] : [];
}

/** The gallery in the vendor's order, as the vendor's editor shows it. */
export async function findGallery(db: Database, settings: StorageSettings, listingId: string): Promise<GalleryItem[]> {
  const rows = await statements(db).gallery.execute({ id: listingId });
  return rows.map((row) => ({
    ...toImageRef(settings, row.image),
    _id: row.itemId,
    imageId: row.image.id,
    caption: row.caption,
    position: row.position,
  }));
}

/** How many images the gallery has, and the last position used (null when empty). */
export async function galleryStats(tx: Executor, listingId: string): Promise<{ n: number; last: number | null }> {
  const [stats] = await tx
    .select({ n: count(), last: max(listingImages.position) })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId));
  return { n: stats?.n ?? 0, last: stats?.last ?? null };
}

export async function hasGalleryImage(tx: Executor, listingId: string, imageId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: listingImages.id })
    .from(listingImages)
    .where(and(eq(listingImages.listingId, listingId), eq(listingImages.imageId, imageId)))
    .limit(1);
  return Boolean(row);
}

export async function insertGalleryItem(
  tx: CatalogueTx,
  item: { listingId: string; imageId: string; caption: string; position: number },
): Promise<string> {
  const [row] = await tx.insert(listingImages).values(item).returning({ id: listingImages.id });
  return row!.id;
}

/** The ids of the gallery's entries, in no particular order. */
export async function findGalleryItemIds(tx: Executor, listingId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: listingImages.id })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId));
  return rows.map((row) => row.id);
}

/** The stored images the gallery shows. */
export async function findGalleryImageIds(db: Executor, listingId: string): Promise<string[]> {
  const rows = await db
    .select({ imageId: listingImages.imageId })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId));
  return rows.map((row) => row.imageId);
}

/** One statement for the whole order: position = the entry's place in `itemIds`, from 0. */
export async function reorderGallery(tx: CatalogueTx, itemIds: string[]): Promise<void> {
  await tx.execute(sql`
    update listing_images set position = wanted.ordinality - 1
    from unnest(${uuidArray(itemIds)}) with ordinality as wanted(id, ordinality)
    where listing_images.id = wanted.id`);
}

/** Whether the entry was found (and its caption set). */
export async function updateCaption(tx: CatalogueTx, listingId: string, itemId: string, caption: string) {
  const updated = await tx
    .update(listingImages)
    .set({ caption })
    .where(and(eq(listingImages.id, itemId), eq(listingImages.listingId, listingId)))
    .returning({ id: listingImages.id });
  return updated.length > 0;
}

/** Removes the entry; answers its stored image's id, or null when there was no such entry. */
export async function deleteGalleryItem(tx: CatalogueTx, listingId: string, itemId: string): Promise<string | null> {
  const [removed] = await tx
    .delete(listingImages)
    .where(and(eq(listingImages.id, itemId), eq(listingImages.listingId, listingId)))
    .returning({ imageId: listingImages.imageId });
  return removed?.imageId ?? null;
}
