import { categoryListResponseSchema } from "@mp/contracts/category";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";

/** `GET /api/category` without paging: the top-level categories a banner may be placed in, by name. */
export function useBannerCategories() {
  return useQuery(
    queryOptions({
      queryKey: ["banner-ads", "categories"],
      queryFn: async ({ signal }) =>
        (await apiGet("/api/category", categoryListResponseSchema, { signal })).result_value,
      staleTime: 5 * 60_000,
    }),
  );
}
