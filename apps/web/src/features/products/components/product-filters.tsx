import type { Category } from "@mp/contracts/category";
import type { ListingSort } from "@mp/contracts/listing";
import { useId } from "react";
import "../../../components/ui/browse-tools.css";
import { CategoryFilter } from "../../../components/ui/category-filter";

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
  const id = useId();
  return (
    <form className="browse-filters" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <CategoryFilter
        value={values.categoryId}
        categories={categories}
        onChange={(categoryId) => onChange({ ...values, categoryId })}
      />
      <div className="browse-filters__field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={values.sort || "newest"}
          onChange={(e) => onChange({ ...values, sort: e.target.value as ProductSort })}
        >
          <option value="newest">Newest</option>
          <option value="price_asc">Price: low to high</option>
          <option value="price_desc">Price: high to low</option>
          <option value="rating">Top rated</option>
        </select>
      </div>
    </form>
  );
}
