import { vendorPageResponseSchema, type VendorPageResponse } from "@mp/contracts/vendor-profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { vendorPageKeys } from "../../../lib/query-keys-pages";

/** `GET /api/vendors/{id}?page=`: the public profile and a page of the vendor's published listings. */
export function vendorPageQueryOptions(id: string, page: number) {
  return queryOptions({
    queryKey: vendorPageKeys.page(id, page),
    queryFn: ({ signal }): Promise<VendorPageResponse> =>
      apiGet(`/api/vendors/${encodeURIComponent(id)}?page=${page}`, vendorPageResponseSchema, { signal }),
    // The previous page of the same vendor stays on screen while the next one loads; another vendor's never does.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
  });
}

/** The whole answer. */
export function useVendorPage(id: string, page: number) {
  return useQuery(vendorPageQueryOptions(id, page));
}

/** The same answer as a plain page of listings, for the paged-results frame. */
export function useVendorListingsPage(id: string, page: number) {
  return useQuery({
    ...vendorPageQueryOptions(id, page),
    select: (body) => ({ result_value: body.result_value.listings, meta: body.meta }),
  });
}
