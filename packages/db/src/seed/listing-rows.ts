import type { listings } from "../schema/listings.ts";
import { COVER_VARIANTS } from "./art.ts";
import type { SubcategoryEntry } from "./catalogue.ts";
import { slugify } from "./catalogue-types.ts";
import { demoId } from "./ids.ts";
import { businessDescription, priceCents, productDescription, productName } from "./listing-text.ts";
import { composeOpeningHours } from "./opening-hours.ts";
import { composePlace, phoneNumber, type Place } from "./places.ts";
import { randomFor } from "./random.ts";
import { daysBeforeReference } from "./time.ts";
import { demoUserId } from "./user-rows.ts";
import { COVERAGE_LISTINGS, LISTINGS_PER_VENDOR, tradeEntry, tradeName, vendorTrade } from "./vendor-trade.ts";

export { LISTINGS_PER_VENDOR } from "./vendor-trade.ts";

export type NewListing = typeof listings.$inferInsert;

const PUBLISHED_WITHIN_DAYS = 180;

export function vendorNumberOf(listingIndex: number): number {
  return Math.floor(listingIndex / LISTINGS_PER_VENDOR) + 1;
}

/** Listing `index` (0-based) of the demo data: always the same listing, whatever was seeded before it. */
export function listingRow(index: number): NewListing {
  return demoListing(index).row;
}

/**
 * A demo listing with what it was made from: its subcategory (of its vendor's trade, decided by
 * vendor-trade.ts), the shop behind it (a business listing's own name; for a product, the
 * vendor's business) and its place (in the vendor's city).
 */
export type DemoListing = { row: NewListing; entry: SubcategoryEntry; shopName: string; place: Place };

export function demoListing(index: number): DemoListing {
  const random = randomFor("listing", index);
  const vendorNumber = vendorNumberOf(index);
  const trade = vendorTrade(vendorNumber);
  const entry = tradeEntry(trade, index % LISTINGS_PER_VENDOR);
  const { category, subcategory } = entry;
  const isProduct = subcategory.products.length > 0 && random.chance(category.productShare);
  const isDraft = index >= COVERAGE_LISTINGS && random.chance(0.01);
  const place = composePlace(random, trade.city);
  const shopName = tradeName(vendorNumber, isProduct ? tradeEntry(trade, 0) : entry);
  const shopDomain = `${slugify(shopName)}.example.com`;
  const publishedAt = isDraft ? null : daysBeforeReference(random.float(0, PUBLISHED_WITHIN_DAYS));
  const createdAt = publishedAt
    ? new Date(publishedAt.getTime() - random.int(300, 259_200) * 1000)
    : daysBeforeReference(random.float(0, 30));
  const common = {
    id: demoId("listing", index),
    vendorId: demoUserId("vendor", vendorNumber),
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
