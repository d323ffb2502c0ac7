import type { Redis } from "ioredis";

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

/** The most counters one process keeps; past it the expired ones go, then the oldest. */
const MEMORY_MAX_KEYS = 10_000;

export function createMemoryThrottleStore(now: () => number = Date.now): ThrottleStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  // Runs once per tenth of the maximum new keys at most, so its cost spreads thin.
  const makeRoom = () => {
    const time = now();
    for (const [key, counter] of counters) if (counter.resetAt <= time) counters.delete(key);
    // Still full of live counters (a flood of addresses): forget the oldest rather than grow.
    for (const key of counters.keys()) {
      if (counters.size < MEMORY_MAX_KEYS * 0.9) break;
      counters.delete(key);
    }
  };
  return {
    hit: async (key, windowMs) => {
      const time = now();
      let counter = counters.get(key);
      if (!counter || counter.resetAt <= time) {
        if (counters.size >= MEMORY_MAX_KEYS) makeRoom();
        counter = { count: 0, resetAt: time + windowMs };
      }
      // Re-inserted on every hit, so a counter under attack is the last one to be forgotten.
      counters.delete(key);
      counters.set(key, counter);
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

export function createRedisThrottleStore(redis: Redis, prefix: string): ThrottleStore {
  const full = (key: string) => `${prefix}throttle:${key}`;
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
