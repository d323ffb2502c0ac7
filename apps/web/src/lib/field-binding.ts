import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * What a registered field (TextField, TextAreaField) takes from its form, by the field's name:
 * `<TextField label="Title" {...bind("title")} />` — the registration and the field's message
 * come from the same name, so a message cannot show under another field.
 */
export function fieldBinder<V extends FieldValues, TOut>(form: UseFormReturn<V, unknown, TOut>) {
  return (name: Path<V>) => ({
    registration: form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
