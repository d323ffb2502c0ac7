import { LRUCache } from "lru-cache";

export type Load<V> = () => Promise<V>;

/**
 * Values read by a `load` and reused for `ttlMs` (which must be above 0); beyond `max` keys the
 * least recently used go. Requests that arrive while a read runs wait for that read instead of
 * reading too (lru-cache's `fetch` shares one `fetchMethod` call per key); a read that fails is
 * not kept, so the next request reads again.
 */
export function createLoadingCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>({
  max,
  ttlMs,
}: {
  max: number;
  ttlMs: number;
}) {
  const cache = new LRUCache<K, V, Load<V>>({
    max,
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context }) => context(),
    // A read pushed out by newer keys still answers the requests waiting for it.
    ignoreFetchAbort: true,
  });
  return {
    /** The value of `key`: reused, or read once by `load`. */
    async get(key: K, load: Load<V>): Promise<V> {
      // fetchMethod always answers a value, so `fetch` never resolves to undefined here.
      return (await cache.fetch(key, { context: load })) as V;
    },
    get size() {
      return cache.size;
    },
  };
}

export type LoadingCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> = ReturnType<
  typeof createLoadingCache<K, V>
>;
