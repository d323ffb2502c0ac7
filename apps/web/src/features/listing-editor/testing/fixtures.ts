// Test data for the listing editor's tests.
import type { GalleryItem, VendorListing, VendorListingRow } from "@mp/contracts/vendor-listing";

let next = 1;
export function uuid(): string {
  return `30000000-0000-4000-8000-${String(next++).padStart(12, "0")}`;
}

const when = "2026-11-01T10:00:00.000Z";

/** The words of the sample listing: what the form tests type and what the fixtures hold. */
export const rosiesBakery = {
  name: "Rosie's Bakery",
  description: "Sourdough every morning.\nCakes to order.",
  address: "12 Main Street",
  city: "Springfield",
};

export function makeVendorListing(overrides: Partial<VendorListing> = {}): VendorListing {
  return {
    _id: uuid(),
    status: "draft",
    kind: "business",
    categoryId: uuid(),
    subcategoryId: uuid(),
    categoryName: "Food & Drink",
    subcategoryName: "Bakeries",
    ...rosiesBakery,
    priceCents: null,
    currency: "USD",
    latitude: null,
    longitude: null,
    phone: "+1 555 0100",
    email: "hello@rosies.example",
    website: "https://rosies.example",
    openingHours: { "1": [{ open: "08:00", close: "16:00" }] },
    cover: null,
    publishedAt: null,
    createdAt: when,
    updatedAt: when,
    ...overrides,
  };
}

export function makeRow(overrides: Partial<VendorListingRow> = {}): VendorListingRow {
  return {
    _id: uuid(),
    name: "Rosie's Bakery",
    kind: "business",
    status: "draft",
    subcategoryName: "Bakeries",
    coverImage: null,
    views: 1234,
    contactClicks: 56,
    imageCount: 3,
    featuredUntil: null,
    updatedAt: when,
    ...overrides,
  };
}

export function makeImage(name = "photo") {
  const _id = uuid();
  return {
    _id,
    url: `/media/${_id}/1280.webp`,
    srcset: `/media/${_id}/320.webp 320w, /media/${_id}/1280.webp 1280w`,
    width: 1280,
    height: 960,
    caption: name,
  };
}

export function makeGalleryItem(caption: string, position: number): GalleryItem {
  return { ...makeImage(caption), imageId: uuid(), caption, position };
}

/** The preview answer: the public detail's shape for a listing of any status. */
export function makePreview(listing: VendorListing, extra: object = {}) {
  return {
    _id: listing._id,
    name: listing.name,
    kind: listing.kind,
    priceCents: listing.priceCents,
    currency: listing.currency,
    city: listing.city,
    address: listing.address,
    latitude: listing.latitude,
    longitude: listing.longitude,
    coverImage: listing.cover?.url ?? null,
    categoryId: listing.categoryId,
    subcategoryId: listing.subcategoryId,
    ratingAverage: null,
    ratingCount: 0,
    status: listing.status,
    publishedAt: listing.publishedAt,
    description: listing.description,
    contact: { phone: listing.phone, email: listing.email, website: listing.website },
    openingHours: listing.openingHours,
    vendor: { _id: uuid(), name: "Rosie", memberSince: "2024-03-01T00:00:00.000Z", verified: false },
    categoryName: listing.categoryName,
    subcategoryName: listing.subcategoryName,
    customFields: [],
    gallery: [],
    ...extra,
  };
}
