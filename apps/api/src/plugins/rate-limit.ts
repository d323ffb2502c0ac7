import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "../config.ts";

/**
 * A per-address ceiling on API calls. Counters live in Redis when `REDIS_URL` is set, so
 * every server process behind a load balancer counts together; in memory otherwise.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config, redis: Redis | null): Promise<void> {
  await app.register(rateLimit, {
    global: config.rateLimitPerMinute > 0,
    max: config.rateLimitPerMinute || 1,
    timeWindow: 60_000,
    redis: redis ?? undefined,
    nameSpace: `${config.redisKeyPrefix}rate-limit:`,
    skipOnError: true,
    allowList: (request) => !request.url.startsWith("/api/") || request.url === "/api/health",
  });
}
