// Test data for the feature ad pages' tests.
import type { FeatureAd } from "@mp/contracts/feature-ad";
import type { VendorListingRow } from "@mp/contracts/vendor-listing";

let next = 1;
export function uuid(): string {
  return `50000000-0000-4000-8000-${String(next++).padStart(12, "0")}`;
}

const DAY = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export function makeFeatureAd(overrides: Partial<FeatureAd> = {}): FeatureAd {
  return {
    _id: uuid(),
    listingId: uuid(),
    listing: { name: "Rosie's Bakery", coverImage: "/media/rosie/320.webp", status: "published" },
    startsAt: inDays(-1),
    endsAt: inDays(13),
    status: "active",
    createdAt: inDays(-1),
    ...overrides,
  };
}

export function makeOwnListing(overrides: Partial<VendorListingRow> = {}): VendorListingRow {
  return {
    _id: uuid(),
    name: "Rosie's Bakery",
    kind: "business",
    status: "published",
    subcategoryName: "Bakeries",
    coverImage: null,
    views: 0,
    contactClicks: 0,
    imageCount: 0,
    featuredUntil: null,
    updatedAt: inDays(-2),
    ...overrides,
  };
}
