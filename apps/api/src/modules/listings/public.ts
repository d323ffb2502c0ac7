// What other modules may use of listings: a vendor's own listing (feature ads promote one), the
// public vendor page's listings, and the featured draws.
export { createFeaturedDraws } from "./featured-draws.ts";
export { findOwnedListing } from "./owner-repository.ts";
export { findPublishedOfVendor, hasPublishedListings } from "./repository.ts";
