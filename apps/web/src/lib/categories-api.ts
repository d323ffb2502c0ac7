import type { Category, Subcategory } from "@mp/contracts/category";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "./api-client";
import { categoryKeys } from "./query-keys";

// The categories are read by the menus, the home page, the filters and the vendors' forms: one
// fetcher and one cache entry for each, whoever reads it. They change rarely. The contract is
// imported with the call, out of the first view (ResponseSchema in @mp/ui/lib/api-client).
const contract = () => import("@mp/contracts/category");
const staleTime = 5 * 60_000;

/** `GET /api/category`: every category sorted by name, or those whose name contains `search`. */
export async function getCategories({ search }: { search: string }, signal?: AbortSignal): Promise<Category[]> {
  const query = search ? `?${new URLSearchParams({ search })}` : "";
  const body = await apiGet(`/api/category${query}`, async () => (await contract()).categoryListResponseSchema, {
    signal,
  });
  return body.result_value;
}

export function categoriesQueryOptions(search: string) {
  return queryOptions({
    queryKey: categoryKeys.list(search),
    queryFn: ({ signal }) => getCategories({ search }, signal),
    staleTime,
  });
}

/** While a new search loads, the previous results stay on screen (flagged `isPlaceholderData`). */
export function useCategories(search: string) {
  return useQuery({ ...categoriesQueryOptions(search), placeholderData: keepPreviousData });
}

/** `GET /api/subcategory/{categoryId}`: the category's subcategories sorted by name. */
export async function getSubcategories(categoryId: string, signal?: AbortSignal): Promise<Subcategory[]> {
  const body = await apiGet(
    `/api/subcategory/${encodeURIComponent(categoryId)}`,
    async () => (await contract()).subcategoryListResponseSchema,
    { signal },
  );
  return body.result_value;
}

export function subcategoriesQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: categoryKeys.subcategories(categoryId),
    queryFn: ({ signal }) => getSubcategories(categoryId, signal),
    staleTime,
  });
}

/** Idle while `categoryId` is empty (no category chosen yet). */
export function useSubcategories(categoryId: string) {
  return useQuery({ ...subcategoriesQueryOptions(categoryId), enabled: categoryId !== "" });
}
