import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { isKnownAdminPage } from "@mp/contracts/admin-routes";
import type { PublicConfig } from "@mp/contracts/public-config";
import { isKnownPage } from "@mp/contracts/web-routes";
import type { DatabaseHandle } from "@mp/db/client";
import type { Config } from "./config.ts";
import {
  createCatalogueWriter,
  createMemoryCatalogueVersion,
  createRedisCatalogueVersion,
  type CatalogueVersion,
  type CatalogueWriter,
} from "./lib/catalogue-version.ts";
import { createBoundedQueue, type BoundedQueue } from "./lib/bounded-queue.ts";
import { createMailer, type Mailer } from "./lib/mailer.ts";
import { withArrival } from "./lib/request-order.ts";
import { serializeRequest } from "./lib/log-redaction.ts";
import { createFileStore } from "./lib/storage/create-file-store.ts";
import type { FileStore } from "./lib/storage/file-store.ts";
import {
  createMemoryDedupStore,
  createMemoryThrottleStore,
  createRedisThrottleStore,
  createThrottle,
  type Throttle,
  type ThrottleStore,
} from "./lib/throttle.ts";
import { createTokens } from "./lib/tokens.ts";
import { trustProxyOption } from "./lib/trust-proxy.ts";
import type { Secrets } from "./secrets.ts";
import type { Surface } from "./surface.ts";
import { touchAdminSession } from "./modules/auth/repository.ts";
import { findUserBySession } from "./modules/users/repository.ts";
import { toUser } from "./modules/users/user-view.ts";
import { registerApiRoutes } from "./api-routes.ts";
import { artRoutes } from "./modules/art/routes.ts";
import { mediaRoutes } from "./modules/uploads/media-routes.ts";
import { seoRoutes } from "./modules/seo/routes.ts";
import { registerAuthentication } from "./plugins/authenticate.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerRateLimit } from "./plugins/rate-limit.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { registerWebApp } from "./plugins/web-app.ts";
import type { ServerEntry } from "./plugins/page-renderer.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    secrets: Secrets;
    database: DatabaseHandle;
    /** Counters of the account endpoints (sign-in, sign-up, reset); never evicted while live. */
    throttle: Throttle;
    /** "Counted lately?" keys of views, clicks and impressions, kept apart from `throttle`. */
    eventDedup: Throttle;
    mailer: Mailer;
    /** Uploaded files (DATA_DIR/uploads or S3), built once from the storage settings. */
    fileStore: FileStore;
    /** Changes whenever something searchable changes; search results are cached per version. */
    catalogueVersion: CatalogueVersion;
    /** The one way to write what the cached reads show: each committed write moves `catalogueVersion`. */
    catalogueWriter: CatalogueWriter;
    /** Uploaded images being processed (CPU-bound): a few at once, a short line, then 503. */
    imageQueue: BoundedQueue;
  }
}

export type AppDependencies = {
  config: Config;
  /** Generated when not configured; tokens are signed with them. */
  secrets: Secrets;
  database: DatabaseHandle;
  redis?: Redis | null;
  /** "site" unless told: decides which pages exist and which third-party origins the CSP allows. */
  surface?: Surface;
  /** Where the built web app of the surface is; the API alone is served when it is missing. */
  distDir?: string;
  /** The site's server build (decision 023): its public pages are rendered on the server. */
  serverEntry?: string | ServerEntry;
  /** Shared by both surfaces of a process so they count together; Redis or memory when not given. */
  throttleStore?: ThrottleStore;
  /** As `throttleStore`, for the de-duplication of counted events. */
  eventStore?: ThrottleStore;
  /** Shared by both surfaces of a process; made from the settings when not given. */
  mailer?: Mailer;
  /**
   * Shared by both surfaces of a process, so that a write through the admin port (a suspension, a
   * category) ends the site's cached reads at once; made from the settings when not given.
   */
  catalogueVersion?: CatalogueVersion;
  /** Where the logs go (standard output by default); tests read them from here. */
  logStream?: NodeJS.WritableStream;
};

const pageChecks: Record<Surface, (pathname: string) => boolean> = { site: isKnownPage, admin: isKnownAdminPage };

