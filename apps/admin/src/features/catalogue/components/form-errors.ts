import { ApiError } from "@mp/ui/lib/api-client.ts";
import { showServerErrors } from "@mp/ui/lib/use-schema-form.ts";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { notify } from "../../../lib/toast";

/** A refusal's messages for `fields` go under them (the first focused); anything else is a toast. */
export function showSaveError<T extends FieldValues>(
  err: unknown,
  form: UseFormReturn<T, unknown, unknown>,
  fields: string[],
) {
  const fieldErrors = err instanceof ApiError ? err.errors : undefined;
  const { placed } = showServerErrors(form, fieldErrors, (path) => (fields.includes(path) ? path : null));
  if (placed === 0) notify.error(err instanceof Error ? err.message : "The change could not be saved.");
}
