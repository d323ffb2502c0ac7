import { subcategoryListResponseSchema, type Subcategory } from "@mp/contracts/category";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";

/** `GET /api/subcategory/{categoryId}`: the category's subcategories sorted by name. */
export async function getSubcategories(categoryId: string, signal?: AbortSignal): Promise<Subcategory[]> {
  const body = await apiGet(`/api/subcategory/${encodeURIComponent(categoryId)}`, subcategoryListResponseSchema, {
    signal,
  });
  return body.result_value;
}

export function subcategoriesQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: ["subcategories", categoryId],
    queryFn: ({ signal }) => getSubcategories(categoryId, signal),
  });
}

export function useSubcategories(categoryId: string) {
  return useQuery(subcategoriesQueryOptions(categoryId));
}
