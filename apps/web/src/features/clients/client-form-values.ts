import type { ClientProfile, ClientProfileInput } from "@mp/contracts/client";
import type { ImageRef } from "@mp/contracts/vendor-listing";
import type { SchemaConversion } from "@mp/ui/lib/use-schema-form.ts";

/** What the client form holds: the spec's fields as typed, and the uploaded logo. */
export type ClientFormValues = Omit<ClientProfileInput, "logoImageId" | "CompanyAddress" | "about"> & {
  CompanyAddress: string;
  about: string;
  logo: ImageRef | null;
};

/** The form of an existing profile, or a new one filled from the account (name, email, phone). */
export function valuesFromClient(
  profile: ClientProfile | null,
  account: { name: string; email: string; phone: string | null },
): ClientFormValues {
  return {
    FullName: profile?.FullName ?? account.name,
    Email: profile?.Email ?? account.email,
    PhoneNumber: profile?.PhoneNumber ?? account.phone ?? "",
    Role: profile?.Role ?? "",
    CompanyName: profile?.CompanyName ?? "",
    CompanyAddress: profile?.CompanyAddress ?? "",
    about: profile?.about ?? "",
    logo: profile?.logo ?? null,
  };
}

export function toClientInput({ logo, ...values }: ClientFormValues): ClientProfileInput {
  return { ...values, logoImageId: logo?._id ?? null };
}

const fields = ["FullName", "Email", "PhoneNumber", "Role", "CompanyName", "CompanyAddress", "about"];

/** Where the form shows a message given at a schema path. */
export function clientFieldOf(path: string): string | null {
  if (path === "logoImageId") return "logo";
  return fields.includes(path) ? path : null;
}

export const clientConversion: SchemaConversion<ClientFormValues> = { toInput: toClientInput, fieldOf: clientFieldOf };
