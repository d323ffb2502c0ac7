import { categoryListResponseSchema, type Category } from "@mp/contracts/category";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";

/** `GET /api/category`: every category sorted by name, or those whose name contains `search`. */
export async function getCategories({ search }: { search: string }, signal?: AbortSignal): Promise<Category[]> {
  const query = search ? `?${new URLSearchParams({ search })}` : "";
  const body = await apiGet(`/api/category${query}`, categoryListResponseSchema, { signal });
  return body.result_value;
}

export function categoriesQueryOptions(search: string) {
  return queryOptions({
    queryKey: ["categories", { search }],
    queryFn: ({ signal }) => getCategories({ search }, signal),
  });
}

/** While a new search loads, the previous results stay on screen (flagged `isPlaceholderData`). */
export function useCategories(search: string) {
  return useQuery({ ...categoriesQueryOptions(search), placeholderData: keepPreviousData });
}
