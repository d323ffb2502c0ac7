import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import type { UploadImage } from "./image-upload-input";
import { LogoInput } from "./logo-input";

type LogoFieldProps<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  /** The form's field holding the logo (an image reference, or null). */
  name: FieldPath<T>;
  upload: UploadImage;
  /** The label while there is no logo; LogoInput's "Logo" unless said. */
  label?: string;
};

/** A LogoInput bound to its form field through a Controller: the field's value, its changes and its message. */
export function LogoField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  upload,
  label,
}: LogoFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LogoInput
          label={label}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          upload={upload}
        />
      )}
    />
  );
}
