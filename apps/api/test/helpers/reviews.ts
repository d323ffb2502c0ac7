import { sql } from "drizzle-orm";
import type { ListingReviewsResponse, OwnListingReview } from "@mp/contracts/review";
import { createAccount, makeAdmin, type Account } from "./accounts.ts";
import { callApi, catalogue, createPublishedListing, createVendorTestApp, rows, type VendorTestApp } from "./vendor.ts";

export type ErrorBody = { result: number; message: string };
export type Saved = { result_value: OwnListingReview };

export type ReviewsSetUp = {
  t: VendorTestApp;
  ids: { categoryId: string; subcategoryId: string };
  vendor: Account;
  admin: Account;
  /** Rita Reader, Sam Stars, Tom Three and Uma Unhappy. */
  readers: Account[];
  /** Vera Vendor's published "Quillfeather Reviews Bindery", with no reviews yet. */
  listingId: string;
};

/** The reviews tests' app: a vendor's published listing, an admin and four readers to review it. */
export async function createReviewsTestApp(): Promise<ReviewsSetUp> {
  const t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  const ids = await catalogue(t.database);
  const vendor = await createAccount(t.app, { name: "Vera Vendor" });
  const admin = await createAccount(t.app);
  await makeAdmin(t.database, admin.user._id);
  const readers = await Promise.all(
    ["Rita Reader", "Sam Stars", "Tom Three", "Uma Unhappy"].map((name) => createAccount(t.app, { name })),
  );
  const { listing } = await createPublishedListing(t.app, vendor.token, ids, { name: "Quillfeather Reviews Bindery" });
  return { t, ids, vendor, admin, readers, listingId: listing._id };
}

/** `account`'s review of a listing. */
export const postReview = (t: VendorTestApp, account: Account, listingId: string, rating: number, comment: string) =>
  callApi<Saved & ErrorBody>(t.app, "POST", `/api/listings/${listingId}/reviews`, account.token, { rating, comment });

/** A listing's public reviews page. */
export const listReviews = (t: VendorTestApp, listingId: string, query = "") =>
  callApi<ListingReviewsResponse & ErrorBody>(t.app, "GET", `/api/listings/${listingId}/reviews${query}`);

/** The rating columns the trigger keeps on the listing. */
export const listingRating = async (t: VendorTestApp, listingId: string) =>
  (
    await rows<{ rating_count: number; rating_sum: number; rating_average: string | null }>(
      t.database,
      sql`select rating_count, rating_sum, rating_average from listings where id = ${listingId}`,
    )
  )[0]!;
