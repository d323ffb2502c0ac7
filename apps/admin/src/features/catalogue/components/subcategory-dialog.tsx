import { subcategoryInputSchema } from "@mp/contracts/admin-catalogue";
import { useState } from "react";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useSaveSubcategory, type AdminCategory, type AdminSubcategory } from "../api/catalogue";
import { CatalogueFormDialog } from "./catalogue-form-dialog";
import { ImagePicker } from "./image-picker";

type SubcategoryDialogProps = {
  category: AdminCategory;
  /** The subcategory to edit, or null to add one to `category`. */
  subcategory: AdminSubcategory | null;
  onClose: () => void;
};

/** Create or edit a subcategory: name, slug, and an uploaded image (else the category's icon or its picture). */
export function SubcategoryDialog({ category, subcategory, onClose }: SubcategoryDialogProps) {
  const save = useSaveSubcategory();
  const [image, setImage] = useState(subcategory?.uploadedImage ? { url: subcategory.uploadedImage.url } : null);
  const form = useSchemaForm(subcategoryInputSchema, {
    defaultValues: {
      name: subcategory?.name ?? "",
      slug: subcategory?.slug ?? "",
      imageId: subcategory?.uploadedImage?._id ?? null,
    },
  });

  return (
    <CatalogueFormDialog
      title={subcategory ? `Edit ${subcategory.name}` : `New subcategory of ${category.name}`}
      form={form}
      save={async (input) => {
        await save.mutateAsync({ categoryId: category._id, id: subcategory?._id ?? null, input });
        notify.success(subcategory ? "Subcategory saved." : "Subcategory created.");
        onClose();
      }}
      fields={["name", "slug", "imageId"]}
      isBusy={save.isPending}
      submitLabel={subcategory ? "Save" : "Create"}
      onClose={onClose}
    >
      <ImagePicker
        label="Image (optional)"
        hint="A wide picture (4:3) works best. Without one the site shows the generated picture."
        previewUrl={image?.url ?? null}
        onChange={(next) => {
          setImage(next);
          form.setValue("imageId", next?.id ?? null);
        }}
        error={form.formState.errors.imageId?.message}
      />
    </CatalogueFormDialog>
  );
}
