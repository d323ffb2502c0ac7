import { LRUCache } from "lru-cache";
import type { CatalogueVersion } from "./catalogue-version.ts";

type Load<V> = () => Promise<V>;

/**
 * Reads reused while the catalogue version they were made at is current, and for `ttlMs` at most;
 * the least recently used go beyond `max`. Requests that arrive while a read runs wait for that
 * read instead of reading too (lru-cache's `fetch` shares one `fetchMethod` call per key); a read
 * that fails is not kept. With `ttlMs` 0 nothing is kept (SEARCH_CACHE_SECONDS=0).
 */
export function createVersionedCache<V extends object>(
  version: CatalogueVersion,
  { max, ttlMs }: { max: number; ttlMs: number },
) {
  const cache = new LRUCache<string, V, Load<V>>({
    max,
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context }) => context(),
    // A read pushed out by newer keys (a new version) still answers the requests waiting for it.
    ignoreFetchAbort: true,
  });
  return {
    /** The value of `key` at the current catalogue version: reused, or read once by `load`. */
    async get(key: string, load: Load<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const versioned = `${await version.current()}:${key}`;
      // fetchMethod always answers a value, so `fetch` never resolves to undefined here.
      return (await cache.fetch(versioned, { context: load })) as V;
    },
    get size() {
      return cache.size;
    },
  };
}
