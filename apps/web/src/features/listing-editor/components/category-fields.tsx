import type { ListingInputParsed } from "@mp/contracts/vendor-listing";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { Field } from "../../../components/ui/field";
import { useCategories, useSubcategories } from "../../../lib/categories-api";
import type { ListingFormValues } from "../listing-form-values";

type CategoryFieldsProps = { form: UseFormReturn<ListingFormValues, unknown, ListingInputParsed> };

/**
 * Category, then one of its subcategories: where the listing appears when people browse.
 * Controlled selects: their options arrive after the form's values, and must still show them.
 */
export function CategoryFields({ form }: CategoryFieldsProps) {
  const categoryId = useWatch({ control: form.control, name: "categoryId" });
  const categories = useCategories("");
  const subcategories = useSubcategories(categoryId);
  const { errors } = form.formState;

  return (
    <div className="form-pair">
      <Field
        label="Category"
        error={errors.categoryId?.message ?? (categories.isError ? categories.error.message : undefined)}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field }) => (
              <select
                {...control}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  form.setValue("subcategoryId", "");
                }}
                disabled={categories.isPending}
                className="field__input"
              >
                <option value="">{categories.isPending ? "Loading categories…" : "Choose a category"}</option>
                {categories.data?.map((option) => (
                  <option key={option._id} value={option._id}>
                    {option.categoryName}
                  </option>
                ))}
              </select>
            )}
          />
        )}
      </Field>
      <Field
        label="Subcategory"
        error={errors.subcategoryId?.message ?? (subcategories.isError ? subcategories.error.message : undefined)}
        hint={categoryId ? undefined : "Choose a category first."}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="subcategoryId"
            render={({ field }) => (
              <select
                {...control}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value)}
                disabled={!categoryId || subcategories.isPending}
                className="field__input"
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
              </select>
            )}
          />
        )}
      </Field>
    </div>
  );
}