/** Builds the whole HTTP application of one surface without listening: the server and the tests both use it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, secrets, database, redis = null, surface = "site", distDir, logStream } = deps;
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.authorization"],
            serializers: { req: serializeRequest },
            base: { surface },
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 200 },
    // While draining on shutdown, a request already on an open connection is answered, not refused.
    return503OnClosing: false,
    // Registering the API's 239 routes with their schemas takes a quarter of a second on an idle
    // box, but more than Fastify's default 10 s on a two-core machine busy with other processes
    // (seen in CI), and the app then refused to start. A plugin that truly hangs is still caught.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("secrets", secrets);
  app.decorate("database", database);
  const throttleStore =
    deps.throttleStore ??
    (redis ? createRedisThrottleStore(redis, config.redisKeyPrefix) : createMemoryThrottleStore());
  app.decorate(
    "throttle",
    createThrottle(throttleStore, (err) => app.log.warn({ err }, "throttle store unavailable; request let through")),
  );
  const eventStore =
    deps.eventStore ??
    (redis ? createRedisThrottleStore(redis, config.redisKeyPrefix, "dedup") : createMemoryDedupStore());
  app.decorate(
    "eventDedup",
    createThrottle(eventStore, (err) => app.log.warn({ err }, "event store unavailable; event counted")),
  );
  const catalogueVersion = deps.catalogueVersion ?? catalogueVersionFor(config, redis);
  app.decorate("catalogueVersion", catalogueVersion);
  app.decorate("catalogueWriter", createCatalogueWriter(database.db, catalogueVersion));
  app.decorate("imageQueue", createBoundedQueue(config.imageProcessing));
  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  app.decorate("mailer", mailer);
  app.decorate("fileStore", createFileStore(config.storage, config.dataDir));
  // Mail under way is finished before the app closes; a mailer made here is closed with it.
  app.addHook("onClose", () => (deps.mailer ? mailer.idle() : mailer.close()));
  registerAuthentication(
    app,
    createTokens({ secret: secrets.tokenSecret, issuer: config.publicUrl, audience: `${config.publicUrl}/api` }),
    async (sessionId, userId) => {
      const row = await findUserBySession(database.db, sessionId, userId);
      return row ? toUser(row) : null;
    },
    (sessionId) => touchAdminSession(database.db, sessionId, config.adminIdleMinutes),
  );
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // The database's line lets a request under way go before newer ones (database.ts).
  app.addHook("onRequest", (_request, _reply, done) => withArrival(performance.now(), done));

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config, surface);
  await registerRateLimit(app, config, redis);
  // The API reference is one page of the public site: the admin port serves the same API without it.
  if (surface === "site") await registerOpenApi(app, config);

  await app.register(
    async function apiRoutes(api) {
      await registerApiRoutes(api, app, surface);
    },
    { prefix: "/api" },
  );
  await app.register(artRoutes);
  await app.register(mediaRoutes);
  // robots.txt and the sitemaps describe the public site only.
  if (surface === "site") await app.register(seoRoutes);
  await registerWebApp(app, {
    distDir: distDir ?? "",
    publicConfig: publicConfigOf(config),
    isKnownPage: pageChecks[surface],
    serverEntry: surface === "site" ? deps.serverEntry : undefined,
  });
  return app;
}

/** The catalogue version the settings call for: in Redis when there is one (shared by every process), else in memory. */
export function catalogueVersionFor(config: Config, redis: Redis | null): CatalogueVersion {
  return redis
    ? createRedisCatalogueVersion(redis, config.redisKeyPrefix, config.catalogueVersionPollMs)
    : createMemoryCatalogueVersion();
}

export function publicConfigOf(config: Config): PublicConfig {
  return {
    productName: config.productName,
    publicUrl: config.publicUrl,
    adminUrl: config.adminUrl,
    adminIdleMinutes: config.adminIdleMinutes,
    googleClientId: config.googleClientId,
    facebookAppId: config.facebook?.appId ?? null,
    socialLinks: config.socialLinks,
    maps: {
      googleMapsKey: config.maps.googleMapsKey,
      tileUrl: config.maps.tileUrl,
      tileAttribution: config.maps.tileAttribution,
    },
  };
}
