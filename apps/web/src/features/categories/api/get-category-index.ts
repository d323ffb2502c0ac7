import type { CategoryIndexEntry } from "@mp/contracts/category";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { categoryKeys } from "../../../lib/query-keys";

// Imported with the call, out of the page's first view (ResponseSchema in @mp/ui/lib/api-client).
const contract = async () => (await import("@mp/contracts/category")).categoryIndexResponseSchema;

/** `GET /api/category-index`: every category by name, each with its subcategories, in one call. */
export async function getCategoryIndex(signal?: AbortSignal): Promise<CategoryIndexEntry[]> {
  return (await apiGet("/api/category-index", contract, { signal })).result_value;
}

export function useCategoryIndex() {
  return useQuery({ queryKey: categoryKeys.index(), queryFn: ({ signal }) => getCategoryIndex(signal) });
}
