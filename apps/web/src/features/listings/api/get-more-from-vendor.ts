import type { ListingSummary } from "@mp/contracts/listing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { listingKeys } from "../../../lib/query-keys";

// Imported with the call, out of the page's first view (ResponseSchema in @mp/ui/lib/api-client).
const contract = async () => (await import("@mp/contracts/listing")).moreFromVendorResponseSchema;

/** `GET /api/listings/{id}/more-from-vendor`: up to four other published listings of the vendor. */
export async function getMoreFromVendor(id: string, signal?: AbortSignal): Promise<ListingSummary[]> {
  const body = await apiGet(`/api/listings/${encodeURIComponent(id)}/more-from-vendor`, contract, { signal });
  return body.result_value;
}

export function moreFromVendorQueryOptions(id: string) {
  return queryOptions({
    queryKey: listingKeys.moreFromVendor(id),
    queryFn: ({ signal }) => getMoreFromVendor(id, signal),
  });
}

export function useMoreFromVendor(id: string) {
  return useQuery(moreFromVendorQueryOptions(id));
}
