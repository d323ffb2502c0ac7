import { z } from "zod";
import { pageQueryFields } from "./list-query.ts";
import { listingSorts } from "./filter-values.ts";
import { CATEGORY_PAGE_SIZE, MAX_PAGE_SIZE } from "./category.ts";

const { page, limit } = pageQueryFields(CATEGORY_PAGE_SIZE, MAX_PAGE_SIZE);
const cents = z.coerce.number().int().min(0).max(100_000_000);

export { listingSorts };
export type ListingSort = (typeof listingSorts)[number];

/** "lat,lng" in decimal degrees, e.g. `near=40.71,-74.00`. */
export const nearSchema = z
  .string()
  .max(60, { message: 'Expected "lat,lng".', abort: true })
  .regex(/^\s*-?\d{1,3}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/, { message: 'Expected "lat,lng".' })
  .transform((value) => {
    const [lat, lng] = value.split(",").map(Number) as [number, number];
    return { lat, lng };
  })
  .refine(({ lat, lng }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, { message: "Coordinates out of range." });

/** `GET /api/searchbycategory/{categoryId}?page=&limit=` */
export const listingPageQuerySchema = z.object({ page, limit }).strict();

/** What a listing is; the one list of listing kinds, for the API, the site and the admin panel. */
export const listingKinds = ["business", "product"] as const;
export const listingKindSchema = z.enum(listingKinds);
export type ListingKind = z.infer<typeof listingKindSchema>;

/**
 * `GET /api/listings?subcategoryId=…&categoryId=…&kind=…` with optional filters; prices in cents,
 * "open now" in UTC. Without a subcategory or category it lists the whole marketplace (the home
 * page's newest listings, /ourproducts with `kind=product`).
 */
export const listingListQuerySchema = z
  .object({
    subcategoryId: z.uuid({ message: "Invalid subcategory id." }).optional(),
    categoryId: z.uuid({ message: "Invalid category id." }).optional(),
    kind: listingKindSchema.optional(),
    q: z.string().trim().max(100).default(""),
    minPrice: cents.optional(),
    maxPrice: cents.optional(),
    openNow: z.enum(["true", "false"]).default("false"),
    near: nearSchema.optional(),
    sort: z.enum(listingSorts).optional(),
    page,
    limit,
  })
  .strict()
  .superRefine((query, ctx) => {
    if (query.sort === "distance" && !query.near) {
      ctx.addIssue({ code: "custom", path: ["near"], message: "Sorting by distance needs near=lat,lng." });
    }
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: "custom", path: ["minPrice"], message: "minPrice is above maxPrice." });
    }
  });
export type ListingListQuery = z.infer<typeof listingListQuerySchema>;

export const listingIdParamSchema = z.object({ id: z.uuid({ message: "Invalid listing id." }) }).strict();

export const listingSummarySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  kind: listingKindSchema,
  priceCents: z.number().int().nullable(),
  currency: z.string(),
  city: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  coverImage: z.string().nullable(),
  categoryId: z.uuid(),
  subcategoryId: z.uuid(),
  /** The visible reviews' average (two decimals) and count; null and 0 before the first review. */
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  publishedAt: z.iso.datetime({ offset: true }),
  /** Only when `near` was given; null for a listing without coordinates. */
  distanceKm: z.number().nullable().optional(),
  /**
   * Whether a feature ad of the listing is running now (cards show "Featured"). Sent by
   * `/api/listings`, `/api/searchbycategory` and `/api/featured-listings`; absent means not featured.
   */
  featured: z.boolean().optional(),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

export const listingPageResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(listingSummarySchema),
  /**
   * `GET /api/listings` with a subcategoryId, page 1 only: a few of the subcategory's featured
   * listings (matching the same filters), a fair random pick, shown above the results; absent when
   * there are none. They stay in `result_value` too, where they fall, so paging is that of the
   * plain results.
   */
  featured: z.array(listingSummarySchema).optional(),
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int() }),
});
export type ListingPageResponse = z.infer<typeof listingPageResponseSchema>;

const span = z.object({ open: z.string(), close: z.string() });
/** Weekday "0" (Sunday) to "6": the opening spans of that day; a missing day is closed. */
export const openingHoursSchema = z.partialRecord(z.enum(["0", "1", "2", "3", "4", "5", "6"]), z.array(span));

/** The kinds of a vendor's custom field; a yes/no field's value is "true" or "false". */
export const listingFieldTypes = ["text", "number", "boolean", "link"] as const;

/** A vendor-defined label/value pair, as the detail page shows it (in the vendor's order). */
export const customFieldSchema = z.object({
  label: z.string(),
  type: z.enum(listingFieldTypes),
  value: z.string(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const listingDetailSchema = listingSummarySchema.omit({ distanceKm: true, featured: true }).extend({
  description: z.string(),
  contact: z.object({ phone: z.string().nullable(), email: z.string().nullable(), website: z.string().nullable() }),
  openingHours: openingHoursSchema.nullable(),
  vendor: z.object({
    _id: z.uuid(),
    name: z.string(),
    /** When the vendor's account was made (the page's "Member since"). */
    memberSince: z.iso.datetime({ offset: true }),
    /** The vendor confirmed both their e-mail and their phone (the "Verified business" mark). */
    verified: z.boolean(),
  }),
  categoryName: z.string(),
  subcategoryName: z.string(),
  /** The vendor's own fields, in their order; empty when there are none. */
  customFields: z.array(customFieldSchema),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const listingDetailResponseSchema = z.object({ result: z.literal(1), result_value: listingDetailSchema });

export const galleryImageSchema = z.object({
  url: z.string(),
  caption: z.string(),
  /** Uploaded images only: every WebP width, for `<img srcset>`. */
  srcset: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export const listingGalleryResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(galleryImageSchema),
});
export type ListingGalleryResponse = z.infer<typeof listingGalleryResponseSchema>;

/** The most listings `GET /api/listings/{id}/more-from-vendor` answers. */
export const MORE_FROM_VENDOR_LIMIT = 4;
/** `GET /api/listings/{id}/more-from-vendor`: the vendor's other published listings, newest first. */
export const moreFromVendorResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(listingSummarySchema).max(MORE_FROM_VENDOR_LIMIT),
});
export type MoreFromVendorResponse = z.infer<typeof moreFromVendorResponseSchema>;

/** `POST /api/listings/{id}/events`: a view of the detail page, or a click on a contact link. */
export const listingEventTypes = ["view", "contact"] as const;
export const listingEventInputSchema = z.object({ type: z.enum(listingEventTypes) }).strict();
export type ListingEventInput = z.infer<typeof listingEventInputSchema>;
/** 202 whether counted or not: a repeat from the same visitor within 30 minutes is not. */
export const listingEventResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ counted: z.boolean() }),
});
