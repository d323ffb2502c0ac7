// What other modules may use of reviews: a vendor's rating over their public listings (the vendor page).
export { findVendorRating } from "./repository.ts";
