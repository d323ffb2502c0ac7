import type { ListingInputParsed } from "@mp/contracts/vendor-listing";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { SelectField } from "../../../components/ui/select-field";
import { useCategories, useSubcategories } from "../../../lib/categories-api";
import type { ListingFormValues } from "../listing-form-values";

type CategoryFieldsProps = { form: UseFormReturn<ListingFormValues, unknown, ListingInputParsed> };

/**
 * Category, then one of its subcategories: where the listing appears when people browse.
 */
export function CategoryFields({ form }: CategoryFieldsProps) {
  const categoryId = useWatch({ control: form.control, name: "categoryId" });
  const categories = useCategories("");
  const subcategories = useSubcategories(categoryId);
  const { errors } = form.formState;

  return (
    <div className="form-pair">
      <SelectField
        control={form.control}
        name="categoryId"
        label="Category"
        error={errors.categoryId?.message ?? (categories.isError ? categories.error.message : undefined)}
        onChosen={() => form.setValue("subcategoryId", "")}
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
        name="subcategoryId"
        label="Subcategory"
        error={errors.subcategoryId?.message ?? (subcategories.isError ? subcategories.error.message : undefined)}
        hint={categoryId ? undefined : "Choose a category first."}
        disabled={!categoryId || subcategories.isPending}
      >
        <option value="">
          {categoryId && subcategories.isPending
            ? "Loading subcategories…"
            : subcategories.data?.length === 0
              ? "No subcategories in this category"
              : "Choose a subcategory"}
        </option>
        {subcategories.data?.map((option) => (
          <option key={option._id} value={option._id}>
            {option.subCategoryName}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
