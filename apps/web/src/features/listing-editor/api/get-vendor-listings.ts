import { vendorListingPageResponseSchema as pageResponse } from "@mp/contracts/vendor-listing";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { vendorKeys } from "../../../lib/query-keys-pages";

export const VENDOR_LISTINGS_PAGE_SIZE = 20;

/** `GET /api/vendor/listings?page=&limit=`: the signed-in vendor's listings, last updated first. */
export function vendorListingsQueryOptions(page: number) {
  return queryOptions({
    queryKey: vendorKeys.listings.page(page),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/vendor/listings?${new URLSearchParams({ page: String(page), limit: String(VENDOR_LISTINGS_PAGE_SIZE) })}`,
        pageResponse,
        { signal, auth: true },
      ),
  });
}

/** While the next page loads, the current one stays on screen (flagged `isPlaceholderData`). */
export function useVendorListings(page: number) {
  return useQuery({ ...vendorListingsQueryOptions(page), placeholderData: keepPreviousData });
}
