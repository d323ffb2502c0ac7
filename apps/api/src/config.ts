import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { emailPattern } from "@mp/contracts/email";
import { parseStorageSettings, type StorageSettings } from "./lib/storage/storage-settings.ts";
import { trustProxySchema } from "./lib/trust-proxy.ts";

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

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
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

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof checkedEnvSchema>, storage: StorageSettings) {
  const publicUrl = trimSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  return {
    port: env.PORT,
    adminPort: env.ADMIN_PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    publicUrl,
    adminUrl: trimSlash(env.ADMIN_URL ?? `http://localhost:${env.ADMIN_PORT}`),
    productName: env.PRODUCT_NAME,
    tokenSecret: env.TOKEN_SECRET,
    logLevel: env.LOG_LEVEL,
    /** JSON bodies; the upload route has its own, larger limit. */
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    /** false, a hop count or the proxies' addresses, as Fastify's trustProxy takes them. */
    trustProxy: env.TRUST_PROXY,
    seedDemoData: env.SEED_DEMO_DATA,
    isHttps: publicUrl.startsWith("https://"),
    tokenTtlHours: env.TOKEN_TTL_HOURS,
    /** The admin panel's session ends after this many minutes without an admin request (and the panel signs out). */
    adminIdleMinutes: env.ADMIN_IDLE_MINUTES,
    /** Off only for load tests: the per-address and per-account limits on sign-in, sign-up and reset. */
    authThrottle: env.AUTH_THROTTLE === "on",
    /** How long a search's results may be reused while nothing searchable changed; 0 turns it off. */
    searchCacheSeconds: env.SEARCH_CACHE_SECONDS,
    /**
     * What browsers and CDNs may do with the public catalogue reads (categories, subcategories,
     * the index): keep them `maxAgeSeconds`, then use them `staleSeconds` more while revalidating.
     */
    catalogueHttpCache: { maxAgeSeconds: env.CATALOGUE_CACHE_SECONDS, staleSeconds: env.CATALOGUE_STALE_SECONDS },
    /** With Redis: how long a process reuses the catalogue version it read before asking again (its own writes show at once). */
    catalogueVersionPollMs: env.CATALOGUE_VERSION_POLL_MS,
    /**
     * Back-pressure: a request waits at most `timeoutMs` for the database (PGlite runs one
     * statement at a time; PostgreSQL has DATABASE_POOL_SIZE connections), and at most `maxWaiting`
     * wait at once; beyond either it answers 503 with Retry-After.
     */
    databaseQueue: { timeoutMs: env.DB_QUEUE_TIMEOUT_MS, maxWaiting: env.DB_QUEUE_LENGTH },
    /** How long an uploaded image nothing uses is kept before the hourly clean-up deletes it. */
    uploadGraceHours: env.UPLOAD_GRACE_HOURS,
    /** Images one user may upload in any 24 hours; more answer 429 and store nothing. */
    uploadsPerDay: env.UPLOADS_PER_DAY,
    /** Images processed at once, and uploads that may wait for a turn; beyond them uploads answer 503. */
    imageProcessing: { concurrency: env.IMAGE_PROCESSING_CONCURRENCY, maxWaiting: env.IMAGE_QUEUE_LENGTH },
    /** How often each process looks for due scheduled work (renewals, expiry, reminder mails); one process at a time does each task. */
    scheduleIntervalSeconds: env.SCHEDULE_INTERVAL_SECONDS,
    /** How long after its period ended a past-due subscription is kept before the scheduled work expires it. */
    pastDueGraceDays: env.PAST_DUE_GRACE_DAYS,
    /** How often each process looks for new matches of the "instant" saved searches and mails them (fractions allowed). */
    savedSearchInstantMinutes: env.SAVED_SEARCH_INSTANT_MINUTES,
    /** The UTC hour after which the "daily" saved searches' alerts go out, once a day. */
    savedSearchDailyHour: env.SAVED_SEARCH_DAILY_HOUR,
    /** Minutes between two runs of the batched new-message mail (one mail per recipient and run). */
    messageMailMinutes: env.MESSAGE_MAIL_MINUTES,
    smtpUrl: env.SMTP_URL,
    mailFrom:
      env.MAIL_FROM ?? `"${env.PRODUCT_NAME.replace(/["\\\r\n]/g, "")}" <no-reply@${new URL(publicUrl).hostname}>`,
    /** Where the contact form's messages go. */
    contactEmail: env.CONTACT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
    /** The footer's social icons; null leaves that icon out. */
    socialLinks: { facebook: env.SOCIAL_FACEBOOK_URL, instagram: env.SOCIAL_INSTAGRAM_URL, x: env.SOCIAL_X_URL },
    /**
     * Text messages (phone confirmation codes): through Twilio's REST API when its three settings
     * are set (`apiUrl`: SMS_URL, a stand-in of Twilio's API, else Twilio's own); else each message
     * is a file in DATA_DIR/sms, as mail goes to DATA_DIR/mail.
     */
    sms:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            apiUrl: trimSlash(env.SMS_URL ?? "https://api.twilio.com"),
          }
        : null,
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    googleJwksUrl: env.GOOGLE_JWKS_URL,
    /** Both or neither: Facebook sign-in needs the app id and its secret. */
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? {
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            graphUrl: trimSlash(env.FACEBOOK_GRAPH_URL),
          }
        : null,
    /** Google Maps (with its places library) when the key is set, else Leaflet over the tiles. */
    maps: {
      googleMapsKey: env.GOOGLE_MAPS_API_KEY ?? null,
      tileUrl: env.MAP_TILE_URL,
      /** The tiles' origin as the Content-Security-Policy's img-src names it (`{s}.` becomes `*.`). */
      tileOrigin: tileOriginOf(env.MAP_TILE_URL) ?? "",
      tileAttribution: env.MAP_TILE_ATTRIBUTION,
    },
    /** Uploaded files: DATA_DIR/uploads, or an S3-compatible bucket when S3_BUCKET is set. */
    storage,
    /**
     * Stripe Checkout when both keys are set; null is the built-in test mode (a local checkout
     * page whose Pay sends a signed event through the same webhook). `apiUrl` points the client
     * at a stand-in of Stripe's API (tests, no internet); null is Stripe's own.
     */
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL ?? null,
          }
        : null,
  };
}

/** `https://tile.example.org` of a tile URL template; null when its host is not a plain name. */
export function tileOriginOf(template: string): string | null {
  const match = /^(https?):\/\/((?:\{s\}\.)?[a-z0-9.-]+(?::\d{1,5})?)(?:[/?]|$)/i.exec(template);
  if (!match) return null;
  return `${match[1]!.toLowerCase()}://${match[2]!.toLowerCase().replace("{s}.", "*.")}`;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Parses the environment once at start; a bad value stops the server with a list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  const storage = parseStorageSettings(env);
  if (!parsed.success || !storage.ok) {
    throw new ConfigError([
      ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)),
      ...(storage.ok ? [] : storage.problems),
    ]);
  }
  return toConfig(parsed.data, storage.settings);
}

function trimSlash(url: string): string {
  return url.replace(/(?<!\/)\/+$/, "");
}
