import type { ListingDetail } from "@mp/contracts/listing";
import { listingStructuredData, toJsonLd } from "../structured-data";

/**
 * The listing's schema.org data for search engines. A JSON-LD block is data, never executed,
 * so the CSP's `script-src 'self'` does not apply to it (the browser suite checks there is no
 * violation).
 */
export function ListingStructuredData({ listing }: { listing: ListingDetail }) {
  return <script type="application/ld+json">{toJsonLd(listingStructuredData(listing, window.location.origin))}</script>;
}
