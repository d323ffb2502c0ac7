import { z } from "zod";

/** Every successful answer: `result` > 0 means success, `result_value` holds the data. */
export function successSchema<T extends z.ZodType>(value: T) {
  return z.object({ result: z.literal(1), result_value: value });
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
