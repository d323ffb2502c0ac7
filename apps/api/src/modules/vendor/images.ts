import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "@mp/db/client";
import { bannerAds, listingImages, listings, storedImages, vendorProfiles } from "@mp/db/schema/index";
import type { ImageRef } from "@mp/contracts/vendor-listing";
import { srcsetOf } from "../../lib/images/store-processed-image.ts";
import type { FileStore } from "../../lib/storage/file-store.ts";
import { publicUrlOf, type StorageSettings } from "../../lib/storage/storage-settings.ts";

/** What the pages need of a stored image row. */
export type StoredImageRow = { id: string; keyPrefix: string; widths: number[]; width: number; height: number };

export const storedImageColumns = {
  id: storedImages.id,
  keyPrefix: storedImages.keyPrefix,
  widths: storedImages.widths,
  width: storedImages.width,
  height: storedImages.height,
};

/** The address a browser loads a stored file from: the bucket's public URL, or this server's `/media/`. */
export function mediaUrlOf(settings: StorageSettings, key: string): string {
  return publicUrlOf(settings, key) ?? `/media/${key}`;
}

export const keysOf = (row: Pick<StoredImageRow, "keyPrefix" | "widths">) =>
  row.widths.map((width) => `${row.keyPrefix}/${width}.webp`);

/** The largest variant as `url`, every variant in `srcset`. */
export function toImageRef(settings: StorageSettings, row: StoredImageRow): ImageRef {
  const variants = row.widths.map((width) => ({ key: `${row.keyPrefix}/${width}.webp`, width }));
  const urlOf = (key: string) => mediaUrlOf(settings, key);
  return {
    _id: row.id,
    url: urlOf(variants.at(-1)!.key),
    srcset: srcsetOf(variants, urlOf),
    width: row.width,
    height: row.height,
  };
}

/** The card's picture (`listings.cover_image`): the narrowest variant at least 640 wide, else the largest. */
export function coverUrlOf(settings: StorageSettings, row: Pick<StoredImageRow, "keyPrefix" | "widths">): string {
  const width = row.widths.find((w) => w >= 640) ?? row.widths.at(-1)!;
  return mediaUrlOf(settings, `${row.keyPrefix}/${width}.webp`);
}

/** One of `ownerId`'s stored images, or null (another user's image is as good as missing). */
export async function findOwnedImage(db: Database, id: string, ownerId: string): Promise<StoredImageRow | null> {
  const [row] = await db
    .select(storedImageColumns)
    .from(storedImages)
    .where(and(eq(storedImages.id, id), eq(storedImages.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

/**
 * Deletes those of `ids` that nothing uses any more (no listing cover, gallery, banner ad or
 * vendor logo), rows first, then their files; answers the keys deleted. A file that cannot be
 * deleted is logged, not thrown: the rows are gone and the keys are never reused.
 */
export async function deleteUnusedImages(
  db: Database,
  store: FileStore,
  ids: string[],
  log: FastifyBaseLogger,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const unused = and(
    sql`not exists (select 1 from ${listings} where ${listings.coverImageId} = ${storedImages.id})`,
    sql`not exists (select 1 from ${listingImages} where ${listingImages.imageId} = ${storedImages.id})`,
    sql`not exists (select 1 from ${bannerAds} where ${bannerAds.imageId} = ${storedImages.id})`,
    sql`not exists (select 1 from ${vendorProfiles} where ${vendorProfiles.logoImageId} = ${storedImages.id})`,
  );
  const deleted = await db
    .delete(storedImages)
    .where(and(inArray(storedImages.id, unique), unused))
    .returning({ keyPrefix: storedImages.keyPrefix, widths: storedImages.widths });
  const keys = deleted.flatMap(keysOf);
  if (keys.length > 0) {
    await store.delete(keys).catch((err: unknown) => log.error({ err, keys }, "could not delete stored image files"));
  }
  return keys;
}
