import { CATEGORIES, type SubcategoryEntry } from "./catalogue.ts";
import type { CategorySeed } from "./catalogue-types.ts";
import { businessName } from "./names.ts";
import { pickCity, type City } from "./places.ts";
import { createRandom, randomFor } from "./random.ts";

/** Each vendor account owns this many consecutive listings. */
export const LISTINGS_PER_VENDOR = 4;

/**
 * The trade of a demo vendor: one category, and four neighbouring subcategories of it (the
 * catalogue lists related trades side by side: Plumbers, Electricians, Heating & Air…), so that a
 * vendor page and a listing's "More from" read as one business — a bakery's breads, cakes and
 * pastries, never a bakery beside a plumber.
 */
export type VendorTrade = { category: CategorySeed; start: number; city: City };

type Slice = { category: CategorySeed; start: number };

// The first vendors take every subcategory once between them (each category cut into slices of
// four, in a shuffled order), so that even a small seed leaves no subcategory empty; later ones
// pick a category by its weight and a slice of it at random.
const COVERAGE: readonly Slice[] = createRandom(0x5eed).shuffle(
  CATEGORIES.flatMap((category) =>
    Array.from({ length: Math.ceil(category.subcategories.length / LISTINGS_PER_VENDOR) }, (_, slice) => ({
      category,
      start: slice * LISTINGS_PER_VENDOR,
    })),
  ),
);

/** How many listings the coverage vendors own: every subcategory has a listing among them. */
export const COVERAGE_LISTINGS = COVERAGE.length * LISTINGS_PER_VENDOR;

/** The trade of demo vendor `number` (1-based): always the same, whatever was seeded before it. */
export function vendorTrade(number: number): VendorTrade {
  const random = randomFor("vendor-trade", number);
  const covering = COVERAGE[number - 1];
  const category = covering?.category ?? random.pickWeighted(CATEGORIES, (c) => c.weight);
  const start = covering?.start ?? random.int(0, category.subcategories.length - 1);
  return { category, start, city: pickCity(random) };
}

/** The subcategory of the vendor's listing in `slot` (0 … 3): four neighbours, wrapping round. */
export function tradeEntry({ category, start }: VendorTrade, slot: number): SubcategoryEntry {
  const position = (start + slot) % category.subcategories.length;
  const subcategory = category.subcategories[position];
  if (!subcategory) throw new Error(`Catalogue: ${category.name} has no subcategory ${position}.`);
  return { category, subcategory, position };
}

/**
 * The name of vendor `number`'s business in a subcategory of its trade: the same stem with the
 * subcategory's own noun ("Miller's Bakery", "Miller's Cake Shop", "Miller's Patisserie"), since
 * the name's words are drawn from the same sequence whatever the noun.
 */
export function tradeName(number: number, { category, subcategory }: SubcategoryEntry): string {
  const random = randomFor("vendor-name", number);
  const noun = random.pick(subcategory.businessNouns);
  return businessName(random, category.nameStyle, noun);
}
