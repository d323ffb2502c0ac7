import { subcategoryInputSchema } from "@mp/contracts/admin-catalogue";
import { useState } from "react";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { FormActions } from "../../../components/ui/form-parts";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useSaveSubcategory, type AdminCategory, type AdminSubcategory } from "../api/catalogue";
import { ImagePicker } from "./image-picker";
import { NameSlugFields } from "./name-slug-fields";
import { showSaveError } from "./form-errors";

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
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ categoryId: category._id, id: subcategory?._id ?? null, input });
      notify.success(subcategory ? "Subcategory saved." : "Subcategory created.");
      onClose();
    } catch (err) {
      showSaveError(err, form, ["name", "slug", "imageId"]);
    }
  });

  return (
    <Dialog
      title={subcategory ? `Edit ${subcategory.name}` : `New subcategory of ${category.name}`}
      description="The site shows the change at once."
      onClose={onClose}
      closeOnBackdrop={false}
    >
      <form className="catalogue-form" onSubmit={(event) => void submit(event)} noValidate>
        <NameSlugFields
          name={form.register("name")}
          slug={form.register("slug")}
          errors={{ name: errors.name?.message, slug: errors.slug?.message }}
        />
        <ImagePicker
          label="Image (optional)"
          hint="A wide picture (4:3) works best. Without one the site shows the generated picture."
          previewUrl={image?.url ?? null}
          onChange={(next) => {
            setImage(next);
            form.setValue("imageId", next?.id ?? null);
          }}
        />
        {errors.imageId?.message && <p className="field__error">{errors.imageId.message}</p>}
        <FormActions
          className="catalogue-form__actions"
          busy={save.isPending}
          submitLabel={subcategory ? "Save" : "Create"}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
