import type { SearchKind, SearchResponse } from "@mp/contracts/search";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { searchKeys } from "../../../lib/query-keys-pages";

// Imported with the call, out of the page's first view (ResponseSchema in @mp/ui/lib/api-client).
const contract = async () => (await import("@mp/contracts/search")).searchResponseSchema;

export type SearchParams = { q: string; kind: SearchKind; categoryId: string; page: number };

/** `GET /api/search`: listings, jobs and freelancers matching `q`, with highlights and facets. */
export async function search(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  const query = new URLSearchParams({ q: params.q, kind: params.kind, page: String(params.page) });
  if (params.categoryId) query.set("categoryId", params.categoryId);
  return apiGet(`/api/search?${query}`, contract, { signal });
}

export function searchQueryOptions(params: SearchParams) {
  return queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => search(params, signal),
    enabled: params.q !== "",
  });
}

export function useSearch(params: SearchParams) {
  return useQuery({ ...searchQueryOptions(params), placeholderData: keepPreviousData });
}
