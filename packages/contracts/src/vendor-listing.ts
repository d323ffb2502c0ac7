import { z } from "zod";
import { pagedSchema } from "./envelope.ts";
import { pageQueryFields } from "./list-query.ts";
import { MAX_PAGE_SIZE } from "./category.ts";
import { isOptionalEmail } from "./email.ts";
import { hiddenNoticeSchema } from "./report.ts";
import {
  customFieldSchema,
  galleryImageSchema,
  listingDetailSchema,
  listingFieldTypes,
  listingKindSchema,
  openingHoursSchema,
} from "./listing.ts";

export { listingFieldTypes };

/** How the vendor's pages and the server name a listing's state. */
export const vendorListingStatuses = ["draft", "published"] as const;

export const vendorListingMessages = {
  nameRequired: "Name is required.",
  descriptionRequired: "Description is required.",
  addressRequired: "Address is required.",
  cityRequired: "City is required.",
  subcategoryRequired: "Choose a subcategory.",
  categoryRequired: "Choose a category.",
  priceInvalid: "Enter a price of 0 or more, with at most two decimals.",
  urlInvalid: "Enter a web address starting with http:// or https://.",
  emailInvalid: "Invalid email format.",
  coordinatesPair: "Give both latitude and longitude, or neither.",
  hoursInvalid: "Opening hours must be HH:MM, closing after opening.",
  subcategoryMismatch: "That subcategory is not in the chosen category.",
  notFound: "Listing not found.",
  incomplete: "Add a cover image before publishing.",
} as const;

/** http(s) only: no javascript:, data: or other schemes ever reach a page. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(500, { abort: true })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    },
    { message: vendorListingMessages.urlInvalid },
  );

/** Trimmed; empty becomes null (not shown). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .default(null);

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
const spanSchema = z
  .object({
    open: z.string().max(5, { abort: true }).regex(hhmm),
    close: z.string().max(5, { abort: true }).regex(hhmm),
  })
  .refine((span) => span.close > span.open, { message: vendorListingMessages.hoursInvalid });

/** The listing form (`POST /api/vendor/listings`, `PUT /api/vendor/listings/{id}`). Text is stored as given. */
export const listingInputSchema = z
  .object({
    kind: listingKindSchema,
    categoryId: z.uuid({ message: vendorListingMessages.categoryRequired }),
    subcategoryId: z.uuid({ message: vendorListingMessages.subcategoryRequired }),
    name: z.string().trim().min(1, { message: vendorListingMessages.nameRequired }).max(120),
    description: z.string().trim().min(1, { message: vendorListingMessages.descriptionRequired }).max(5000),
    /** Minor units; null shows "Price on request". */
    priceCents: z
      .number({ message: vendorListingMessages.priceInvalid })
      .int({ message: vendorListingMessages.priceInvalid })
      .min(0, { message: vendorListingMessages.priceInvalid })
      .max(100_000_000)
      .nullable()
      .default(null),
    currency: z
      .string()
      .max(3, { abort: true })
      .regex(/^[A-Z]{3}$/, { message: "Use a three-letter currency code such as USD." })
      .default("USD"),
    address: z.string().trim().min(1, { message: vendorListingMessages.addressRequired }).max(200),
    city: z.string().trim().min(1, { message: vendorListingMessages.cityRequired }).max(100),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    phone: optionalText(40),
    email: z
      .string()
      .trim()
      .max(200, { abort: true })
      .refine(isOptionalEmail, {
        message: vendorListingMessages.emailInvalid,
      })
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .default(null),
    website: z
      .union([z.literal("").transform(() => null), httpUrlSchema])
      .nullable()
      .default(null),
    openingHours: z
      .partialRecord(z.enum(["0", "1", "2", "3", "4", "5", "6"]), z.array(spanSchema).max(4))
      .nullable()
      .default(null),
    /** A stored image of this vendor (`POST /api/vendor/images`), or null. */
    coverImageId: z.uuid().nullable().default(null),
  })
  .strict()
  .superRefine((input, ctx) => {
    if ((input.latitude === null) !== (input.longitude === null)) {
      ctx.addIssue({ code: "custom", path: ["latitude"], message: vendorListingMessages.coordinatesPair });
    }
  });
export type ListingInput = z.input<typeof listingInputSchema>;
export type ListingInputParsed = z.output<typeof listingInputSchema>;

