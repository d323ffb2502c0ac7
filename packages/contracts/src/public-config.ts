import { z } from "zod";

/** The settings the browser apps need, injected by the server into each page. */
export const publicConfigSchema = z.object({
  productName: z.string(),
  publicUrl: z.string(),
  adminUrl: z.string(),
  /** The admin panel signs out after this many minutes without activity (ADMIN_IDLE_MINUTES). */
  adminIdleMinutes: z.number().int().positive().optional(),
  // Null when that sign-in is not configured: the site then shows no button for it. The server
  // always sends both; they may be absent only in a page that a test or an old build wrote.
  /** Google's OAuth client id (Google Identity Services). */
  googleClientId: z.string().nullish(),
  /** Facebook's app id (Facebook JavaScript SDK). */
  facebookAppId: z.string().nullish(),
  /**
   * The map provider: Google Maps (with its places library) when `googleMapsKey` is set, else
   * Leaflet over `tileUrl` (`{z}/{x}/{y}` placeholders). Absent in pages written before maps.
   */
  /** The footer's social links (SOCIAL_*_URL); null leaves that icon out. Absent in pages written before them. */
  socialLinks: z
    .object({ facebook: z.string().nullable(), instagram: z.string().nullable(), x: z.string().nullable() })
    .optional(),
  maps: z
    .object({
      googleMapsKey: z.string().nullable(),
      tileUrl: z.string(),
      tileAttribution: z.string(),
    })
    .optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
