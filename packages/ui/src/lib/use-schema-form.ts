import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type FormEvent } from "react";
import {
  set,
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type ResolverOptions,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "./api-client.ts";

/** A contract schema a form checks its values against (packages/contracts). */
export type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * How a form whose values are not the schema's input meets the schema: text as typed ("12.50")
 * becomes what the server takes (1250), and the schema's messages come back under the form's fields.
 */
export type SchemaConversion<V extends FieldValues> = {
  /** What the schema checks; typed by the caller, as a form may hold what the schema refuses ("" for a choice). */
  toInput: (values: V) => unknown;
  /** The form field showing a message the schema gave at `path` ("priceCents" → "price"); null: none. */
  fieldOf: (path: string, values: V) => string | null;
  /** Checks the form makes at once, before the schema's (form field → message, undefined when fine). */
  check?: (values: V) => Record<string, string | undefined>;
  /** The schema's message said the way the form asks. */
  reword?: (field: string, message: string) => string;
};

type Options<V extends FieldValues, S extends FormSchema> = Omit<UseFormProps<V, unknown, z.output<S>>, "resolver">;

/** A form over values the schema takes as they are: the contract schema is its resolver. */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: Options<z.input<S>, S>,
): UseFormReturn<z.input<S>, unknown, z.output<S>>;
/** A form over values converted for the schema (see SchemaConversion). */
export function useSchemaForm<S extends FormSchema, V extends FieldValues>(
  schema: S,
  options: Options<V, S> & { conversion: SchemaConversion<V> },
): UseFormReturn<V, unknown, z.output<S>>;
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  { conversion, ...options }: Options<FieldValues, S> & { conversion?: SchemaConversion<FieldValues> },
): UseFormReturn<FieldValues, unknown, z.output<S>> {
  const resolver = conversion ? convertingResolver(schema, conversion) : schemaResolver(schema);
  return useForm<FieldValues, unknown, z.output<S>>({ ...options, resolver });
}

// The overloads tie the form's values to the schema's input; here they are any form's values.
function schemaResolver<S extends FormSchema>(schema: S): Resolver<FieldValues, unknown, z.output<S>> {
  const resolve = zodResolver(schema);
  return (values, context, { criteriaMode, fields, shouldUseNativeValidation }) => {
    const options: ResolverOptions<z.input<S>> = { criteriaMode, fields, shouldUseNativeValidation };
    return resolve(values as z.input<S>, context, options);
  };
}

function convertingResolver<V extends FieldValues, S extends FormSchema>(
  schema: S,
  { toInput, fieldOf, check, reword = (_field, message) => message }: SchemaConversion<V>,
): Resolver<V, unknown, z.output<S>> {
  return async (values) => {
    const input = toInput(values);
    const result = await schema.safeParseAsync(input);
    const messages: Record<string, string> = {};
    for (const [field, message] of Object.entries(check?.(values) ?? {})) {
      if (message) messages[field] = message;
    }
    const paths = result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
    const placed = placeMessages(Object.fromEntries(paths), values, fieldOf, reword);
    for (const [field, message] of Object.entries(placed.errors)) messages[field] ??= message;
    if (result.success && Object.keys(messages).length === 0) return { values: result.data, errors: {} };
    if (Object.keys(messages).length === 0) messages.root = placed.unplaced[0] ?? "Check the form.";
    const errors: FieldValues = {};
    for (const [field, message] of Object.entries(messages)) set(errors, field, { type: "validate", message });
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** Messages given at schema paths, under the form fields that show them; the rest left unplaced. */
export function placeMessages<V extends FieldValues>(
  messages: Record<string, string>,
  values: V,
  fieldOf: (path: string, values: V) => string | null,
  reword: (field: string, message: string) => string = (_field, message) => message,
): { errors: Record<string, string>; unplaced: string[] } {
  const errors: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(messages)) {
    const field = fieldOf(path, values);
    if (field) errors[field] ??= reword(field, message);
    else unplaced.push(message);
  }
  return { errors, unplaced };
}

/**
 * Shows a server refusal's field messages (`errors` of `{ result: 0, message, errors }`) under the
 * form's fields, focusing the first; answers how many found a field and the messages that did not.
 */
export function showServerErrors<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  serverErrors: Record<string, string[]> | undefined,
  fieldOf: (path: string, values: V) => string | null,
  reword?: (field: string, message: string) => string,
): { placed: number; unplaced: string[] } {
  const firsts = Object.entries(serverErrors ?? {}).flatMap(([path, list]) => (list[0] ? [[path, list[0]]] : []));
  const { errors, unplaced } = placeMessages(Object.fromEntries(firsts), form.getValues(), fieldOf, reword);
  const placed = Object.entries(errors);
  placed.forEach(([field, message], index) => {
    form.setError(field as Path<V>, { type: "server", message }, { shouldFocus: index === 0 });
  });
  return { placed: placed.length, unplaced };
}

/**
 * After a save that failed: the refusal's field messages go under their fields (the first focused);
 * answers the message for the whole form — the refusal's own, or `fallback` when the failure has
 * none — or null when every message found its field.
 */
export function formErrorAfter<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  error: unknown,
  fieldOf: (path: string, values: V) => string | null,
  fallback: string,
  reword?: (field: string, message: string) => string,
): string | null {
  const fieldErrors = error instanceof ApiError ? error.errors : undefined;
  const { placed, unplaced } = showServerErrors(form, fieldErrors, fieldOf, reword);
  if (placed > 0 && unplaced.length === 0) return null;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The submit of a form that saves: clears the form's message, runs `save` with the checked input,
 * and after a failure places the refusal's messages (formErrorAfter). Answers the handler for the
 * form's onSubmit and the message for the whole form (null: none).
 */
export function useSaveSubmit<V extends FieldValues, TOut>(
  form: UseFormReturn<V, unknown, TOut>,
  save: (input: TOut) => Promise<void>,
  fieldOf: (path: string, values: V) => string | null,
  fallback: string,
) {
  const [generalError, setGeneralError] = useState<string | null>(null);
  async function submit(input: TOut) {
    setGeneralError(null);
    try {
      await save(input);
    } catch (error) {
      setGeneralError(formErrorAfter(form, error, fieldOf, fallback));
    }
  }
  return { generalError, onSubmit: (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(submit)(event) };
}
