import { z } from "zod";

export const healthResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({
    status: z.literal("ok"),
    database: z.enum(["pglite", "postgres"]),
    uptimeSeconds: z.number(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
