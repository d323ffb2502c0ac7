import type { ListingClusters } from "@mp/contracts/listing-clusters";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
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
  const query = new URLSearchParams({ bbox: viewport.bbox, zoom: String(viewport.zoom) });
  if (filters.match) query.set("match", filters.match);
  if (filters.subcategoryId) query.set("subcategoryId", filters.subcategoryId);
  if (filters.categoryId) query.set("categoryId", filters.categoryId);
  if (filters.kind) query.set("kind", filters.kind);
  if (filters.q) query.set("q", filters.q);
  if (filters.minPrice !== undefined) query.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== undefined) query.set("maxPrice", String(filters.maxPrice));
  if (filters.openNow) query.set("openNow", "true");
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
