import { asc, eq, ilike, sql } from "drizzle-orm";
import type { CategoryIndexEntry } from "@mp/contracts/category";
import type { Database } from "@mp/db/client";
import { categories, subcategories } from "@mp/db/schema/index";
import { containsPattern } from "../../lib/like-pattern.ts";
import { preparedPerDatabase } from "../../lib/prepared.ts";

const categoryColumns = { _id: categories.id, categoryName: categories.name, icon: categories.icon };

/**
 * The hot reads are prepared once per database: the SQL is built once, and PostgreSQL parses
 * and plans each named statement once per connection.
 */
function prepare(db: Database) {
  // The admin panel's order (categories.position), then the name, then the id as a tie-break.
  const inOrder = [asc(categories.position), asc(categories.name), asc(categories.id)] as const;
  const subcategoriesInOrder = [asc(subcategories.position), asc(subcategories.name), asc(subcategories.id)] as const;
  return {
    all: db
      .select(categoryColumns)
      .from(categories)
      .where(ilike(categories.name, sql.placeholder("pattern")))
      .orderBy(...inOrder)
      .prepare("categories_all"),
    page: db
      .select(categoryColumns)
      .from(categories)
      .where(ilike(categories.name, sql.placeholder("pattern")))
      .orderBy(...inOrder)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare("categories_page"),
    subcategories: db
      .select({ _id: subcategories.id, subCategoryName: subcategories.name, subimage: subcategories.image })
      .from(subcategories)
      .where(eq(subcategories.categoryId, sql.placeholder("categoryId")))
      .orderBy(...subcategoriesInOrder)
      .prepare("subcategories_by_category"),
    index: db
      .select({
        ...categoryColumns,
        subcategoryId: subcategories.id,
        subCategoryName: subcategories.name,
      })
      .from(categories)
      .leftJoin(subcategories, eq(subcategories.categoryId, categories.id))
      .orderBy(...inOrder, ...subcategoriesInOrder)
      .prepare("category_index"),
    categoryById: db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, sql.placeholder("id")))
      .limit(1)
      .prepare("category_by_id"),
  };
}

const statements = preparedPerDatabase(prepare);

/** Categories in the admin panel's order, then by name; `search` matches anywhere in the name, case-insensitively. */
export function findCategories(
  db: Database,
  { search, limit, offset }: { search: string; limit?: number; offset?: number },
) {
  const pattern = containsPattern(search);
  if (limit === undefined) return statements(db).all.execute({ pattern });
  return statements(db).page.execute({ pattern, limit, offset: offset ?? 0 });
}

export async function categoryExists(db: Database, id: string): Promise<boolean> {
  return (await statements(db).categoryById.execute({ id })).length > 0;
}

export function findSubcategories(db: Database, categoryId: string) {
  return statements(db).subcategories.execute({ categoryId });
}

/** The index lists categories A–Z (the browser's page then sorts nothing, decision 023's addendum). */
const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true }).compare;

/**
 * Every category by name, each with its subcategories in the admin panel's order, from one query
 * (the /categories page).
 */
export async function findCategoryIndex(db: Database): Promise<CategoryIndexEntry[]> {
  const entries = new Map<string, CategoryIndexEntry>();
  for (const row of await statements(db).index.execute()) {
    let entry = entries.get(row._id);
    if (!entry) {
      entry = { _id: row._id, categoryName: row.categoryName, icon: row.icon, subcategories: [] };
      entries.set(row._id, entry);
    }
    if (row.subcategoryId && row.subCategoryName !== null) {
      entry.subcategories.push({ _id: row.subcategoryId, subCategoryName: row.subCategoryName });
    }
  }
  return [...entries.values()].sort((a, b) => byName(a.categoryName, b.categoryName) || (a._id < b._id ? -1 : 1));
}
