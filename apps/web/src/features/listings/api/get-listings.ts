import { listingPageResponseSchema, type ListingPageResponse, type ListingSort } from "@mp/contracts/listing";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";

/** A subcategory's listings as the products page asks for them; prices in cents. */
export type ListingFilters = {
  subcategoryId: string;
  q: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  isOpenNow: boolean;
  sort?: ListingSort;
  page: number;
  limit?: number;
};

/** `GET /api/listings?subcategoryId=…` with the filters, sort and page. */
export async function getListings(filters: ListingFilters, signal?: AbortSignal): Promise<ListingPageResponse> {
  const query = new URLSearchParams({ subcategoryId: filters.subcategoryId, page: String(filters.page) });
  if (filters.q) query.set("q", filters.q);
  if (filters.minPriceCents !== undefined) query.set("minPrice", String(filters.minPriceCents));
  if (filters.maxPriceCents !== undefined) query.set("maxPrice", String(filters.maxPriceCents));
  if (filters.isOpenNow) query.set("openNow", "true");
  if (filters.sort) query.set("sort", filters.sort);
  if (filters.limit) query.set("limit", String(filters.limit));
  return apiGet(`/api/listings?${query}`, listingPageResponseSchema, { signal });
}

export function listingsQueryOptions(filters: ListingFilters) {
  return queryOptions({
    queryKey: ["listings", filters],
    queryFn: ({ signal }) => getListings(filters, signal),
  });
}

export function useListings(filters: ListingFilters) {
  return useQuery({ ...listingsQueryOptions(filters), placeholderData: keepPreviousData });
}
