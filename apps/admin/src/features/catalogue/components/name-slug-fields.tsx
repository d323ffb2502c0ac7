import { CATALOGUE_NAME_MAX } from "@mp/contracts/admin-catalogue";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@mp/ui/components/field.tsx";

type Props = {
  name: UseFormRegisterReturn;
  slug: UseFormRegisterReturn;
  errors: { name?: string; slug?: string };
};

/** A category's or subcategory's name and slug (made from the name when left empty). */
export function NameSlugFields({ name, slug, errors }: Props) {
  return (
    <>
      <Field label="Name" error={errors.name}>
        {(control) => <input className="field__input" maxLength={CATALOGUE_NAME_MAX} {...control} {...name} />}
      </Field>
      <Field
        label="Slug"
        hint="Lower-case words joined by hyphens; leave it empty to make one from the name."
        error={errors.slug}
      >
        {(control) => <input className="field__input" {...control} {...slug} />}
      </Field>
    </>
  );
}
