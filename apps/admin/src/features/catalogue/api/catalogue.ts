import {
  adminCatalogueIdResponseSchema,
  adminCatalogueResponseSchema,
  catalogueOrderResponseSchema,
  type AdminCatalogue,
  type AdminCategory,
  type AdminSubcategory,
  type CategoryDeleteInput,
  type CategoryInput,
  type SubcategoryInput,
} from "@mp/contracts/admin-catalogue";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPost, apiPut } from "../../../lib/api-client";
import { catalogueKeys } from "../../../lib/query-keys";

export type { AdminCatalogue, AdminCategory, AdminSubcategory };

export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.all,
    queryFn: async ({ signal }) =>
      (await apiGet("/api/admin/categories", adminCatalogueResponseSchema, { signal })).result_value,
  });

/** `GET /api/admin/categories`: the catalogue in the site's order, with what each holds. */
export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}

const path = (...parts: string[]) => `/api/admin/${parts.map(encodeURIComponent).join("/")}`;

/** Every write reads the catalogue again after it, whether it worked or not. */
function useCatalogueWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

export const useSaveCategory = () =>
  useCatalogueWrite(({ id, input }: { id: string | null; input: CategoryInput }) =>
    id
      ? apiPut(path("categories", id), input, adminCatalogueIdResponseSchema)
      : apiPost(path("categories"), input, adminCatalogueIdResponseSchema),
  );

export const useSaveSubcategory = () =>
  useCatalogueWrite(({ categoryId, id, input }: { categoryId: string; id: string | null; input: SubcategoryInput }) =>
    id
      ? apiPut(path("subcategories", id), input, adminCatalogueIdResponseSchema)
      : apiPost(path("categories", categoryId, "subcategories"), input, adminCatalogueIdResponseSchema),
  );

/** One place up or down; `kind` says whether a category or a subcategory moves. */
export const useMove = () =>
  useCatalogueWrite(
    ({ kind, id, direction }: { kind: "categories" | "subcategories"; id: string; direction: "up" | "down" }) =>
      apiPost(path(kind, id, "move"), { direction }, catalogueOrderResponseSchema),
  );

export const useDeleteCategory = () =>
  useCatalogueWrite(({ id, input }: { id: string; input: CategoryDeleteInput }) =>
    apiDelete(path("categories", id), input, adminCatalogueIdResponseSchema),
  );

export const useDeleteSubcategory = () =>
  useCatalogueWrite(({ id, targetSubcategoryId }: { id: string; targetSubcategoryId: string | null }) =>
    apiDelete(path("subcategories", id), { targetSubcategoryId }, adminCatalogueIdResponseSchema),
  );
