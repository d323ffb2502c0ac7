import type { SubcategoryEntry } from "./catalogue.ts";
import type { CategorySeed, DollarRange, NameStyle } from "./catalogue-types.ts";
import type { Random } from "./random.ts";
import { shortCity, withArticle } from "./text.ts";

const TONES = ["family-owned", "locally owned", "independent", "friendly", "award-winning", "neighborhood"] as const;

const CLOSERS: Record<NameStyle, readonly string[]> = {
  friendly: ["Stop by and say hello!", "We look forward to seeing you.", "Thank you for supporting a local business."],
  professional: [
    "Call or book online to get started.",
    "Contact us today to learn more.",
    "We look forward to working with you.",
  ],
  boutique: [
    "We can't wait to welcome you.",
    "Say hello next time you are nearby.",
    "Follow along for news and events.",
  ],
};

/** Between two sentences: after ".", "!" or "?" and before a capital ("1 p.m. for" is no break). */
const SENTENCE_BREAK = /(?<=[a-z0-9)][.!?]) (?=[A-Z])/;

const PRODUCT_CLOSERS = [
  "Local pickup is available in {city}.",
  "Message the seller with any questions.",
  "Stock is limited, so reserve yours today.",
] as const;

/** Two to four sentences about a business: who it is, what it does, why to go there. */
export function businessDescription(random: Random, entry: SubcategoryEntry, name: string, city: string): string {
  const { category, subcategory } = entry;
  const town = shortCity(city);
  const about = subcategory.about;
  const [first, second] = random.sample(category.offers, 2);
  const opening = random.pick([
    () => `${name} is ${withArticle(random.pick(TONES))} business in ${town} offering ${about}.`,
    () => `Serving ${town} since ${random.int(1978, 2021)}, ${name} offers ${about}, with ${first} and ${second}.`,
    () => `At ${name} in ${town}, you will find ${about}, plus ${first}.`,
    () => `Looking for ${about}? ${name} has been ${withArticle(town)} favorite for ${random.int(3, 40)} years.`,
  ])();
  const highlights = random.sample(category.highlights, random.int(1, 2));
  const closer = random.chance(0.5) ? [random.pick(CLOSERS[category.nameStyle])] : [];
  // The "Looking for …?" opening is two sentences already; four in all is plenty.
  return [opening, ...highlights, ...closer].join(" ").split(SENTENCE_BREAK).slice(0, 4).join(" ");
}

/** Two to four sentences about a product and the shop that sells it. */
export function productDescription(
  random: Random,
  category: CategorySeed,
  product: string,
  shop: string,
  city: string,
): string {
  const town = shortCity(city);
  // The product is named only as a title, so that no sentence needs its article or number.
  const opening = random.pick([
    () => `${product} from ${shop}, ${withArticle(random.pick(TONES))} shop in ${town}.`,
    () => `Sold by ${shop}, ${withArticle(random.pick(TONES))} shop in ${town}.`,
    () => `A customer favorite at ${shop} in ${town}.`,
    () => `Hand-picked by the team at ${shop} in ${town}.`,
  ])();
  const highlights = random.sample(category.productHighlights, random.int(1, 2));
  const closer = random.chance(0.5) ? [random.pick(PRODUCT_CLOSERS).replace("{city}", town)] : [];
  return [opening, ...highlights, ...closer].join(" ");
}

/** "Refurbished 13-inch Laptop", or just the product; never "Vintage Vintage Band Tee". */
export function productName(random: Random, category: CategorySeed, product: string): string {
  if (category.productQualifiers.length === 0 || random.chance(0.55)) return product;
  const qualifier = random.pick(category.productQualifiers);
  return product.toLowerCase().includes(qualifier.toLowerCase()) ? product : `${qualifier} ${product}`;
}

/** A price in cents that looks like a price: $4.50, $24.99, $1,195.00. */
export function priceCents(random: Random, [min, max]: DollarRange): number {
  const dollars = Math.exp(random.float(Math.log(Math.max(1, min)), Math.log(Math.max(1, max))));
  if (dollars < 20) return Math.round(dollars * 2) * 50 - (random.chance(0.5) ? 1 : 0) || 99;
  if (dollars < 200) return Math.round(dollars) * 100 - (random.chance(0.6) ? 1 : 0);
  return Math.round(dollars / 5) * 500 - (random.chance(0.3) ? 1 : 0);
}
