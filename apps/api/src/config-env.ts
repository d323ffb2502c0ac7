import { availableParallelism } from "node:os";
import { z } from "zod";
import { emailPattern } from "@mp/contracts/email";
import { trustProxySchema } from "./lib/trust-proxy.ts";

/**
 * The environment variables the server reads, each with its check and default; config.ts turns
 * them into the app's Config.
 */
const DEFAULT_PRODUCT_NAME = "Main Street Market";

const port = z.coerce.number().int().min(0).max(65_535);
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === "" ? undefined : v));
const flag = (fallback: "true" | "false") =>
  z
    .enum(["true", "false", "1", "0"])
    .default(fallback)
    .transform((v) => v === "true" || v === "1");

/** A footer social link: http(s), the network's home page when unset, "none" to leave its icon out. */
const socialUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .max(300)
    .optional()
    .transform((v) => (v ? v : fallback))
    .refine((v) => v === "none" || /^https?:\/\//.test(v), {
      message: 'must start with http:// or https://, or be "none"',
    })
    .transform((v) => (v === "none" ? null : v));

const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/**
 * A slippy-map tile address: http(s), with the {z}, {x} and {y} placeholders, and a host that can
 * go into the Content-Security-Policy as it is (`{s}`, Leaflet's subdomain, only as its first label).
 */
const tileUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || DEFAULT_TILE_URL)
  .refine((v) => /^https?:\/\//.test(v), { message: "must start with http:// or https://", abort: true })
  .refine((v) => ["{z}", "{x}", "{y}"].every((p) => v.includes(p)), { message: "must contain {z}, {x} and {y}" })
  .refine((v) => tileOriginOf(v) !== null, {
    message: "must have a plain host name ({s} only as its first part)",
  });

const envSchema = z.object({
  PORT: port.default(3000),
  ADMIN_PORT: port.default(3001),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl(["redis", "rediss"]),
  REDIS_KEY_PREFIX: z.string().max(100).default("mp:"),
  PUBLIC_URL: optionalUrl(["http", "https"]),
  ADMIN_URL: optionalUrl(["http", "https"]),
  PRODUCT_NAME: z.string().trim().min(1).max(60).default(DEFAULT_PRODUCT_NAME),
  TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(64 * 1024),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  TRUST_PROXY: trustProxySchema,
  SEED_DEMO_DATA: flag("true"),
  ADMIN_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .default(24 * 7),
  AUTH_THROTTLE: z.enum(["on", "off"]).default("on"),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  CATALOGUE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  CATALOGUE_VERSION_POLL_MS: z.coerce.number().int().min(0).max(10_000).default(100),
  DB_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(1500),
  DB_QUEUE_LENGTH: z.coerce.number().int().min(0).max(100_000).default(200),
  UPLOAD_GRACE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  UPLOADS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(100),
  IMAGE_PROCESSING_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  IMAGE_QUEUE_LENGTH: z.coerce.number().int().min(0).max(1000).default(8),
  SCHEDULE_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  PAST_DUE_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(14),
  SAVED_SEARCH_INSTANT_MINUTES: z.coerce.number().min(0.1).max(1440).default(5),
  SAVED_SEARCH_DAILY_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  MESSAGE_MAIL_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: optionalText(200),
  CONTACT_EMAIL: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || emailPattern.test(v), { message: "must be an e-mail address" }),
  SOCIAL_FACEBOOK_URL: socialUrl("https://www.facebook.com/"),
  SOCIAL_INSTAGRAM_URL: socialUrl("https://www.instagram.com/"),
  SOCIAL_X_URL: socialUrl("https://x.com/"),
  SMS_URL: optionalUrl(["http", "https"]),
  TWILIO_ACCOUNT_SID: optionalText(100),
  TWILIO_AUTH_TOKEN: optionalText(200),
  TWILIO_FROM: optionalText(40),
  GOOGLE_CLIENT_ID: optionalText(300),
  GOOGLE_JWKS_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .default("https://www.googleapis.com/oauth2/v3/certs"),
  FACEBOOK_APP_ID: optionalText(100),
  FACEBOOK_APP_SECRET: optionalText(200),
  FACEBOOK_GRAPH_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .default("https://graph.facebook.com"),
  GOOGLE_MAPS_API_KEY: optionalText(200),
  MAP_TILE_URL: tileUrl,
  MAP_TILE_ATTRIBUTION: optionalText(300).transform((v) => v ?? "© OpenStreetMap contributors"),
  STRIPE_SECRET_KEY: optionalText(300),
  STRIPE_WEBHOOK_SECRET: optionalText(300),
  STRIPE_API_URL: optionalUrl(["http", "https"]),
});

/** The settings with the rules that tie some of them together (both or neither, ports apart). */
export const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.PORT !== 0 && env.PORT === env.ADMIN_PORT) {
    ctx.addIssue({ code: "custom", path: ["ADMIN_PORT"], message: "must differ from PORT" });
  }
  if (Boolean(env.FACEBOOK_APP_ID) !== Boolean(env.FACEBOOK_APP_SECRET)) {
    const missing = env.FACEBOOK_APP_ID ? "FACEBOOK_APP_SECRET" : "FACEBOOK_APP_ID";
    ctx.addIssue({ code: "custom", path: [missing], message: "FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together" });
  }
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    ctx.addIssue({
      code: "custom",
      path: ["TWILIO_ACCOUNT_SID"],
      message: "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together",
    });
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
    ctx.addIssue({
      code: "custom",
      path: [missing],
      message: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together",
    });
  }
});

export type Env = z.infer<typeof checkedEnvSchema>;

/** `https://tile.example.org` of a tile URL template; null when its host is not a plain name. */
export function tileOriginOf(template: string): string | null {
  const match = /^(https?):\/\/((?:\{s\}\.)?[a-z0-9.-]+(?::\d{1,5})?)(?:[/?]|$)/i.exec(template);
  if (!match) return null;
  return `${match[1]!.toLowerCase()}://${match[2]!.toLowerCase().replace("{s}.", "*.")}`;
}
