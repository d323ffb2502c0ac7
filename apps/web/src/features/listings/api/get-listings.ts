import type { ListingKind, ListingPageResponse, ListingSort } from "@mp/contracts/listing";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { queryString } from "../../../lib/query-string";
import { listingKeys } from "../../../lib/query-keys";

// Imported with the call, out of the page's first view (ResponseSchema in @mp/ui/lib/api-client).
const contract = async () => (await import("@mp/contracts/listing")).listingPageResponseSchema;

/**
 * Listings as the pages ask for them: a subcategory's (/products), a category's, or the whole
 * marketplace's (/ourproducts with `kind: "product"`); prices in cents.
 */
export type ListingFilters = {
  subcategoryId?: string;
  categoryId?: string;
  kind?: ListingKind;
  q?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  isOpenNow?: boolean;
  sort?: ListingSort;
  page: number;
  limit?: number;
};

/** `GET /api/listings?subcategoryId=…&categoryId=…&kind=…` with the filters, sort and page. */
export async function getListings(filters: ListingFilters, signal?: AbortSignal): Promise<ListingPageResponse> {
  const query = queryString({
    subcategoryId: filters.subcategoryId,
    categoryId: filters.categoryId,
    kind: filters.kind,
    page: filters.page,
    q: filters.q,
    minPrice: filters.minPriceCents,
    maxPrice: filters.maxPriceCents,
    openNow: filters.isOpenNow,
    sort: filters.sort,
    limit: filters.limit,
  });
  return apiGet(`/api/listings?${query}`, contract, { signal });
}

export function listingsQueryOptions(filters: ListingFilters) {
  return queryOptions({
    queryKey: listingKeys.list(filters),
    queryFn: ({ signal }) => getListings(filters, signal),
  });
}

export function useListings(filters: ListingFilters) {
  return useQuery({ ...listingsQueryOptions(filters), placeholderData: keepPreviousData });
}
