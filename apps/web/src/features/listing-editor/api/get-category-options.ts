import { categoryListResponseSchema, subcategoryListResponseSchema } from "@mp/contracts/category";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";

/** `GET /api/category` without paging: every category, sorted by name, for the listing form. */
export function useCategoryOptions() {
  return useQuery(
    queryOptions({
      queryKey: ["vendor", "category-options"],
      queryFn: async ({ signal }) =>
        (await apiGet("/api/category", categoryListResponseSchema, { signal })).result_value,
      staleTime: 5 * 60_000,
    }),
  );
}

/** `GET /api/subcategory/{categoryId}`: the chosen category's subcategories; idle until one is chosen. */
export function useSubcategoryOptions(categoryId: string) {
  return useQuery(
    queryOptions({
      queryKey: ["vendor", "subcategory-options", categoryId],
      queryFn: async ({ signal }) =>
        (
          await apiGet(`/api/subcategory/${encodeURIComponent(categoryId)}`, subcategoryListResponseSchema, {
            signal,
          })
        ).result_value,
      enabled: categoryId !== "",
      staleTime: 5 * 60_000,
    }),
  );
}
