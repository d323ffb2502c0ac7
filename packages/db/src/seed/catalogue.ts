import { businessCategories } from "./catalogue-business.ts";
import { careCategories } from "./catalogue-care.ts";
import { familyCategories } from "./catalogue-family.ts";
import { foodCategories } from "./catalogue-food.ts";
import { homeGoodsCategories } from "./catalogue-home-goods.ts";
import { homeCategories } from "./catalogue-home.ts";
import { leisureCategories } from "./catalogue-leisure.ts";
import { professionalCategories } from "./catalogue-professional.ts";
import { retailCategories } from "./catalogue-retail.ts";
import type { CategorySeed, SubcategorySeed } from "./catalogue-types.ts";

/**
 * The demo catalogue: every category with its subcategories and the word lists that
 * compose its listings, jobs and freelancers. Its order is part of the seed: changing it
 * changes which listing lands where, so append rather than reorder.
 */
export const CATEGORIES: readonly CategorySeed[] = [
  ...foodCategories,
  ...homeCategories,
  ...homeGoodsCategories,
  ...retailCategories,
  ...careCategories,
  ...familyCategories,
  ...professionalCategories,
  ...businessCategories,
  ...leisureCategories,
];

export type SubcategoryEntry = {
  subcategory: SubcategorySeed;
  category: CategorySeed;
  /** Position among its siblings, which varies the artwork from one sibling to the next. */
  position: number;
};

/** Every subcategory, in catalogue order, with its parent. */
export const SUBCATEGORIES: readonly SubcategoryEntry[] = CATEGORIES.flatMap((category) =>
  category.subcategories.map((subcategory, position) => ({ subcategory, category, position })),
);

const categoriesBySlug = new Map(CATEGORIES.map((category) => [category.slug, category]));
const subcategoriesBySlug = new Map(SUBCATEGORIES.map((entry) => [entry.subcategory.slug, entry]));

if (categoriesBySlug.size !== CATEGORIES.length || subcategoriesBySlug.size !== SUBCATEGORIES.length) {
  // The artwork routes look subcategories up by slug alone, so a duplicate would hide one of them.
  throw new Error("Catalogue slugs must be unique: check the category and subcategory names.");
}

export function findCategory(slug: string): CategorySeed | undefined {
  return categoriesBySlug.get(slug);
}

export function findSubcategory(slug: string): SubcategoryEntry | undefined {
  return subcategoriesBySlug.get(slug);
}
