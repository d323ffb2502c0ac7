import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { DatabaseHandle } from "@mp/db/client";
import type { Config } from "./config.ts";
import type { Secrets } from "./secrets.ts";
import { artRoutes } from "./modules/art/routes.ts";
import { categoryRoutes } from "./modules/categories/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { registerRateLimit } from "./plugins/rate-limit.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { registerWebApp } from "./plugins/web-app.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    secrets: Secrets;
    database: DatabaseHandle;
  }
}

export type AppDependencies = {
  config: Config;
  /** Generated when not configured; the accounts module signs its tokens with them. */
  secrets: Secrets;
  database: DatabaseHandle;
  redis?: Redis | null;
  /** Where the built site is; the API alone is served when it is missing. */
  webDistDir?: string;
  /** Where the logs go (standard output by default); tests read them from here. */
  logStream?: NodeJS.WritableStream;
};

/** Builds the whole HTTP application without listening: the server and the tests both use it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, secrets, database, redis = null, webDistDir, logStream } = deps;
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.authorization"],
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 200 },
    // While draining on shutdown, a request already on an open connection is answered, not refused.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("secrets", secrets);
  app.decorate("database", database);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await registerRateLimit(app, config, redis);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(categoryRoutes);
    },
    { prefix: "/api" },
  );
  await app.register(artRoutes);
  await registerWebApp(app, {
    distDir: webDistDir ?? "",
    publicConfig: { productName: config.productName, publicUrl: config.publicUrl, adminUrl: config.adminUrl },
  });
  return app;
}
