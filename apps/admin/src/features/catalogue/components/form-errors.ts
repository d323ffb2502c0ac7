import { ApiError } from "@mp/ui/lib/api-client.ts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { notify } from "../../../lib/toast";

/** A refusal's field messages go under their fields; anything else is a toast. */
export function showSaveError<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: string[]) {
  if (err instanceof ApiError && err.errors) {
    const known = Object.entries(err.errors).filter(([field]) => fields.includes(field));
    for (const [field, messages] of known) setError(field as Path<T>, { message: messages[0] ?? err.message });
    if (known.length > 0) return;
  }
  notify.error(err instanceof Error ? err.message : "The change could not be saved.");
}
