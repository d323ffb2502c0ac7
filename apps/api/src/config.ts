import path from "node:path";
import { z } from "zod";

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
    .default(1024 * 1024),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  TRUST_PROXY: flag("false"),
  SEED_DEMO_DATA: flag("true"),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .default(24 * 7),
  AUTH_THROTTLE: z.enum(["on", "off"]).default("on"),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: optionalText(200),
  GOOGLE_CLIENT_ID: optionalText(300),
  GOOGLE_JWKS_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .default("https://www.googleapis.com/oauth2/v3/certs"),
  FACEBOOK_APP_ID: optionalText(100),
  FACEBOOK_APP_SECRET: optionalText(200),
  FACEBOOK_GRAPH_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .default("https://graph.facebook.com"),
});

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.PORT !== 0 && env.PORT === env.ADMIN_PORT) {
    ctx.addIssue({ code: "custom", path: ["ADMIN_PORT"], message: "must differ from PORT" });
  }
  if (Boolean(env.FACEBOOK_APP_ID) !== Boolean(env.FACEBOOK_APP_SECRET)) {
    const missing = env.FACEBOOK_APP_ID ? "FACEBOOK_APP_SECRET" : "FACEBOOK_APP_ID";
    ctx.addIssue({ code: "custom", path: [missing], message: "FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together" });
  }
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof checkedEnvSchema>) {
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
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    seedDemoData: env.SEED_DEMO_DATA,
    isHttps: publicUrl.startsWith("https://"),
    tokenTtlHours: env.TOKEN_TTL_HOURS,
    /** Off only for load tests: the per-address and per-account limits on sign-in, sign-up and reset. */
    authThrottle: env.AUTH_THROTTLE === "on",
    smtpUrl: env.SMTP_URL,
    mailFrom:
      env.MAIL_FROM ?? `"${env.PRODUCT_NAME.replace(/["\\\r\n]/g, "")}" <no-reply@${new URL(publicUrl).hostname}>`,
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
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  return toConfig(parsed.data);
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
