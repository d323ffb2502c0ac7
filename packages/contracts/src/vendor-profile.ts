import { z } from "zod";
import { pageQueryFields } from "./list-query.ts";
import { MAX_PAGE_SIZE } from "./category.ts";
import { isOptionalEmail } from "./email.ts";
import { listingSummarySchema } from "./listing.ts";
import { vendorRatingSchema } from "./review.ts";
import { httpUrlSchema, imageRefSchema, optionalText, vendorListingMessages } from "./vendor-listing.ts";

/** The networks a vendor may link to, in the order the pages show them. */
export const socialNetworks = ["facebook", "instagram", "x", "linkedin", "youtube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

export const vendorProfileMessages = {
  businessNameRequired: "Business name is required.",
  phoneInvalid: "Enter a phone number: digits, spaces, brackets and dashes, with an optional leading +.",
  emailInvalid: vendorListingMessages.emailInvalid,
  urlInvalid: vendorListingMessages.urlInvalid,
  logoNotFound: "Image not found.",
  vendorNotFound: "Vendor not found.",
} as const;

export const PROFILE_LIMITS = {
  businessName: 120,
  about: 5000,
  phone: 40,
  email: 200,
  address: 200,
  city: 100,
} as const;

/** Empty or an http(s) address; empty becomes null. */
const optionalUrl = z
  .union([z.literal("").transform(() => null), httpUrlSchema])
  .nullable()
  .default(null);

const phonePattern = /^\+?[\d\s().-]+$/;

/** `PUT /api/vendor/profile`: the whole profile; text is stored as given (trimmed) and always rendered escaped. */
export const vendorProfileInputSchema = z
  .object({
    businessName: z
      .string()
      .trim()
      .min(1, { message: vendorProfileMessages.businessNameRequired })
      .max(PROFILE_LIMITS.businessName),
    /** A stored image of this user (`POST /api/vendor/images`), or null for none. */
    logoImageId: z.uuid({ message: "Invalid image id." }).nullable().default(null),
    /** Plain text; line breaks are kept. */
    about: z.string().trim().max(PROFILE_LIMITS.about).default(""),
    phone: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.phone, { abort: true })
      .refine((value) => value === "" || (phonePattern.test(value) && (value.match(/\d/g)?.length ?? 0) >= 4), {
        message: vendorProfileMessages.phoneInvalid,
      })
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .default(null),
    email: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.email, { abort: true })
      .refine(isOptionalEmail, {
        message: vendorProfileMessages.emailInvalid,
      })
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .default(null),
    website: optionalUrl,
    address: optionalText(PROFILE_LIMITS.address),
    city: optionalText(PROFILE_LIMITS.city),
    socialLinks: z
      .object({
        facebook: optionalUrl,
        instagram: optionalUrl,
        x: optionalUrl,
        linkedin: optionalUrl,
        youtube: optionalUrl,
      })
      .strict()
      .default({ facebook: null, instagram: null, x: null, linkedin: null, youtube: null }),
  })
  .strict();
export type VendorProfileInput = z.input<typeof vendorProfileInputSchema>;
export type VendorProfileInputParsed = z.output<typeof vendorProfileInputSchema>;

/** The links given, by network; a network without a link is absent. */
export const socialLinksSchema = z.partialRecord(z.enum(socialNetworks), z.string());
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** What anyone may see of a vendor: only what the vendor put on their profile. */
export const vendorProfileSchema = z.object({
  /** The vendor's user id (the public page's address). */
  _id: z.uuid(),
  businessName: z.string(),
  logo: imageRefSchema.nullable(),
  about: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  socialLinks: socialLinksSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

/** `GET /api/vendor/profile`: the signed-in user's own profile, or null before they make one. */
export const ownProfileResponseSchema = z.object({
  result: z.literal(1),
  result_value: vendorProfileSchema.nullable(),
});
export type OwnProfileResponse = z.infer<typeof ownProfileResponseSchema>;

/** `PUT /api/vendor/profile`. */
export const savedProfileResponseSchema = z.object({ result: z.literal(1), result_value: vendorProfileSchema });

export const vendorIdParamSchema = z.object({ id: z.uuid({ message: "Invalid vendor id." }) }).strict();

export const VENDOR_PAGE_SIZE = 12;

/** `GET /api/vendors/{id}?page=&limit=` */
export const vendorPageQuerySchema = z.object(pageQueryFields(VENDOR_PAGE_SIZE, MAX_PAGE_SIZE)).strict();

/**
 * The public vendor page: the profile (or, for a vendor who never made one, their public name
 * alone, with `hasProfile: false`) and a page of their published listings, newest first.
 */
export const vendorPageResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({
    vendor: vendorProfileSchema.extend({
      hasProfile: z.boolean(),
      updatedAt: z.iso.datetime({ offset: true }).nullable(),
      /** When the vendor's account was made (the page's "Member since"). */
      memberSince: z.iso.datetime({ offset: true }),
      /** The vendor confirmed both their e-mail and their phone (the "Verified business" mark). */
      verified: z.boolean(),
    }),
    listings: z.array(listingSummarySchema),
    /** The average and count of the visible reviews of all the vendor's public listings. */
    rating: vendorRatingSchema,
  }),
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int() }),
});
export type VendorPageResponse = z.infer<typeof vendorPageResponseSchema>;
export type PublicVendor = VendorPageResponse["result_value"]["vendor"];
