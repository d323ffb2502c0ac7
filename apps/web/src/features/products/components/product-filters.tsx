import type { Category } from "@mp/contracts/category";
import type { ListingSort } from "@mp/contracts/listing";
import "../../../components/ui/browse-tools.css";
import { CategoryFilter } from "../../../components/ui/category-filter";
import { ListingSortOptions, SortField } from "../../../components/ui/sort-field";

/** The listing sorts the product list offers. */
export type ProductSort = Extract<ListingSort, "newest" | "price_asc" | "price_desc" | "rating">;
/** The filters as the URL carries them ("" for all categories or the default sort). */
export type ProductFilterValues = { categoryId: string; sort: ProductSort | "" };

type ProductFiltersProps = {
  values: ProductFilterValues;
  /** The category choices; undefined while they load. */
  categories: readonly Category[] | undefined;
  onChange: (values: ProductFilterValues) => void;
};

/** Category and sort of the marketplace's products; each change applies at once. */
export function ProductFilters({ values, categories, onChange }: ProductFiltersProps) {
  return (
    <form className="browse-filters" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <CategoryFilter
        value={values.categoryId}
        categories={categories}
        onChange={(categoryId) => onChange({ ...values, categoryId })}
      />
      <SortField<ProductSort> value={values.sort || "newest"} onChange={(sort) => onChange({ ...values, sort })}>
        <ListingSortOptions />
      </SortField>
    </form>
  );
}
