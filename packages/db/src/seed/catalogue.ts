import business from "./catalogue/business.json" with { type: "json" };
import care from "./catalogue/care.json" with { type: "json" };
import family from "./catalogue/family.json" with { type: "json" };
import food from "./catalogue/food.json" with { type: "json" };
import homeGoods from "./catalogue/home-goods.json" with { type: "json" };
import home from "./catalogue/home.json" with { type: "json" };
import leisure from "./catalogue/leisure.json" with { type: "json" };
import professional from "./catalogue/professional.json" with { type: "json" };
import retail from "./catalogue/retail.json" with { type: "json" };
import {
  HOURS_STYLES,
  NAME_STYLES,
  slugify,
  type CategoryFileEntry,
  type CategorySeed,
  type SubcategoryFileEntry,
  type SubcategorySeed,
} from "./catalogue-types.ts";

/**
 * The demo catalogue: every category with its subcategories and the word lists that
 * compose its listings, jobs and freelancers. Its order is part of the seed: changing it
 * changes which listing lands where, so append rather than reorder.
 */
export const CATEGORIES: readonly CategorySeed[] = loadCategories([
  food,
  home,
  homeGoods,
  retail,
  care,
  family,
  professional,
  business,
  leisure,
]);

/** The one place the JSON meets its type: the word lists are taken as written, the styles are checked. */
function loadCategories(files: readonly unknown[]): CategorySeed[] {
  return (files as readonly CategoryFileEntry[][]).flat().map((category) => {
    checkStyle(category.name, category.nameStyle, NAME_STYLES);
    if (category.hours !== null) checkStyle(category.name, category.hours, HOURS_STYLES);
    return { ...category, subcategories: category.subcategories.map(expandSubcategory) };
  });
}

function expandSubcategory(entry: SubcategoryFileEntry): SubcategorySeed {
  if (entry.hours !== undefined) checkStyle(entry.name, entry.hours, HOURS_STYLES);
  return {
    name: entry.name,
    slug: entry.slug ?? slugify(entry.name),
    about: entry.about,
    businessNouns: entry.businessNouns,
    products: entry.products ?? [],
    ...(entry.productPrice ? { productPrice: entry.productPrice } : {}),
    ...(entry.hours ? { hours: entry.hours } : {}),
  };
}

function checkStyle(name: string, style: string, styles: readonly string[]): void {
  if (!styles.includes(style)) throw new Error(`Catalogue: "${name}" has the unknown style "${style}".`);
}

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
