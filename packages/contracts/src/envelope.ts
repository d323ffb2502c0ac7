import { z } from "zod";

/** Every successful answer: `result` > 0 means success, `result_value` holds the data. */
export function successSchema<T extends z.ZodType>(value: T) {
  return z.object({ result: z.literal(1), result_value: value });
}

/** A page of a list numbered from 1: its rows, and whether another page follows. */
export function pagedSchema<T extends z.ZodType>(row: T) {
  return successSchema(z.array(row)).extend({
    meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int() }),
  });
}

/** A page of a list read by key: its rows, and the cursor the next page starts after (null at the end). */
export function cursorPageSchema<T extends z.ZodType>(row: T) {
  return successSchema(z.array(row)).extend({ meta: z.object({ nextCursor: z.string().nullable() }) });
}

export type Success<T> = { result: 1; result_value: T };

/** Every error answer. `errors` maps a field path to its messages (400 only). */
export const errorSchema = z.object({
  result: z.literal(0),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;
