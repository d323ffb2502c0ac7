import type { Category } from "@mp/contracts/category";
import { useId } from "react";
import "@mp/ui/components/field.css";

type CategoryFilterProps = {
  /** A category id, or "" for all. */
  value: string;
  /** Undefined while they load: the list then offers "All categories" only. */
  categories: readonly Category[] | undefined;
  onChange: (categoryId: string) => void;
};

/** The browse pages' "Category" field of their filter bar (components/ui/browse-tools.css). */
export function CategoryFilter({ value, categories, onChange }: CategoryFilterProps) {
  const id = useId();
  return (
    <div className="browse-filters__field">
      <label htmlFor={id}>Category</label>
      <select
        className="field__input"
        id={id}
        name="categoryId"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All categories</option>
        {categories?.map((category) => (
          <option key={category._id} value={category._id}>
            {category.categoryName}
          </option>
        ))}
      </select>
    </div>
  );
}
