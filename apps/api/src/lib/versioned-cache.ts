import type { CatalogueVersion } from "./catalogue-version.ts";
import { createLoadingCache, type Load } from "./loading-cache.ts";

/**
 * Reads reused while the catalogue version they were made at is current, and for `ttlMs` at most
 * (a loading cache keyed by version and key: one read per key at a time, failures not kept). With
 * `ttlMs` 0 nothing is kept (SEARCH_CACHE_SECONDS=0).
 */
export function createVersionedCache<V extends object>(
  version: CatalogueVersion,
  { max, ttlMs }: { max: number; ttlMs: number },
) {
  const cache = createLoadingCache<string, V>({ max, ttlMs });
  return {
    /** The value of `key` at the current catalogue version: reused, or read once by `load`. */
    async get(key: string, load: Load<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      return cache.get(`${await version.current()}:${key}`, load);
    },
    get size() {
      return cache.size;
    },
  };
}
