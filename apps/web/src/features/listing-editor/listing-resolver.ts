import { zodResolver } from "@hookform/resolvers/zod";
import {
  listingInputSchema,
  vendorListingMessages,
  type ListingInput,
  type ListingInputParsed,
} from "@mp/contracts/vendor-listing";
import type { FieldErrors, Resolver } from "react-hook-form";
import { formFieldOf, friendlyMessage, toListingInput, type ListingFormValues } from "./listing-form-values";

// The form holds text as typed; the schema checks it converted (`toListingInput`), so its resolver
// is typed for the schema's own input.
const resolveSchema = zodResolver(listingInputSchema) as unknown as Resolver<ListingInput, unknown, ListingInputParsed>;
type SchemaResolverOptions = Parameters<typeof resolveSchema>[2];

/** Flattens the resolver's nested errors into schema paths ("openingHours.1.0") and their messages. */
function flatten(node: unknown, prefix = "", into: Record<string, string> = {}): Record<string, string> {
  if (!node || typeof node !== "object") return into;
  if ("message" in node && typeof node.message === "string" && "type" in node) {
    into[prefix] ??= node.message;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === "ref" || key === "message" || key === "type" || key === "types") continue;
    flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

/** Schema-path messages as the form's own errors, under the fields that caused them. */
export function toFormErrors(messages: Record<string, string>, values: ListingFormValues) {
  const errors: Record<string, { type: string; message: string }> = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(messages)) {
    const field = formFieldOf(path, values);
    if (field) errors[field] ??= { type: "validate", message: friendlyMessage(field, message) };
    else unplaced.push(message);
  }
  return { errors, unplaced };
}

/** The shared `listingInputSchema` checks the typed values converted to what the server takes. */
export const listingResolver: Resolver<ListingFormValues, unknown, ListingInputParsed> = async (
  values,
  context,
  options,
) => {
  const input = toListingInput(values);
  const result = await resolveSchema(input, context, options as unknown as SchemaResolverOptions);
  const messages = flatten(result.errors);
  // The schema checks the pair only once every field is valid; the form says it at once.
  if ((input.latitude === null) !== (input.longitude === null)) {
    messages.latitude ??= vendorListingMessages.coordinatesPair;
  }
  if (Object.keys(messages).length === 0) return { values: result.values as ListingInputParsed, errors: {} };
  const { errors } = toFormErrors(messages, values);
  // Nested paths ("hours.2.close") become nested objects, as react-hook-form reads them.
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(errors)) {
    const keys = path.split(".");
    let at = nested;
    keys.slice(0, -1).forEach((key) => {
      at = (at[key] ??= {}) as Record<string, unknown>;
    });
    at[keys[keys.length - 1]!] = error;
  }
  return { values: {}, errors: nested as FieldErrors<ListingFormValues> };
};
