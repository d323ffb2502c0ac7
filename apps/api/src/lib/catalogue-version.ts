import type { Redis } from "ioredis";

/**
 * A number that changes whenever something searchable changes (a listing published, edited,
 * unpublished or deleted). Cached search results carry the version they were computed at and
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