/** An image as the pages use it: the largest variant as `url`, every variant in `srcset`. */
export const imageRefSchema = z.object({
  _id: z.uuid(),
  url: z.string(),
  /** "…/320.webp 320w, …/640.webp 640w" */
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

/** The vendor's own view of a listing, whatever its status (`GET /api/vendor/listings/{id}`). */
export const vendorListingSchema = z.object({
  _id: z.uuid(),
  status: z.enum(vendorListingStatuses),
  kind: listingKindSchema,
  categoryId: z.uuid(),
  subcategoryId: z.uuid(),
  categoryName: z.string(),
  subcategoryName: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int().nullable(),
  currency: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  openingHours: openingHoursSchema.nullable(),
  cover: imageRefSchema.nullable(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Set when a moderator or a suspension hid it: out of every public page, whatever its status. */
  hidden: hiddenNoticeSchema.optional(),
});
export type VendorListing = z.infer<typeof vendorListingSchema>;

/** A row of View Business (`GET /api/vendor/listings`). */
export const vendorListingRowSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  kind: listingKindSchema,
  status: z.enum(vendorListingStatuses),
  subcategoryName: z.string(),
  coverImage: z.string().nullable(),
  views: z.number().int(),
  contactClicks: z.number().int(),
  imageCount: z.number().int(),
  featuredUntil: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
  hidden: hiddenNoticeSchema.optional(),
});
export type VendorListingRow = z.infer<typeof vendorListingRowSchema>;

export const vendorListingPageQuerySchema = z.object(pageQueryFields(20, MAX_PAGE_SIZE)).strict();

/** Gallery captions and order (`PATCH …/images/{imageId}`, `PUT …/images/order`). */
export const captionInputSchema = z.object({ caption: z.string().trim().max(200) }).strict();
export const imageOrderInputSchema = z.object({ imageIds: z.array(z.uuid()).max(100) }).strict();

/** `_id` is the gallery item's own id (what PATCH, DELETE and the order name); `imageId` the stored image's. */
export const galleryItemSchema = imageRefSchema.extend({
  imageId: z.uuid(),
  caption: z.string(),
  position: z.number().int(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** `POST /api/vendor/listings/{id}/images`: one of the vendor's uploaded images, appended last. */
export const galleryAddInputSchema = z
  .object({ imageId: z.uuid({ message: "Invalid image id." }), caption: z.string().trim().max(200).default("") })
  .strict();

/** One custom field; `value` is checked against its type ("true"/"false" for yes/no). */
export const listingFieldSchema = z
  .object({
    label: z.string().trim().min(1, { message: "Label is required." }).max(60),
    type: z.enum(listingFieldTypes),
    value: z.string().trim().min(1, { message: "Value is required." }).max(500, { abort: true }),
  })
  .strict()
  .superRefine((field, ctx) => {
    const bad = (message: string) => ctx.addIssue({ code: "custom", path: ["value"], message });
    if (field.type === "number" && !/^-?\d+(?:\.\d+)?$/.test(field.value)) bad("Enter a number.");
    if (field.type === "boolean" && field.value !== "true" && field.value !== "false") bad("Choose yes or no.");
    if (field.type === "link" && !httpUrlSchema.safeParse(field.value).success) bad(vendorListingMessages.urlInvalid);
  });
export type ListingField = z.infer<typeof listingFieldSchema>;

/** `PUT /api/vendor/listings/{id}/fields`: the whole list, in order. */
export const listingFieldsInputSchema = z.object({ fields: z.array(listingFieldSchema).max(30) }).strict();

export const listingFieldsResponseSchema = z.object({ result: z.literal(1), result_value: z.array(customFieldSchema) });

export const vendorListingResponseSchema = z.object({ result: z.literal(1), result_value: vendorListingSchema });
export const vendorListingPageResponseSchema = pagedSchema(vendorListingRowSchema);
export const imageRefResponseSchema = z.object({ result: z.literal(1), result_value: imageRefSchema });
export const galleryItemResponseSchema = z.object({ result: z.literal(1), result_value: galleryItemSchema });
export const galleryResponseSchema = z.object({ result: z.literal(1), result_value: z.array(galleryItemSchema) });
export const deletedResponseSchema = z.object({ result: z.literal(1), result_value: z.object({ _id: z.uuid() }) });

export const vendorListingIdParamSchema = z.object({ id: z.uuid({ message: "Invalid listing id." }) }).strict();
export const galleryItemParamSchema = z
  .object({ id: z.uuid({ message: "Invalid listing id." }), itemId: z.uuid({ message: "Invalid image id." }) })
  .strict();

/**
 * `GET /api/vendor/listings/{id}/preview`: the detail page as it will look, whatever the status
 * (`publishedAt` null for a draft never published), with the gallery as the public page shows it.
 */
export const listingPreviewSchema = listingDetailSchema.extend({
  status: z.enum(vendorListingStatuses),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  gallery: z.array(galleryImageSchema),
});
export type ListingPreview = z.infer<typeof listingPreviewSchema>;
export const listingPreviewResponseSchema = z.object({ result: z.literal(1), result_value: listingPreviewSchema });
