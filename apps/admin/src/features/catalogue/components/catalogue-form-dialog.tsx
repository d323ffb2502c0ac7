import { CATALOGUE_NAME_MAX } from "@mp/contracts/admin-catalogue";
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { Field } from "@mp/ui/components/field.tsx";
import { FormActions } from "../../../components/ui/form-parts";
import { showSaveError } from "./form-errors";

type NameSlug = { name: string; slug?: string | undefined };

type CatalogueFormDialogProps<V extends NameSlug, TOut> = {
  title: string;
  form: UseFormReturn<V, unknown, TOut>;
  /** Stores the checked input (and says so); a refusal's messages go under `fields`, anything else is a toast. */
  save: (input: TOut) => Promise<void>;
  fields: string[];
  isBusy: boolean;
  submitLabel: string;
  onClose: () => void;
  /** The fields after the name and the slug. */
  children: ReactNode;
};

/** Create or edit a category or a subcategory: its name and slug (made from the name when left empty), then the rest. */
export function CatalogueFormDialog<V extends NameSlug & FieldValues, TOut>({
  title,
  form,
  save,
  fields,
  isBusy,
  submitLabel,
  onClose,
  children,
}: CatalogueFormDialogProps<V, TOut>) {
  const submit = form.handleSubmit(async (input) => {
    try {
      await save(input);
    } catch (err) {
      showSaveError(err, form, fields);
    }
  });
  // Both are keys of every V here; TypeScript cannot see a generic V's paths.
  const [name, slug] = ["name", "slug"] as [Path<V>, Path<V>];
  const messageOf = (field: Path<V>) => form.getFieldState(field, form.formState).error?.message;

  return (
    <Dialog title={title} description="The site shows the change at once." onClose={onClose} closeOnBackdrop={false}>
      <form className="catalogue-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Name" error={messageOf(name)}>
          {(control) => (
            <input className="field__input" maxLength={CATALOGUE_NAME_MAX} {...control} {...form.register(name)} />
          )}
        </Field>
        <Field
          label="Slug"
          hint="Lower-case words joined by hyphens; leave it empty to make one from the name."
          error={messageOf(slug)}
        >
          {(control) => <input className="field__input" {...control} {...form.register(slug)} />}
        </Field>
        {children}
        <FormActions className="catalogue-form__actions" busy={isBusy} submitLabel={submitLabel} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
