import { z } from "zod";

/** The category page size of the spec (section 9). */
export const CATEGORY_PAGE_SIZE = 16;
/** No list answers more rows than this at once. */
export const MAX_PAGE_SIZE = 100;

export const categorySchema = z.object({
  _id: z.uuid(),
  categoryName: z.string(),
  icon: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const subcategorySchema = z.object({
  _id: z.uuid(),
  subCategoryName: z.string(),
  subimage: z.string(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

/** `GET /api/category?page={n}&limit=16&search={text}`; without `page` the whole list comes back. */
export const categoryListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(CATEGORY_PAGE_SIZE),
    search: z.string().trim().max(100).default(""),
  })
  .strict();
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

export const categoryListResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(categorySchema),
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int() }).optional(),
});
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

export const idParamSchema = z.object({ id: z.uuid({ message: "Invalid id." }) }).strict();

export const categoryIdParamSchema = z.object({ categoryId: z.uuid({ message: "Invalid category id." }) }).strict();

export const subcategoryListResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(subcategorySchema),
});
export type SubcategoryListResponse = z.infer<typeof subcategoryListResponseSchema>;

/** `GET /api/category-index`: every category with its subcategories, both sorted by name, in one answer. */
export const categoryIndexEntrySchema = categorySchema.extend({
  subcategories: z.array(subcategorySchema.pick({ _id: true, subCategoryName: true })),
});
export type CategoryIndexEntry = z.infer<typeof categoryIndexEntrySchema>;

export const categoryIndexResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(categoryIndexEntrySchema),
});
