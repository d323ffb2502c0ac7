import {
  deletedResponseSchema,
  vendorListingResponseSchema as listingResponse,
  type ListingInputParsed,
  type VendorListing,
} from "@mp/contracts/vendor-listing";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPost, apiPut } from "../../../lib/api-client";
import { listingPath } from "./vendor-client";
import { vendorKeys } from "../../../lib/query-keys-pages";

/** `GET /api/vendor/listings/{id}`: the owner's view of a listing, whatever its status. */
export function vendorListingQueryOptions(id: string) {
  return queryOptions({
    queryKey: vendorKeys.listing.detail(id),
    queryFn: async ({ signal }) =>
      (await apiGet(listingPath(id), listingResponse, { signal, auth: true })).result_value,
  });
}

export function useVendorListing(id: string) {
  return useQuery(vendorListingQueryOptions(id));
}

/** `POST /api/vendor/listings` (a new draft) or `PUT /api/vendor/listings/{id}`. */
export async function saveListing(input: ListingInputParsed, id?: string): Promise<VendorListing> {
  const body = id
    ? await apiPut(listingPath(id), input, listingResponse, { auth: true })
    : await apiPost("/api/vendor/listings", input, listingResponse, { auth: true });
  return body.result_value;
}

export type ListingAction = "publish" | "unpublish" | "delete";

/** Publish, unpublish (`POST …/{id}/publish|unpublish`) or delete (`DELETE …/{id}`) a listing. */
export async function changeListing(id: string, action: ListingAction): Promise<VendorListing | null> {
  if (action === "delete") {
    await apiDelete(listingPath(id), deletedResponseSchema, { auth: true });
    return null;
  }
  return (await apiPost(listingPath(id, `/${action}`), undefined, listingResponse, { auth: true })).result_value;
}

/** The action as a mutation; every vendor query of the listing is refreshed after it. */
export function useListingAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ListingAction) => changeListing(id, action),
    onSuccess: (listing) => {
      if (listing) {
        queryClient.setQueryData(vendorListingQueryOptions(id).queryKey, listing);
        return queryClient.invalidateQueries({ queryKey: vendorKeys.all });
      }
      // A deleted listing's own queries would only answer 404 now.
      queryClient.removeQueries({ queryKey: vendorKeys.listing.detail(id) });
      return queryClient.invalidateQueries({ queryKey: vendorKeys.listings.all });
    },
  });
}
