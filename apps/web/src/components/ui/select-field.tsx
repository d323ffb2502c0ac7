import type { ReactNode } from "react";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Field } from "@mp/ui/components/field.tsx";

type SelectFieldProps<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  /** After the form took the chosen value, e.g. to clear a field that depends on it. */
  onChosen?: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
};

/**
 * A select bound to the form through a Controller, in its Field: its options may arrive after
 * the form's values (from the server) and the chosen one must still show.
 */
export function SelectField<T extends FieldValues, TOut extends FieldValues = T>({
  control: formControl,
  name,
  label,
  error,
  hint,
  disabled,
  onChosen,
  children,
}: SelectFieldProps<T, TOut>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <Controller
          control={formControl}
          name={name}
          render={({ field }) => (
            <select
              {...control}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ""}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value);
                onChosen?.(event.target.value);
              }}
              disabled={disabled}
              className="field__input"
            >
              {children}
            </select>
          )}
        />
      )}
    </Field>
  );
}
