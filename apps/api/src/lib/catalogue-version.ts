import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";

/**
 * A number that changes whenever something a visitor sees changes (a listing published, edited,
 * unpublished or deleted; an ad added, changed or ended). Cached search results carry the version they were computed at and
 * are used only while it is still current, so a change shows in search at once — in every
 * process when the version lives in Redis (`REDIS_URL`).
 */
export type CatalogueVersion = {
  current: () => Promise<string>;
  bump: () => Promise<void>;
};

export function createMemoryCatalogueVersion(): CatalogueVersion {
  let version = 0;
  return {
    current: async () => String(version),
    bump: async () => {
      version += 1;
    },
  };
}

export function createRedisCatalogueVersion(redis: Redis, keyPrefix: string): CatalogueVersion {
  const key = `${keyPrefix}catalogue-version`;
  return {
    current: async () => (await redis.get(key)) ?? "0",
    bump: async () => {
      await redis.incr(key);
    },
  };
}

/**
 * Bumps the version after every successful write under the plugin `app`, before its answer
 * leaves: the writer's next read, in any process, no longer gets an answer cached before it.
 */
export function endReuseOnWrite(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (request.method !== "GET" && reply.statusCode < 400) await app.catalogueVersion.bump();
  });
}
