import { listingDetailResponseSchema, type ListingDetail } from "@mp/contracts/listing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { listingKeys } from "../../../lib/query-keys";

/** `GET /api/listings/{id}`: one listing with its description, contact and opening hours. */
export async function getListing(id: string, signal?: AbortSignal): Promise<ListingDetail> {
  const body = await apiGet(`/api/listings/${encodeURIComponent(id)}`, listingDetailResponseSchema, { signal });
  return body.result_value;
}

export function listingQueryOptions(id: string) {
  return queryOptions({ queryKey: listingKeys.detail(id), queryFn: ({ signal }) => getListing(id, signal) });
}

export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}
