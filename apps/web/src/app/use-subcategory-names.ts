import { useMemo } from "react";
import { useCategoryIndex } from "../features/categories/api/get-category-index";

/**
 * Every subcategory's name by id, for the listing cards' category line. One cached read of the
 * category index (a content-ETag'd answer, decision 029) rather than a join in every listing query;
 * undefined until it has loaded, when the cards say "Business" or "Product" instead.
 */
export function useSubcategoryNames(): ReadonlyMap<string, string> | undefined {
  const index = useCategoryIndex();
  return useMemo(() => {
    if (!index.data) return undefined;
    const names = new Map<string, string>();
    for (const category of index.data) {
      for (const subcategory of category.subcategories) names.set(subcategory._id, subcategory.subCategoryName);
    }
    return names;
  }, [index.data]);
}
