import { asc, eq, ilike } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { categories, subcategories } from "@mp/db/schema/index";

const categoryColumns = { _id: categories.id, categoryName: categories.name, icon: categories.icon };

/** Categories sorted by name; `search` matches anywhere in the name, case-insensitively. */
export function findCategories(
  db: Database,
  { search, limit, offset }: { search: string; limit?: number; offset?: number },
) {
  const query = db
    .select(categoryColumns)
    .from(categories)
    .where(search ? ilike(categories.name, `%${escapeLike(search)}%`) : undefined)
    .orderBy(asc(categories.name), asc(categories.id))
    .$dynamic();
  if (limit !== undefined) query.limit(limit).offset(offset ?? 0);
  return query;
}

export async function categoryExists(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return rows.length > 0;
}

export function findSubcategories(db: Database, categoryId: string) {
  return db
    .select({ _id: subcategories.id, subCategoryName: subcategories.name, subimage: subcategories.image })
    .from(subcategories)
    .where(eq(subcategories.categoryId, categoryId))
    .orderBy(asc(subcategories.name), asc(subcategories.id));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
