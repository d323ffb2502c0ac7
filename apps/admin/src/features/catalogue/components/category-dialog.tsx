import { categoryInputSchema } from "@mp/contracts/admin-catalogue";
import { useState } from "react";
import { Field } from "@mp/ui/components/field.tsx";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useSaveCategory, type AdminCategory } from "../api/catalogue";
import { CatalogueFormDialog } from "./catalogue-form-dialog";
import { ImagePicker } from "./image-picker";

type CategoryDialogProps = {
  /** The category to edit, or null to create one. */
  category: AdminCategory | null;
  iconNames: string[];
  onClose: () => void;
};

const iconPath = (name: string) => `/art/icons/${name}.svg`;

/** Create or edit a category: name, slug (made from the name when empty), a named icon or an uploaded image, hue. */
export function CategoryDialog({ category, iconNames, onClose }: CategoryDialogProps) {
  const save = useSaveCategory();
  const [uploaded, setUploaded] = useState(category?.iconImage ? { url: category.iconImage.url } : null);
  const form = useSchemaForm(categoryInputSchema, {
    defaultValues: {
      name: category?.name ?? "",
      slug: category?.slug ?? "",
      iconName: category?.iconName ?? (category ? null : (iconNames[0] ?? null)),
      iconImageId: category?.iconImage?._id ?? null,
      hue: category?.hue ?? 210,
    },
  });
  const { errors } = form.formState;
  const iconName = form.watch("iconName");
  const hue = form.watch("hue");

  return (
    <CatalogueFormDialog
      title={category ? `Edit ${category.name}` : "New category"}
      form={form}
      save={async (input) => {
        await save.mutateAsync({ id: category?._id ?? null, input });
        notify.success(category ? "Category saved." : "Category created.");
        onClose();
      }}
      fields={["name", "slug", "iconName", "iconImageId", "hue"]}
      isBusy={save.isPending}
      submitLabel={category ? "Save" : "Create"}
      onClose={onClose}
    >
      <div className="catalogue-form__icon">
        <Field label="Icon" hint="Shown unless an image is uploaded below." error={errors.iconName?.message}>
          {(control) => (
            <select
              className="field__input"
              {...control}
              value={iconName ?? ""}
              onChange={(event) => form.setValue("iconName", event.currentTarget.value || null, { shouldDirty: true })}
            >
              <option value="">No named icon</option>
              {iconNames.map((name) => (
                <option key={name} value={name}>
                  {name.replace(/-/g, " ")}
                </option>
              ))}
            </select>
          )}
        </Field>
        {iconName && (
          <img className="catalogue-form__icon-preview" src={iconPath(iconName)} alt="" width={40} height={40} />
        )}
      </div>
      <ImagePicker
        label="Icon image (optional)"
        hint="A square image works best; it replaces the named icon."
        previewUrl={uploaded?.url ?? null}
        onChange={(image) => {
          setUploaded(image);
          form.setValue("iconImageId", image?.id ?? null);
        }}
        error={errors.iconImageId?.message}
      />
      <Field label="Hue (0–359)" hint="The accent colour of the category's tiles." error={errors.hue?.message}>
        {(control) => (
          <div className="catalogue-form__hue">
            <input
              className="field__input"
              type="number"
              min={0}
              max={359}
              step={1}
              inputMode="numeric"
              {...control}
              {...form.register("hue", { valueAsNumber: true })}
            />
            <span
              className="catalogue-form__swatch"
              style={{ background: `hsl(${Number(hue) || 0} 70% 55%)` }}
              aria-hidden="true"
            />
          </div>
        )}
      </Field>
    </CatalogueFormDialog>
  );
}
