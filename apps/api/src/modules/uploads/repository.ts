import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "@mp/db/client";
import {
  bannerAds,
  categories,
  clientProfiles,
  freelancerPortfolioImages,
  listingImages,
  listings,
  storedImages,
  subcategories,
  users,
  vendorProfiles,
} from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import type { FileStore } from "../../lib/storage/file-store.ts";
import { keysOf, storedImageColumns, type StoredImageRow } from "./image-ref.ts";

/** One of `ownerId`'s stored images, or null (another user's image is as good as missing). */
export async function findOwnedImage(db: Executor, id: string, ownerId: string): Promise<StoredImageRow | null> {
  const [row] = await db
    .select(storedImageColumns)
    .from(storedImages)
    .where(and(eq(storedImages.id, id), eq(storedImages.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the image is the user's own; its row is held (shared) until commit, so the clean-up of
 * unused uploads cannot delete it between this check and the save that attaches it.
 */
export async function holdOwnedImage(tx: Executor, imageId: string, ownerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: storedImages.id })
    .from(storedImages)
    .where(and(eq(storedImages.id, imageId), eq(storedImages.ownerId, ownerId)))
    .for("share");
  return Boolean(row);
}

/**
 * Stores the image's row unless its owner already uploaded `limit` images since `since`; counted
 * while holding the owner's user row, so uploads finishing together cannot all pass. Answers
 * whether it was stored.
 */
export async function insertStoredImageWithinQuota(
  db: Database,
  ownerId: string,
  image: StoredImageRow,
  { limit, since }: { limit: number; since: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("update");
    if ((await countUploadsSince(tx, ownerId, since)) >= limit) return false;
    await tx.insert(storedImages).values({ ...image, ownerId });
    return true;
  });
}

/** How many images the user uploaded since `since` (stored_images_owner_idx). */
export async function countUploadsSince(db: Executor, ownerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(storedImages)
    .where(and(eq(storedImages.ownerId, ownerId), sql`${storedImages.createdAt} > ${since.toISOString()}`));
  return row?.n ?? 0;
}

/**
 * Nothing uses the image: no listing cover, gallery entry, banner ad, vendor or client logo,
 * portfolio entry, category icon or subcategory image (the two catalogue tables are a few hundred rows).
 */
const isUnused = and(
  sql`not exists (select 1 from ${listings} where ${listings.coverImageId} = ${storedImages.id})`,
  sql`not exists (select 1 from ${listingImages} where ${listingImages.imageId} = ${storedImages.id})`,
  sql`not exists (select 1 from ${bannerAds} where ${bannerAds.imageId} = ${storedImages.id})`,
  sql`not exists (select 1 from ${vendorProfiles} where ${vendorProfiles.logoImageId} = ${storedImages.id})`,
  sql`not exists (select 1 from ${clientProfiles} where ${clientProfiles.logoImageId} = ${storedImages.id})`,
  sql`not exists (select 1 from ${freelancerPortfolioImages} where ${freelancerPortfolioImages.imageId} = ${storedImages.id})`,
  sql`not exists (select 1 from ${categories} where ${categories.iconImageId} = ${storedImages.id})`,
  sql`not exists (select 1 from ${subcategories} where ${subcategories.imageId} = ${storedImages.id})`,
);

/**
 * Deletes those of `ids` that nothing uses any more, rows first, then their files; answers the
 * keys deleted. A file that cannot be deleted is logged, not thrown: the rows are gone and the
 * keys are never reused.
 */
export async function deleteUnusedImages(
  db: Executor,
  store: FileStore,
  ids: string[],
  log: FastifyBaseLogger,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const deleted = await db
    .delete(storedImages)
    .where(and(inArray(storedImages.id, unique), isUnused))
    .returning({ keyPrefix: storedImages.keyPrefix, widths: storedImages.widths });
  const keys = deleted.flatMap(keysOf);
  if (keys.length > 0) {
    await store.delete(keys).catch((err: unknown) => log.error({ err, keys }, "could not delete stored image files"));
  }
  return keys;
}

/** Up to `limit` ids of images older than `cutoff` that nothing uses, locked for deleting. */
export function unattachedImageIds(cutoff: Date, limit: number) {
  // Each NOT EXISTS is answered by the index on its reference column (migration 0007).
  return sql`select ${storedImages.id} from ${storedImages}
    where ${storedImages.createdAt} < ${cutoff.toISOString()} and ${isUnused}
    limit ${limit}
    for update skip locked`;
}

/** One batch of the clean-up: deletes up to `limit` unattached images older than `cutoff`, answering their keys' parts. */
export function deleteUnattachedBatch(db: Executor, cutoff: Date, limit: number) {
  return db
    .delete(storedImages)
    .where(sql`${storedImages.id} in (${unattachedImageIds(cutoff, limit)})`)
    .returning({ keyPrefix: storedImages.keyPrefix, widths: storedImages.widths });
}
