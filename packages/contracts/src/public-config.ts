import { z } from "zod";

/** The settings the browser apps need, injected by the server into each page. */
export const publicConfigSchema = z.object({
  productName: z.string(),
  publicUrl: z.string(),
  adminUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
