import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

/** At most `max` hits per `windowMs`; the window starts at the first hit and does not slide. */
export type ThrottleRule = { name: string; max: number; windowMs: number };

/**
 * Fixed-window counters: in memory for one process, in Redis (`REDIS_URL`) to count together
 * across every process behind a load balancer.
 */
export type ThrottleStore = {
  /** Counts one hit on `key` and answers the count so far in its window. */
  hit: (key: string, windowMs: number) => Promise<number>;
  /** Takes back one hit, e.g. a sign-in attempt that turned out to be right. */
  undo: (key: string) => Promise<void>;
  clear: (key: string) => Promise<void>;
};

export type Throttle = {
  /** Counts a hit; false when it goes past the rule's maximum. */
  allow: (rule: ThrottleRule, key: string) => Promise<boolean>;
  undo: (rule: ThrottleRule, key: string) => Promise<void>;
  clear: (rule: ThrottleRule, key: string) => Promise<void>;
};

/**
 * A store failure lets the request through (and is logged), as the API rate limit does: a
 * Redis outage must not lock everybody out of their account.
 */
export function createThrottle(store: ThrottleStore, onError: (err: unknown) => void): Throttle {
  const keyOf = (rule: ThrottleRule, key: string) => `${rule.name}:${key}`;
  return {
    allow: async (rule, key) => {
      try {
        return (await store.hit(keyOf(rule, key), rule.windowMs)) <= rule.max;
      } catch (err) {
        onError(err);
        return true;
      }
    },
    undo: async (rule, key) => {
      try {
        await store.undo(keyOf(rule, key));
      } catch (err) {
        onError(err);
      }
    },
    clear: async (rule, key) => {
      try {
        await store.clear(keyOf(rule, key));
      } catch (err) {
        onError(err);
      }
    },
  };
}

/** The most live counters one process keeps for the account endpoints (a few MB at most). */
const MEMORY_MAX_KEYS = 100_000;

/**
 * Counters of the account endpoints. A live counter is never forgotten to make room, so a flood
 * of new keys cannot wipe an account's count: when every slot holds a live counter, a new key's
 * first hit answers Infinity and is refused (the store fails closed) until counters expire.
 */
export function createMemoryThrottleStore(
  now: () => number = Date.now,
  maxKeys: number = MEMORY_MAX_KEYS,
): ThrottleStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  let sweptAt = Number.NEGATIVE_INFINITY;
  // Only expired counters go; the sweep runs at most once a second, so a full store stays cheap.
  const sweep = () => {
    const time = now();
    if (time - sweptAt < 1000) return;
    sweptAt = time;
    for (const [key, counter] of counters) if (counter.resetAt <= time) counters.delete(key);
  };
  return {
    hit: async (key, windowMs) => {
      const time = now();
      let counter = counters.get(key);
      if (!counter || counter.resetAt <= time) {
        if (!counter && counters.size >= maxKeys) sweep();
        if (!counter && counters.size >= maxKeys) return Number.POSITIVE_INFINITY;
        counter = { count: 0, resetAt: time + windowMs };
        counters.set(key, counter);
      }
      counter.count += 1;
      return counter.count;
    },
    undo: async (key) => {
      const counter = counters.get(key);
      if (counter && counter.count > 0) counter.count -= 1;
    },
    clear: async (key) => {
      counters.delete(key);
    },
  };
}

/** The most de-duplication keys one process keeps; past it the least recently seen go. */
const DEDUP_MAX_KEYS = 200_000;

/**
 * "Seen this visitor lately?" keys for view, click and impression counts. Unlike the account
 * counters these may be forgotten under a flood (the worst case is one event counted twice),
 * so they live apart, in an LRU cache, and can never push an account's counter out.
 */
export function createMemoryDedupStore(maxKeys: number = DEDUP_MAX_KEYS): ThrottleStore {
  const seen = new LRUCache<string, { count: number }>({ max: maxKeys });
  return {
    hit: async (key, windowMs) => {
      const entry = seen.get(key);
      if (entry) {
        entry.count += 1;
        return entry.count;
      }
      seen.set(key, { count: 1 }, { ttl: windowMs });
      return 1;
    },
    undo: async (key) => {
      const entry = seen.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    clear: async (key) => {
      seen.delete(key);
    },
  };
}

/** `kind` keeps the account counters ("throttle") and the event de-duplication keys ("dedup") apart. */
export function createRedisThrottleStore(redis: Redis, prefix: string, kind = "throttle"): ThrottleStore {
  const full = (key: string) => `${prefix}${kind}:${key}`;
  return {
    hit: async (key, windowMs) => {
      // SET NX PX starts the window on the first hit only; INCR counts, atomically with it.
      const results = await redis.multi().set(full(key), "0", "PX", windowMs, "NX").incr(full(key)).exec();
      const [, incremented] = results ?? [];
      if (!incremented || incremented[0]) throw incremented?.[0] ?? new Error("throttle: Redis transaction aborted");
      return Number(incremented[1]);
    },
    undo: async (key) => {
      // Never below zero, and never creating a key without its expiry.
      await redis.eval(
        "if tonumber(redis.call('get', KEYS[1]) or '0') > 0 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        full(key),
      );
    },
    clear: async (key) => {
      await redis.del(full(key));
    },
  };
}
