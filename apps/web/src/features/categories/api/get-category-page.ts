import { CATEGORY_PAGE_SIZE, categoryListResponseSchema, type Category } from "@mp/contracts/category";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { categoryKeys } from "../../../lib/query-keys";

export type CategoryPage = { categories: Category[]; hasMore: boolean; currentPage: number };

/** `GET /api/category?page=&limit=16&search=`: one page of the categories sorted by name. */
export async function getCategoryPage(
  { page, search }: { page: number; search: string },
  signal?: AbortSignal,
): Promise<CategoryPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(CATEGORY_PAGE_SIZE), search });
  const body = await apiGet(`/api/category?${query}`, categoryListResponseSchema, { signal });
  return {
    categories: body.result_value,
    hasMore: body.meta?.hasMore ?? false,
    currentPage: body.meta?.currentPage ?? page,
  };
}

export function categoryPageQueryOptions(page: number, search: string) {
  return queryOptions({
    queryKey: categoryKeys.page(page, search),
    queryFn: ({ signal }) => getCategoryPage({ page, search }, signal),
  });
}

/** The previous page stays on screen while the next loads, so Previous/Next do not jump. */
export function useCategoryPage(page: number, search: string) {
  return useQuery({ ...categoryPageQueryOptions(page, search), placeholderData: keepPreviousData });
}
