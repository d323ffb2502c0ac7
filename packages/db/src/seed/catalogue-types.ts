/** How the opening hours of a business look (see opening-hours.ts). */
export const HOURS_STYLES = [
  "restaurant",
  "cafe",
  "bar",
  "retail",
  "office",
  "trades",
  "salon",
  "gym",
  "clinic",
] as const;
export type HoursStyle = (typeof HOURS_STYLES)[number];

/** Which naming templates suit the trade: "Miller's Bakery" vs "Miller & Reyes Law Group" vs "Willow Boutique". */
export const NAME_STYLES = ["friendly", "professional", "boutique"] as const;
export type NameStyle = (typeof NAME_STYLES)[number];

/** A price range in whole dollars, both ends included. */
export type DollarRange = readonly [min: number, max: number];

export type SubcategorySeed = {
  name: string;
  /** Unique across the whole catalogue: the artwork is served by this slug alone. */
  slug: string;
  /** What its businesses do, as it reads after "offering": "cuts, color and blowouts". */
  about: string;
  /** What a business of this kind calls itself ("Pizzeria", "Pizza Co."); the last word of its name. */
  businessNouns: readonly string[];
  /** What vendors sell here; a subcategory without products lists businesses only. */
  products: readonly string[];
  productPrice?: DollarRange;
  hours?: HoursStyle;
};

export type CategorySeed = {
  name: string;
  slug: string;
  /** Accent hue, 0–359. */
  hue: number;
  /** The Lucide icon name, extracted into category-icons.ts by extract-icons.mts. */
  icon: string;
  /** How many listings it gets relative to the others (restaurants are commoner than law firms). */
  weight: number;
  nameStyle: NameStyle;
  /** Opening hours of its businesses; null when they work by appointment only. */
  hours: HoursStyle | null;
  /** The share of listings that are products, in subcategories that have products. */
  productShare: number;
  productQualifiers: readonly string[];
  productPrice: DollarRange;
  /** "From $X" prices some businesses show; absent where services are quoted case by case. */
  servicePrice?: DollarRange;
  /** Lower-case noun phrases that suit any of its businesses ("online booking", "free estimates"). */
  offers: readonly string[];
  /** Whole sentences that suit any of its businesses. */
  highlights: readonly string[];
  /** Whole sentences that suit any of its products. */
  productHighlights: readonly string[];
  jobs: { titles: readonly string[]; annualSalary: DollarRange; remoteShare: number };
  freelancers: { headlines: readonly string[]; skills: readonly string[]; hourlyRate: DollarRange };
  subcategories: readonly SubcategorySeed[];
};

/** "Restaurants & Cafés" → "restaurants-cafes", "Women's Clothing" → "womens-clothing". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|(?<!-)-+$/g, "");
}

/**
 * A subcategory as the catalogue files (catalogue/*.json) write it: the slug only where the
 * name's slug is taken by another subcategory, the products only where it sells any.
 */
export type SubcategoryFileEntry = Omit<SubcategorySeed, "slug" | "products"> & {
  slug?: string;
  products?: readonly string[];
};

export type CategoryFileEntry = Omit<CategorySeed, "subcategories"> & {
  subcategories: readonly SubcategoryFileEntry[];
};
