import type { ImageRef } from "@mp/contracts/vendor-listing";
import {
  socialNetworks,
  type SocialNetwork,
  type VendorProfile,
  type VendorProfileInput,
} from "@mp/contracts/vendor-profile";
import type { SchemaConversion } from "@mp/ui/lib/use-schema-form.ts";

/** What the profile form holds: text as typed, and the uploaded logo (its id is saved, the rest draws the preview). */
export type ProfileFormValues = {
  businessName: string;
  about: string;
  phone: string;
  email: string;
  website: string;
  address: string;
  city: string;
  socialLinks: Record<SocialNetwork, string>;
  logo: ImageRef | null;
};

const noLinks = () =>
  Object.fromEntries(socialNetworks.map((network) => [network, ""])) as Record<SocialNetwork, string>;

/** The form of an existing profile, or an empty one with a suggested business name. */
export function valuesFromProfile(profile: VendorProfile | null, suggestedName = ""): ProfileFormValues {
  if (!profile) {
    return {
      businessName: suggestedName,
      about: "",
      phone: "",
      email: "",
      website: "",
      address: "",
      city: "",
      socialLinks: noLinks(),
      logo: null,
    };
  }
  return {
    businessName: profile.businessName,
    about: profile.about,
    phone: profile.phone ?? "",
    email: profile.email ?? "",
    website: profile.website ?? "",
    address: profile.address ?? "",
    city: profile.city ?? "",
    socialLinks: { ...noLinks(), ...profile.socialLinks },
    logo: profile.logo,
  };
}

/** The form's values in the shape of the shared `vendorProfileInputSchema`. */
export function toProfileInput(values: ProfileFormValues): VendorProfileInput {
  const { logo, socialLinks, ...text } = values;
  return {
    ...text,
    website: text.website.trim(),
    socialLinks: Object.fromEntries(socialNetworks.map((network) => [network, socialLinks[network].trim()])) as Record<
      SocialNetwork,
      string
    >,
    logoImageId: logo?._id ?? null,
  };
}

/** Where the form shows an error reported at a schema path ("socialLinks.facebook", "logoImageId"). */
export function formFieldOf(path: string): string | null {
  if (path === "logoImageId") return "logo";
  const [head, network] = path.split(".");
  if (head === "socialLinks") return network && (socialNetworks as readonly string[]).includes(network) ? path : null;
  return ["businessName", "about", "phone", "email", "website", "address", "city"].includes(path) ? path : null;
}

/** The profile form meets the shared `vendorProfileInputSchema`, its messages under the form's fields. */
export const profileConversion: SchemaConversion<ProfileFormValues> = { toInput: toProfileInput, fieldOf: formFieldOf };
