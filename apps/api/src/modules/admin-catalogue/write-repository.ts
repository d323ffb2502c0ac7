import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { bannerAds, categories, freelancers, jobs, listings, subcategories } from "@mp/db/schema/index";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import type { Executor } from "../../lib/executor.ts";
import type { CategoryRow, SubcategoryRow } from "./read-repository.ts";

type CategoryValues = Pick<CategoryRow, "name" | "slug" | "icon" | "hue" | "iconImageId">;
type SubcategoryValues = Pick<SubcategoryRow, "name" | "slug" | "image" | "imageId">;

export async function isCategorySlugTaken(db: Executor, slug: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId ? and(eq(categories.slug, slug), ne(categories.id, exceptId)) : eq(categories.slug, slug))
    .limit(1);
  return Boolean(row);
}

export async function isSubcategorySlugTaken(
  db: Executor,
  categoryId: string,
  slug: string,
  exceptId: string | null,
): Promise<boolean> {
  const same = and(eq(subcategories.categoryId, categoryId), eq(subcategories.slug, slug));
  const [row] = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(exceptId ? and(same, ne(subcategories.id, exceptId)) : same)
    .limit(1);
  return Boolean(row);
}

/** One past the last position (`categories_position_idx`, `subcategories_category_position_idx`). */
async function nextPosition(db: Executor, table: typeof categories | typeof subcategories, where?: SQL) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${table.position}) + 1, 0)`.mapWith(Number) })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

export async function insertCategory(tx: CatalogueTx, values: CategoryValues): Promise<CategoryRow> {
  const position = await nextPosition(tx, categories);
  const [row] = await tx
    .insert(categories)
    .values({ ...values, position })
    .returning();
  return row!;
}

export async function updateCategory(tx: CatalogueTx, id: string, values: CategoryValues): Promise<CategoryRow> {
  const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row!;
}

export async function insertSubcategory(
  tx: CatalogueTx,
  categoryId: string,
  values: SubcategoryValues,
): Promise<SubcategoryRow> {
  const position = await nextPosition(tx, subcategories, eq(subcategories.categoryId, categoryId));
  const [row] = await tx
    .insert(subcategories)
    .values({ ...values, categoryId, position })
    .returning();
  return row!;
}

export async function updateSubcategory(tx: CatalogueTx, id: string, values: SubcategoryValues) {
  const [row] = await tx.update(subcategories).set(values).where(eq(subcategories.id, id)).returning();
  return row!;
}

/** Positions 0, 1, 2, … in the order of `ids`, in one statement. */
export async function writePositions(tx: CatalogueTx, table: "categories" | "subcategories", ids: string[]) {
  if (ids.length === 0) return;
  const target = table === "categories" ? categories : subcategories;
  const values = sql.join(
    ids.map((id, index) => sql`(${id}::uuid, ${index}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${target} set position = o.position from (values ${values}) as o(id, position) where ${target.id} = o.id`,
  );
}

/** Moves what a subcategory holds into another (of `categoryId`), then deletes it. */
export async function mergeSubcategory(tx: CatalogueTx, fromId: string, into: { id: string; categoryId: string }) {
  const moved = { subcategoryId: into.id, categoryId: into.categoryId };
  await tx.update(listings).set(moved).where(eq(listings.subcategoryId, fromId));
  await tx.update(jobs).set(moved).where(eq(jobs.subcategoryId, fromId));
  await tx.update(freelancers).set(moved).where(eq(freelancers.subcategoryId, fromId));
  await tx.delete(subcategories).where(eq(subcategories.id, fromId));
}

/** Moves a subcategory, with what it holds, under another category, last in its order. */
export async function reparentSubcategory(tx: CatalogueTx, id: string, categoryId: string) {
  const position = await nextPosition(tx, subcategories, eq(subcategories.categoryId, categoryId));
  await tx.update(subcategories).set({ categoryId, position }).where(eq(subcategories.id, id));
  await tx.update(listings).set({ categoryId }).where(eq(listings.subcategoryId, id));
  await tx.update(jobs).set({ categoryId }).where(eq(jobs.subcategoryId, id));
  await tx.update(freelancers).set({ categoryId }).where(eq(freelancers.subcategoryId, id));
}

/**
 * Moves whatever still names the category (jobs and freelancers without a subcategory, its
 * category banner ads) to `toId`, then deletes it; its subcategories were merged or moved before.
 */
export async function moveRestAndDeleteCategory(tx: CatalogueTx, fromId: string, toId: string) {
  await tx.update(listings).set({ categoryId: toId }).where(eq(listings.categoryId, fromId));
  await tx.update(jobs).set({ categoryId: toId }).where(eq(jobs.categoryId, fromId));
  await tx.update(freelancers).set({ categoryId: toId }).where(eq(freelancers.categoryId, fromId));
  await tx
    .update(bannerAds)
    .set({ categoryId: toId })
    .where(and(eq(bannerAds.placement, "category"), eq(bannerAds.categoryId, fromId)));
  await tx.delete(categories).where(eq(categories.id, fromId));
}

/** Whether a database error is a unique-constraint violation (PostgreSQL and PGlite alike, wrapped or not). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
