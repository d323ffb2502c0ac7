import type { ListingSummary } from "@mp/contracts/listing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { listingKeys } from "../../../lib/query-keys";

/** How many listings the home page's "New listings" shows. */
export const NEW_LISTINGS_COUNT = 8;

/** `GET /api/listings?sort=newest&limit=8`: the newest published listings of every subcategory. */
export async function getNewListings(signal?: AbortSignal): Promise<ListingSummary[]> {
  const query = new URLSearchParams({ sort: "newest", limit: String(NEW_LISTINGS_COUNT) });
  const body = await apiGet(
    `/api/listings?${query}`,
    // Imported with the call, out of the first view (ResponseSchema).
    async () => (await import("@mp/contracts/listing")).listingPageResponseSchema,
    { signal },
  );
  return body.result_value;
}

export function newListingsQueryOptions() {
  return queryOptions({
    queryKey: listingKeys.newest(NEW_LISTINGS_COUNT),
    queryFn: ({ signal }) => getNewListings(signal),
  });
}

export function useNewListings() {
  return useQuery(newListingsQueryOptions());
}
