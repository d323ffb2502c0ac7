import { FEATURED_LISTINGS_DEFAULT } from "@mp/contracts/featured-listings";
import type { ListingSummary } from "@mp/contracts/listing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { listingKeys } from "../../../lib/query-keys";

/** `GET /api/featured-listings?limit=8`: a fair random pick of the listings featured now. */
export async function getFeaturedListings(signal?: AbortSignal): Promise<ListingSummary[]> {
  const query = new URLSearchParams({ limit: String(FEATURED_LISTINGS_DEFAULT) });
  return (
    await apiGet(
      `/api/featured-listings?${query}`,
      // Imported with the call, out of the first view (ResponseSchema).
      async () => (await import("@mp/contracts/feature-ad")).featuredListingsResponseSchema,
      { signal },
    )
  ).result_value;
}

export function featuredListingsQueryOptions() {
  return queryOptions({
    queryKey: listingKeys.featured(FEATURED_LISTINGS_DEFAULT),
    queryFn: ({ signal }) => getFeaturedListings(signal),
  });
}

export function useFeaturedListings() {
  return useQuery(featuredListingsQueryOptions());
}
