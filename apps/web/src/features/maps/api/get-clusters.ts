import type { ListingClusters } from "@mp/contracts/listing-clusters";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { queryString } from "../../../lib/query-string";
import { listingKeys } from "../../../lib/query-keys";
import type { Viewport } from "../cluster-view";

const contract = async () => (await import("@mp/contracts/listing-clusters")).listingClustersResponseSchema;

/**
 * The list's filters, as `GET /api/listings` takes them (the map and the list agree); with
 * `match: "search"`, `q` finds what `GET /api/search` finds (the map of the search page).
 */
export type ClusterFilters = {
  match?: "search";
  subcategoryId?: string;
  categoryId?: string;
  kind?: "business" | "product";
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  openNow?: boolean;
};

export function clustersUrl(filters: ClusterFilters, viewport: Viewport): string {
  const query = queryString({
    bbox: viewport.bbox,
    zoom: viewport.zoom,
    match: filters.match,
    subcategoryId: filters.subcategoryId,
    categoryId: filters.categoryId,
    kind: filters.kind,
    q: filters.q,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    openNow: filters.openNow,
  });
  return `/api/listings/clusters?${query}`;
}

/** `GET /api/listings/clusters`: a move aborts the request of the view it left (TanStack Query's signal). */
export function useClusters(filters: ClusterFilters, viewport: Viewport) {
  return useQuery({
    queryKey: listingKeys.clusters(filters, viewport),
    queryFn: async ({ signal }): Promise<ListingClusters> =>
      (await apiGet(clustersUrl(filters, viewport), contract, { signal })).result_value,
    placeholderData: keepPreviousData,
  });
}
