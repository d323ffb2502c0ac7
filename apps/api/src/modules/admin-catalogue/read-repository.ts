import { asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { AdminCategory } from "@mp/contracts/admin-catalogue";
import type { Executor } from "../../lib/executor.ts";
import type { StorageSettings } from "../../lib/storage/storage-settings.ts";
import { bannerAds, categories, freelancers, jobs, listings, storedImages, subcategories } from "@mp/db/schema/index";
import { storedImageColumns, toImageRef, type StoredImageRow } from "../uploads/public.ts";

export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;

const ICON_PATH = /^\/art\/icons\/([a-z0-9-]{1,80})\.svg$/;
/** The named icon of a category's `icon` column (`/art/icons/{name}.svg`), or null for an uploaded one. */
export const iconNameOf = (icon: string) => ICON_PATH.exec(icon)?.[1] ?? null;
export const iconPathOf = (name: string) => `/art/icons/${name}.svg`;

/** Row counts per id of `column`, in one grouped query. */
async function countBy(
  db: Executor,
  table: typeof listings | typeof jobs | typeof freelancers,
  column: "categoryId" | "subcategoryId",
) {
  const key = table[column];
  const rows = await db
    .select({ id: key, n: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(isNotNull(key))
    .groupBy(key);
  return new Map(rows.map((row) => [row.id as string, row.n]));
}

/** A stored image by id alone: one the catalogue already shows (another admin may have uploaded it). */
export async function findStoredImage(db: Executor, id: string): Promise<StoredImageRow | null> {
  const [row] = await db.select(storedImageColumns).from(storedImages).where(eq(storedImages.id, id)).limit(1);
  return row ?? null;
}

async function imagesById(db: Executor, ids: string[]): Promise<Map<string, StoredImageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(storedImageColumns).from(storedImages).where(inArray(storedImages.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The whole catalogue in the site's order (position, name, id) with what each holds; a few grouped queries. */
export async function findAdminCatalogue(db: Executor, storage: StorageSettings): Promise<AdminCategory[]> {
  const [categoryRows, subcategoryRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.name), asc(categories.id)),
    db
      .select()
      .from(subcategories)
      .orderBy(asc(subcategories.position), asc(subcategories.name), asc(subcategories.id)),
  ]);
  const [listingsBy, jobsBy, freelancersBy, listingsBySub, jobsBySub, freelancersBySub, adRows] = await Promise.all([
    countBy(db, listings, "categoryId"),
    countBy(db, jobs, "categoryId"),
    countBy(db, freelancers, "categoryId"),
    countBy(db, listings, "subcategoryId"),
    countBy(db, jobs, "subcategoryId"),
    countBy(db, freelancers, "subcategoryId"),
    db
      .select({ id: bannerAds.categoryId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(bannerAds)
      .where(isNotNull(bannerAds.categoryId))
      .groupBy(bannerAds.categoryId),
  ]);
  const adsBy = new Map(adRows.map((row) => [row.id!, row.n]));
  const imageIds = [
    ...categoryRows.flatMap((row) => (row.iconImageId ? [row.iconImageId] : [])),
    ...subcategoryRows.flatMap((row) => (row.imageId ? [row.imageId] : [])),
  ];
  const images = await imagesById(db, imageIds);
  const refOf = (id: string | null) => {
    const image = id ? images.get(id) : undefined;
    return image ? toImageRef(storage, image) : null;
  };
  return categoryRows.map((row) => ({
    _id: row.id,
    name: row.name,
    slug: row.slug,
    icon: row.icon,
    iconName: row.iconImageId ? null : iconNameOf(row.icon),
    iconImage: refOf(row.iconImageId),
    hue: row.hue,
    position: row.position,
    counts: {
      listings: listingsBy.get(row.id) ?? 0,
      jobs: jobsBy.get(row.id) ?? 0,
      freelancers: freelancersBy.get(row.id) ?? 0,
      bannerAds: adsBy.get(row.id) ?? 0,
    },
    subcategories: subcategoryRows
      .filter((sub) => sub.categoryId === row.id)
      .map((sub) => ({
        _id: sub.id,
        name: sub.name,
        slug: sub.slug,
        image: sub.image,
        uploadedImage: refOf(sub.imageId),
        position: sub.position,
        counts: {
          listings: listingsBySub.get(sub.id) ?? 0,
          jobs: jobsBySub.get(sub.id) ?? 0,
          freelancers: freelancersBySub.get(sub.id) ?? 0,
        },
      })),
  }));
}

/** One category, locked until commit (the writes that follow decide on what it holds). */
export async function lockCategory(tx: Executor, id: string): Promise<CategoryRow | null> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
  return row ?? null;
}

export async function lockSubcategory(tx: Executor, id: string): Promise<SubcategoryRow | null> {
  const [row] = await tx.select().from(subcategories).where(eq(subcategories.id, id)).for("update");
  return row ?? null;
}

/** Every category, locked, in the site's order (position, name, id: as every public read). */
export function lockAllCategories(tx: Executor): Promise<CategoryRow[]> {
  return tx
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id))
    .for("update");
}

export function lockSubcategoriesOf(tx: Executor, categoryId: string): Promise<SubcategoryRow[]> {
  return tx
    .select()
    .from(subcategories)
    .where(eq(subcategories.categoryId, categoryId))
    .orderBy(asc(subcategories.position), asc(subcategories.name), asc(subcategories.id))
    .for("update");
}

/** How many listings, jobs and freelancers a subcategory holds. */
export async function countInSubcategory(db: Executor, id: string): Promise<number> {
  let total = 0;
  // One after another: the caller's transaction runs one statement at a time.
  for (const table of [listings, jobs, freelancers]) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(eq(table.subcategoryId, id));
    total += row?.n ?? 0;
  }
  return total;
}
