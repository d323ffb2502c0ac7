import type { ListingDetail } from "@mp/contracts/listing";
import type { ListingReview } from "@mp/contracts/review";
import { listingStructuredData, toJsonLd } from "../structured-data";

/**
 * The listing's schema.org data for search engines. A JSON-LD block is data, never executed,
 * so the CSP's `script-src 'self'` does not apply to it (the browser suite checks there is no
 * violation). `origin` is the site's public address (the same on the server and in the browser).
 */
export function ListingStructuredData({
  listing,
  origin,
  reviews,
}: {
  listing: ListingDetail;
  origin: string;
  /** The reviews the page shows (its first page), for the `review` items. */
  reviews?: readonly ListingReview[] | undefined;
}) {
  return <script type="application/ld+json">{toJsonLd(listingStructuredData(listing, origin, reviews))}</script>;
}
