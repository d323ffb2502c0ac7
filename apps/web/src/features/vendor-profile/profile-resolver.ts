import { zodResolver } from "@hookform/resolvers/zod";
import {
  vendorProfileInputSchema,
  type VendorProfileInput,
  type VendorProfileInputParsed,
} from "@mp/contracts/vendor-profile";
import type { FieldErrors, Resolver } from "react-hook-form";
import { toProfileInput, type ProfileFormValues } from "./profile-form-values";

// The form holds text as typed; the schema checks it converted (`toProfileInput`).
const resolveSchema = zodResolver(vendorProfileInputSchema) as unknown as Resolver<
  VendorProfileInput,
  unknown,
  VendorProfileInputParsed
>;
type SchemaResolverOptions = Parameters<typeof resolveSchema>[2];

/** The shared `vendorProfileInputSchema`, with the logo's error shown under the logo. */
export const profileResolver: Resolver<ProfileFormValues, unknown, VendorProfileInputParsed> = async (
  values,
  context,
  options,
) => {
  const result = await resolveSchema(toProfileInput(values), context, options as unknown as SchemaResolverOptions);
  if (Object.keys(result.errors).length === 0) return { values: result.values as VendorProfileInputParsed, errors: {} };
  const { logoImageId, ...errors } = result.errors;
  return {
    values: {},
    errors: (logoImageId ? { ...errors, logo: logoImageId } : errors) as FieldErrors<ProfileFormValues>,
  };
};
