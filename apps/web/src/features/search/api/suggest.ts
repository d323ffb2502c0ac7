import type { Suggestion } from "@mp/contracts/search";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { searchKeys } from "../../../lib/query-keys-pages";

// Imported with the call, out of the page's first view (ResponseSchema in @mp/ui/lib/api-client).
const contract = async () => (await import("@mp/contracts/search")).suggestResponseSchema;

/** `GET /api/search/suggest?q=`: a few categories, subcategories and listings to complete `q`. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const body = await apiGet(`/api/search/suggest?${new URLSearchParams({ q })}`, contract, { signal });
  return body.result_value;
}

export function suggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: searchKeys.suggest(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.length >= 2,
    staleTime: 60_000,
  });
}

export function useSuggestions(q: string) {
  return useQuery(suggestionsQueryOptions(q));
}
