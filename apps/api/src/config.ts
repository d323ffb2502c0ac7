import path from "node:path";
import { checkedEnvSchema, tileOriginOf, type Env } from "./config-env.ts";
import { parseStorageSettings, type StorageSettings } from "./lib/storage/storage-settings.ts";

export { tileOriginOf };

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: Env, storage: StorageSettings) {
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
