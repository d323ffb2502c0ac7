import { z } from "zod";
import { MAX_PAGE_SIZE } from "./category.ts";
import { userSchema } from "./user.ts";

/** `GET /api/admin/users?page=&limit=&search=` — Admin or Super-Admin only. */
export const adminUserListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
    search: z.string().trim().max(100).default(""),
  })
  .strict();

export const adminUserListResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(userSchema.extend({ createdAt: z.string() })),
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int(), total: z.number().int() }),
});
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;
