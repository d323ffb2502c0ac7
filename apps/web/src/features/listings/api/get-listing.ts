import type { ListingDetail } from "@mp/contracts/listing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { listingKeys } from "../../../lib/query-keys";

// Imported with the call, out of the page's first view (ResponseSchema in @mp/ui/lib/api-client).
const contract = async () => (await import("@mp/contracts/listing")).listingDetailResponseSchema;

/** `GET /api/listings/{id}`: one listing with its description, contact and opening hours. */
export async function getListing(id: string, signal?: AbortSignal): Promise<ListingDetail> {
  const body = await apiGet(`/api/listings/${encodeURIComponent(id)}`, contract, { signal });
  return body.result_value;
}

export function listingQueryOptions(id: string) {
  return queryOptions({ queryKey: listingKeys.detail(id), queryFn: ({ signal }) => getListing(id, signal) });
}

export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}
