// What other modules may use of listings: a vendor's own listing (feature ads promote one), the
// public vendor page's listings and rating, the featured draws, and a card's columns and mapper (the Saved page).
export { createFeaturedDraws } from "./featured-draws.ts";
export { findOwnedListing } from "./owner-repository.ts";
export { findPublishedOfVendor, hasPublishedListings } from "./repository.ts";
export { isPublished as isListingPublic } from "./listing-filters.ts";
export { summaryColumns as listingSummaryColumns, toSummary as toListingSummary } from "./listing-row.ts";
// Saved searches match new listings by the public list's own filters, and mail them.
export { filtersOf, type ListingFiltersQuery } from "./listing-filters.ts";
export { findAlertListings, findNewlyPublished, isPublicListingId, type AlertListing } from "./alert-repository.ts";
// Reviews lock listings, check their owner and read their rating; the sitemap lists the published ones.
export {
  findListingVendor,
  findPublicListingRating,
  findVendorRating,
  lockPublicListing,
} from "./rating-repository.ts";
export { findPublishedIdMarks, findPublishedIdRange } from "./sitemap-repository.ts";
