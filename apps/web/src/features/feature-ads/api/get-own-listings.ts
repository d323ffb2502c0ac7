import { vendorListingPageResponseSchema } from "@mp/contracts/vendor-listing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { vendorKeys } from "../../../lib/query-keys-pages";

/** The most listings one page of `GET /api/vendor/listings` gives: more than any plan allows today. */
const OWN_LISTINGS_LIMIT = 100;

/** The signed-in vendor's listings, for choosing the one to feature (only published ones can be). */
export function ownListingsQueryOptions() {
  return queryOptions({
    queryKey: vendorKeys.listings.page(1, OWN_LISTINGS_LIMIT),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/vendor/listings?${new URLSearchParams({ page: "1", limit: String(OWN_LISTINGS_LIMIT) })}`,
          vendorListingPageResponseSchema,
          { signal, auth: true },
        )
      ).result_value,
  });
}

export function useOwnListings() {
  return useQuery(ownListingsQueryOptions());
}
