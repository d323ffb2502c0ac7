import type { listings } from "../schema/listings.ts";
import { COVER_VARIANTS } from "./art.ts";
import { CATEGORIES, SUBCATEGORIES, type SubcategoryEntry } from "./catalogue.ts";
import { slugify } from "./catalogue-types.ts";
import { demoId } from "./ids.ts";
import { businessDescription, priceCents, productDescription, productName } from "./listing-text.ts";
import { businessName } from "./names.ts";
import { composeOpeningHours } from "./opening-hours.ts";
import { composePlace, phoneNumber, type Place } from "./places.ts";
import { createRandom, randomFor, type Random } from "./random.ts";
import { daysBeforeReference } from "./time.ts";
import { demoUserId } from "./user-rows.ts";

export type NewListing = typeof listings.$inferInsert;

/** Each vendor account owns this many consecutive listings. */
export const LISTINGS_PER_VENDOR = 4;
const PUBLISHED_WITHIN_DAYS = 180;

// The first listings visit every subcategory once, in this shuffled order, so that even a
// small seed leaves no subcategory empty; later ones follow the categories' weights.
const COVERAGE_ORDER = createRandom(0x5eed).shuffle(SUBCATEGORIES);

const ENTRIES_BY_CATEGORY = new Map(
  CATEGORIES.map((category) => [category, SUBCATEGORIES.filter((entry) => entry.category === category)]),
);

export function vendorNumberOf(listingIndex: number): number {
  return Math.floor(listingIndex / LISTINGS_PER_VENDOR) + 1;
}

/** Listing `index` (0-based) of the demo data: always the same listing, whatever was seeded before it. */
export function listingRow(index: number): NewListing {
  return demoListing(index).row;
}

/** A demo listing with what it was made from: its subcategory, the shop behind it and its place. */
export type DemoListing = { row: NewListing; entry: SubcategoryEntry; shopName: string; place: Place };

export function demoListing(index: number): DemoListing {
  const random = randomFor("listing", index);
  const entry = COVERAGE_ORDER[index] ?? pickSubcategory(random);
  const { category, subcategory } = entry;
  const isProduct = subcategory.products.length > 0 && random.chance(category.productShare);
  const isDraft = index >= COVERAGE_ORDER.length && random.chance(0.01);
  const place = composePlace(random);
  const shopName = businessName(random, category.nameStyle, random.pick(subcategory.businessNouns));
  const shopDomain = `${slugify(shopName)}.example.com`;
  const publishedAt = isDraft ? null : daysBeforeReference(random.float(0, PUBLISHED_WITHIN_DAYS));
  const createdAt = publishedAt
    ? new Date(publishedAt.getTime() - random.int(300, 259_200) * 1000)
    : daysBeforeReference(random.float(0, 30));
  const common = {
    id: demoId("listing", index),
    vendorId: demoUserId("vendor", vendorNumberOf(index)),
    categoryId: demoId("category", category.slug),
    subcategoryId: demoId("subcategory", subcategory.slug),
    status: isDraft ? ("draft" as const) : ("published" as const),
    address: place.address,
    city: place.city,
    latitude: place.latitude,
    longitude: place.longitude,
    coverImage: `/art/covers/${subcategory.slug}-${random.int(1, COVER_VARIANTS)}.svg`,
    publishedAt,
    createdAt,
    updatedAt: publishedAt ?? createdAt,
  };
  if (isProduct) {
    const product = random.pick(subcategory.products);
    const row: NewListing = {
      ...common,
      kind: "product",
      name: productName(random, category, product),
      description: productDescription(random, category, product, shopName, place.city),
      priceCents: priceCents(random, subcategory.productPrice ?? category.productPrice),
      phone: random.chance(0.5) ? phoneNumber(random, place.areaCode) : null,
      email: `shop@${shopDomain}`,
      website: random.chance(0.4) ? `https://${shopDomain}` : null,
      openingHours: null,
    };
    return { row, entry, shopName, place };
  }
  const hoursStyle = subcategory.hours ?? category.hours;
  const row: NewListing = {
    ...common,
    kind: "business",
    name: shopName,
    description: businessDescription(random, entry, shopName, place.city),
    priceCents: category.servicePrice && random.chance(0.35) ? priceCents(random, category.servicePrice) : null,
    phone: phoneNumber(random, place.areaCode),
    email: `hello@${shopDomain}`,
    website: random.chance(0.8) ? `https://${shopDomain}` : null,
    openingHours: hoursStyle && random.chance(0.9) ? composeOpeningHours(random, hoursStyle) : null,
  };
  return { row, entry, shopName, place };
}

function pickSubcategory(random: Random): SubcategoryEntry {
  const category = random.pickWeighted(CATEGORIES, (c) => c.weight);
  return random.pick(ENTRIES_BY_CATEGORY.get(category) ?? SUBCATEGORIES);
}
