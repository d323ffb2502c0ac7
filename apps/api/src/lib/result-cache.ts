/**
 * A small least-recently-used cache whose entries expire after `ttlMs`. Map keeps insertion
 * order, so re-inserting on every hit makes the first key the least recently used.
 */
export function createResultCache<V>({ maxEntries, ttlMs }: { maxEntries: number; ttlMs: number }) {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key: string, now = Date.now()): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V, now = Date.now()): void {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expires: now + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete(key: string): void {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
