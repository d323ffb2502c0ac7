import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "../config.ts";
import { clientKeyOf } from "../lib/client-key.ts";

/** Each group counts on its own, per client address and minute; `base` is RATE_LIMIT_PER_MINUTE. */
const GROUPS = {
  /** The account endpoints among them have finer throttles of their own (modules/auth/throttle-rules.ts). */
  api: (base: number) => base,
  /** Counted apart, so that a load balancer's checks never use up a client's calls. */
  health: (base: number) => base,
  /** Uploaded images and the demo artwork: a page of results shows dozens. */
  media: (base: number) => base * 4,
  /** robots.txt and the sitemaps: for crawlers, which need few. */
  seo: (base: number) => Math.ceil(base / 10),
  /** The built apps' scripts, styles and icons. */
  assets: (base: number) => base * 5,
  /** Pages (index.html, rendered per request when it carries a CSP nonce) and unknown paths. */
  pages: (base: number) => Math.ceil(base / 2),
} satisfies Record<string, (base: number) => number>;
export type RateLimitGroup = keyof typeof GROUPS;

/**
 * The group of a request, by the route it matched (`routeOptions.url`, the route's own pattern),
 * never by the URL it was sent with: `/%61pi/...` or `GET http://host/api/... HTTP/1.1` match the
 * same routes as `/api/...` and count the same.
 */
export function rateLimitGroupOf(route: string | undefined): RateLimitGroup {
  if (route === undefined) return "pages";
  if (route === "/api/health") return "health";
  if (route.startsWith("/api/")) return "api";
  if (route.startsWith("/media/") || route.startsWith("/art/")) return "media";
  if (route === "/robots.txt" || route === "/sitemap.xml" || route.startsWith("/sitemaps/")) return "seo";
  return "assets";
}

export function rateLimitPerMinute(group: RateLimitGroup, base: number): number {
  return GROUPS[group](base);
}

/**
 * A per-address ceiling on every route, in groups (above). Counters live in Redis when
 * `REDIS_URL` is set, so every server process behind a load balancer counts together; in memory
 * otherwise. `RATE_LIMIT_PER_MINUTE=0` turns it off.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config, redis: Redis | null): Promise<void> {
  const base = config.rateLimitPerMinute;
  const groupOf = (request: FastifyRequest) => rateLimitGroupOf(request.routeOptions.url);
  await app.register(rateLimit, {
    global: base > 0,
    max: (request) => rateLimitPerMinute(groupOf(request), base),
    timeWindow: 60_000,
    keyGenerator: (request) => `${groupOf(request)}:${clientKeyOf(request.ip)}`,
    redis: redis ?? undefined,
    nameSpace: `${config.redisKeyPrefix}rate-limit:`,
    cache: 50_000,
    skipOnError: true,
  });
}
