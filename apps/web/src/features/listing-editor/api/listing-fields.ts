import { listingFieldsResponseSchema as fieldsResponse, type ListingField } from "@mp/contracts/vendor-listing";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPut } from "../../../lib/api-client";
import { listingPath } from "./vendor-client";
import { vendorKeys } from "../../../lib/query-keys-pages";

/** `GET /api/vendor/listings/{id}/fields`: the custom fields, in order. */
export function listingFieldsQueryOptions(id: string) {
  return queryOptions({
    queryKey: vendorKeys.listing.fields(id),
    queryFn: async ({ signal }) =>
      (await apiGet(listingPath(id, "/fields"), fieldsResponse, { signal, auth: true })).result_value,
  });
}

export function useListingFields(id: string) {
  return useQuery(listingFieldsQueryOptions(id));
}

/** `PUT /api/vendor/listings/{id}/fields { fields }`: replaces the whole list, in order. */
export function useSaveListingFields(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: ListingField[]) =>
      (await apiPut(listingPath(id, "/fields"), { fields }, fieldsResponse, { auth: true })).result_value,
    onSuccess: (fields) => {
      queryClient.setQueryData(listingFieldsQueryOptions(id).queryKey, fields);
      return queryClient.invalidateQueries({ queryKey: vendorKeys.listing.preview(id) });
    },
  });
}
