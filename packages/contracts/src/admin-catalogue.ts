import { z } from "zod";
import { successSchema } from "./envelope.ts";
import { imageRefSchema } from "./vendor-listing.ts";

/** The admin panel's catalogue: categories and subcategories, their order, icons and images. */
export const CATALOGUE_NAME_MAX = 80;
export const CATALOGUE_SLUG_MAX = 80;
/** More categories than a marketplace shows; bounds the order list. */
export const MAX_CATEGORIES = 500;

export const adminCatalogueMessages = {
  nameRequired: "Enter a name.",
  nameTooLong: `Keep the name to ${CATALOGUE_NAME_MAX} characters.`,
  slugInvalid: "A slug is lower-case letters and digits joined by single hyphens, like home-services.",
  slugTaken: "Another category already uses this slug. Choose another.",
  subcategorySlugTaken: "Another subcategory of this category already uses this slug. Choose another.",
  iconRequired: "Choose an icon or upload an image.",
  iconUnknown: "Choose one of the listed icons.",
  hueInvalid: "The hue is a whole number from 0 to 359.",
  imageNotFound: "Image not found. Upload it again.",
  categoryNotFound: "Category not found.",
  subcategoryNotFound: "Subcategory not found.",
  orderMismatch: "The order must list every category exactly once. Reload the page and try again.",
  subcategoryOrderMismatch: "The order must list every subcategory of the category exactly once. Reload and try again.",
  lastCategory: "The last category cannot be deleted: listings, jobs and freelancers need one.",
  targetRequired: "Choose the category that receives its listings, jobs, freelancers and subcategories.",
  intoItself: "A category cannot be moved into itself. Choose another category.",
  subcategoryIntoItself: "A subcategory cannot be moved into itself. Choose another subcategory.",
  subcategoryTargetRequired: "Choose the subcategory that receives its listings, jobs and freelancers.",
  subcategoryTargetElsewhere: "Choose a subcategory of the same category.",
  mappingTargetElsewhere: "Each subcategory must go into a subcategory of the receiving category.",
} as const;

/** Says where each subcategory of a deleted category goes; used in messages. */
export const subcategoryMissing = (name: string) => `Say where the subcategory “${name}” goes.`;
export const subcategorySlugClash = (name: string) =>
  `The receiving category already has a subcategory with the slug of “${name}”: merge it into one of its subcategories instead.`;

const nameSchema = z
  .string({ message: adminCatalogueMessages.nameRequired })
  .max(CATALOGUE_NAME_MAX * 2, { message: adminCatalogueMessages.nameTooLong, abort: true })
  .trim()
  .min(1, { message: adminCatalogueMessages.nameRequired, abort: true })
  .max(CATALOGUE_NAME_MAX, { message: adminCatalogueMessages.nameTooLong });

/** Empty: generated from the name. */
const slugSchema = z
  .string({ message: adminCatalogueMessages.slugInvalid })
  .max(CATALOGUE_SLUG_MAX, { message: adminCatalogueMessages.slugInvalid, abort: true })
  .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, { message: adminCatalogueMessages.slugInvalid });

const iconNameSchema = z
  .string({ message: adminCatalogueMessages.iconUnknown })
  .max(CATALOGUE_SLUG_MAX, { message: adminCatalogueMessages.iconUnknown, abort: true })
  .regex(/^[a-z0-9-]+$/, { message: adminCatalogueMessages.iconUnknown });

const imageIdSchema = z.uuid({ message: adminCatalogueMessages.imageNotFound });

/** `POST /api/admin/categories`, `PUT /api/admin/categories/{id}`: an uploaded image wins over the named icon. */
export const categoryInputSchema = z
  .object({
    name: nameSchema,
    slug: slugSchema.default(""),
    iconName: iconNameSchema.nullable().default(null),
    iconImageId: imageIdSchema.nullable().default(null),
    hue: z
      .number({ message: adminCatalogueMessages.hueInvalid })
      .int({ message: adminCatalogueMessages.hueInvalid })
      .min(0, { message: adminCatalogueMessages.hueInvalid })
      .max(359, { message: adminCatalogueMessages.hueInvalid }),
  })
  .strict()
  .refine((input) => input.iconName !== null || input.iconImageId !== null, {
    message: adminCatalogueMessages.iconRequired,
    path: ["iconName"],
  });
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** `POST /api/admin/categories/{id}/subcategories`, `PUT /api/admin/subcategories/{id}`; no image: the category's icon. */
export const subcategoryInputSchema = z
  .object({ name: nameSchema, slug: slugSchema.default(""), imageId: imageIdSchema.nullable().default(null) })
  .strict();
export type SubcategoryInput = z.input<typeof subcategoryInputSchema>;

/** `PUT /api/admin/categories/order` (every category) and `…/{id}/subcategories/order` (every subcategory of one). */
export const catalogueOrderSchema = z
  .object({
    ids: z
      .array(z.uuid({ message: adminCatalogueMessages.orderMismatch }))
      .max(MAX_CATEGORIES)
      .min(1),
  })
  .strict();

/** `POST …/{id}/move`: one place up or down. */
export const catalogueMoveSchema = z.object({ direction: z.enum(["up", "down"]) }).strict();

/** `DELETE /api/admin/categories/{id}`: each subcategory merges into one of the target's (`into`), or moves as it is (null). */
export const categoryDeleteSchema = z
  .object({
    targetCategoryId: z.uuid({ message: adminCatalogueMessages.targetRequired }),
    subcategories: z
      .array(z.object({ id: z.uuid(), into: z.uuid().nullable() }).strict())
      .max(MAX_CATEGORIES)
      .default([]),
  })
  .strict();
export type CategoryDeleteInput = z.input<typeof categoryDeleteSchema>;
export type CategoryDeleteRequest = z.output<typeof categoryDeleteSchema>;

/** `DELETE /api/admin/subcategories/{id}`: null only when nothing is in it. */
export const subcategoryDeleteSchema = z
  .object({ targetSubcategoryId: z.uuid({ message: adminCatalogueMessages.subcategoryTargetRequired }).nullable() })
  .strict();

export const catalogueIdParamSchema = z.object({ id: z.uuid({ message: "Invalid id." }) }).strict();

const countsSchema = z.object({
  listings: z.number().int(),
  jobs: z.number().int(),
  freelancers: z.number().int(),
});

export const adminSubcategorySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  /** What the site shows: the uploaded image's address, or the generated picture's. */
  image: z.string(),
  uploadedImage: imageRefSchema.nullable(),
  position: z.number().int(),
  counts: countsSchema,
});
export type AdminSubcategory = z.infer<typeof adminSubcategorySchema>;

export const adminCategorySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  /** What the site shows: the uploaded icon's address, or the named icon's. */
  icon: z.string(),
  iconName: z.string().nullable(),
  iconImage: imageRefSchema.nullable(),
  hue: z.number().int(),
  position: z.number().int(),
  counts: countsSchema.extend({ bannerAds: z.number().int() }),
  subcategories: z.array(adminSubcategorySchema),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** `GET /api/admin/categories`: the catalogue in the site's order, and the icons one may name. */
export const adminCatalogueResponseSchema = successSchema(
  z.object({ categories: z.array(adminCategorySchema), iconNames: z.array(z.string()) }),
);
export type AdminCatalogue = z.infer<typeof adminCatalogueResponseSchema>["result_value"];

export const adminCatalogueIdResponseSchema = successSchema(z.object({ _id: z.uuid() }));

/** The order after a reorder or a move: the ids in their new positions. */
export const catalogueOrderResponseSchema = successSchema(z.object({ ids: z.array(z.uuid()) }));
