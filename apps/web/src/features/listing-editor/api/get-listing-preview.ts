import { listingPreviewResponseSchema } from "@mp/contracts/vendor-listing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { listingPath } from "./vendor-client";
import { vendorKeys } from "../../../lib/query-keys-pages";

/** `GET /api/vendor/listings/{id}/preview`: the listing as its public page will show it, whatever its status. */
export function listingPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: vendorKeys.listing.preview(id),
    queryFn: async ({ signal }) =>
      (await apiGet(listingPath(id, "/preview"), listingPreviewResponseSchema, { signal, auth: true })).result_value,
  });
}

export function useListingPreview(id: string) {
  return useQuery(listingPreviewQueryOptions(id));
}
