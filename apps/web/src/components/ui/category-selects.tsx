import type { ReactNode } from "react";
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";
import { useCategories, useSubcategories } from "../../lib/categories-api";
import { SelectField } from "./select-field";

type CategoryValues = { categoryId: string; subcategoryId: string };

/** What is known of the chosen category, for the words of the subcategory list's first option. */
export type SubcategoryState = { categoryId: string; isPending: boolean; isEmpty: boolean };

type CategorySelectsProps<V extends CategoryValues, TOut extends FieldValues> = {
  form: UseFormReturn<V, unknown, TOut>;
  /** "Subcategory" unless said, e.g. "Subcategory (optional)". */
  subcategoryLabel?: string;
  /** The subcategory list's first option (its empty value). */
  subcategoryPrompt: (state: SubcategoryState) => string;
  /** Under the subcategory while no category is chosen. */
  subcategoryHint?: ReactNode;
};

/**
 * A category, then one of its subcategories (loaded when the category is chosen), side by side:
 * choosing another category clears the subcategory.
 */
export function CategorySelects<V extends CategoryValues, TOut extends FieldValues>({
  form,
  subcategoryLabel = "Subcategory",
  subcategoryPrompt,
  subcategoryHint,
}: CategorySelectsProps<V, TOut>) {
  // The two are keys of every V here; TypeScript cannot see a generic V's paths.
  const names = { category: "categoryId" as Path<V>, subcategory: "subcategoryId" as Path<V> };
  const categoryId = useWatch({ control: form.control, name: names.category }) as string;
  const categories = useCategories("");
  const subcategories = useSubcategories(categoryId);
  const messageOf = (name: Path<V>, failure: Error | null) =>
    form.getFieldState(name, form.formState).error?.message ?? failure?.message;
  const state = { categoryId, isPending: subcategories.isPending, isEmpty: subcategories.data?.length === 0 };

  return (
    <div className="form-pair">
      <SelectField
        control={form.control}
        name={names.category}
        label="Category"
        error={messageOf(names.category, categories.error)}
        onChosen={() => form.setValue(names.subcategory, "" as PathValue<V, Path<V>>)}
        disabled={categories.isPending}
      >
        <option value="">{categories.isPending ? "Loading categories…" : "Choose a category"}</option>
        {categories.data?.map((option) => (
          <option key={option._id} value={option._id}>
            {option.categoryName}
          </option>
        ))}
      </SelectField>
      <SelectField
        control={form.control}
        name={names.subcategory}
        label={subcategoryLabel}
        error={messageOf(names.subcategory, subcategories.error)}
        hint={categoryId ? undefined : subcategoryHint}
        disabled={!categoryId || subcategories.isPending}
      >
        <option value="">{subcategoryPrompt(state)}</option>
        {subcategories.data?.map((option) => (
          <option key={option._id} value={option._id}>
            {option.subCategoryName}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
