import type { vendorProfiles } from "../schema/vendors.ts";
import { demoListing, LISTINGS_PER_VENDOR } from "./listing-rows.ts";
import { randomFor } from "./random.ts";
import { shortCity } from "./text.ts";
import { demoUserId } from "./user-rows.ts";

export type NewVendorProfile = typeof vendorProfiles.$inferInsert;

const TEAMS = ["a family-owned team", "a locally owned team", "an independent team", "a small team of neighbors"];

/**
 * The business of demo vendor `number` (1-based): named after the shop of its first listing, so
 * that its page and its listings' "Listed by" read as one business that fits its trade
 * ("Copper Kettle Coffee", "Keystone Law Group") rather than a person's name.
 */
export function vendorProfileRow(number: number): NewVendorProfile {
  const { row, entry, shopName, place } = demoListing((number - 1) * LISTINGS_PER_VENDOR);
  const random = randomFor("vendor-profile", number);
  const about = entry.subcategory.about;
  const createdAt = row.createdAt ?? row.publishedAt ?? new Date();
  return {
    userId: demoUserId("vendor", number),
    businessName: shopName,
    about: `${about.charAt(0).toUpperCase()}${about.slice(1)} from ${random.pick(TEAMS)} in ${shortCity(place.city)}.`,
    phone: row.phone ?? null,
    email: row.email ?? null,
    website: row.website ?? null,
    address: place.address,
    city: place.city,
    createdAt,
    updatedAt: createdAt,
  };
}
