import type { categories, subcategories } from "../schema/catalog.ts";
import { CATEGORIES, SUBCATEGORIES } from "./catalogue.ts";
import { demoId } from "./ids.ts";
import { daysBeforeReference } from "./time.ts";

export type NewCategory = typeof categories.$inferInsert;
export type NewSubcategory = typeof subcategories.$inferInsert;

const CATALOGUE_CREATED_AT = daysBeforeReference(365);

export function categoryRows(): NewCategory[] {
  return CATEGORIES.map((category) => ({
    id: demoId("category", category.slug),
    name: category.name,
    slug: category.slug,
    icon: `/art/icons/${category.slug}.svg`,
    hue: category.hue,
    createdAt: CATALOGUE_CREATED_AT,
  }));
}

export function subcategoryRows(): NewSubcategory[] {
  return SUBCATEGORIES.map(({ category, subcategory }) => ({
    id: demoId("subcategory", subcategory.slug),
    categoryId: demoId("category", category.slug),
    name: subcategory.name,
    slug: subcategory.slug,
    image: `/art/subcategories/${subcategory.slug}.svg`,
    createdAt: CATALOGUE_CREATED_AT,
  }));
}
