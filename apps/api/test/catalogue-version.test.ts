import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createRedisCatalogueVersion } from "../src/lib/catalogue-version.ts";

const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
const prefixes: string[] = [];
const freshPrefix = () => {
  const prefix = `mp-version-test-${randomBytes(6).toString("hex")}:`;
  prefixes.push(prefix);
  return prefix;
};
afterAll(async () => {
  await Promise.all(prefixes.map((prefix) => redis.del(`${prefix}catalogue-version`)));
  redis.disconnect();
});

/** Counts the GETs a process sends to Redis. */
function countingGets(client: Redis) {
  let gets = 0;
  const counted = new Proxy(client, {
    get(target, prop) {
      if (prop === "get") {
        return (...args: Parameters<Redis["get"]>) => {
          gets += 1;
          return target.get(...args);
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { counted, gets: () => gets };
}

describe("the catalogue version in Redis", () => {
  it("is read from Redis at most once per poll interval, and a process sees its own writes at once", async () => {
    const prefix = freshPrefix();
    const { counted, gets } = countingGets(redis);
    const version = createRedisCatalogueVersion(counted, prefix, 60_000);
    const first = await version.current();
    for (let i = 0; i < 100; i++) expect(await version.current()).toBe(first);
    expect(gets()).toBe(1);
    await version.bump();
    const bumped = await version.current();
    expect(bumped).not.toBe(first);
    expect(gets()).toBe(1);
  });

  it("is known without waiting only while what was read is within the interval", async () => {
    const polling = createRedisCatalogueVersion(redis, freshPrefix(), 60_000);
    expect(polling.known()).toBeNull();
    const read = await polling.current();
    expect(polling.known()).toBe(read);
    await polling.bump();
    expect(polling.known()).toBe(await polling.current());
    expect(polling.known()).not.toBe(read);
    // Asking Redis every time: never known without asking.
    const everyRead = createRedisCatalogueVersion(redis, freshPrefix(), 0);
    await everyRead.current();
    expect(everyRead.known()).toBeNull();
  });

  it("shows another process's write within the interval (at once with 0)", async () => {
    const prefix = freshPrefix();
    const writer = createRedisCatalogueVersion(redis, prefix, 0);
    const everyRead = createRedisCatalogueVersion(redis, prefix, 0);
    const polling = createRedisCatalogueVersion(redis, prefix, 60_000);
    const before = await polling.current();
    expect(await everyRead.current()).toBe(before);
    await writer.bump();
    expect(await everyRead.current()).not.toBe(before);
    // Within its interval the polling process still uses what it read.
    expect(await polling.current()).toBe(before);
  });

  it("never goes back to a value read before its own write", async () => {
    const prefix = freshPrefix();
    const version = createRedisCatalogueVersion(redis, prefix, 60_000);
    const reading = version.current();
    await version.bump();
    const afterBump = await version.current();
    await reading;
    expect(await version.current()).toBe(afterBump);
    expect(Number(afterBump)).toBe(1);
  });

  it("shares one GET among reads that arrive while it is under way", async () => {
    const prefix = freshPrefix();
    const { counted, gets } = countingGets(redis);
    const version = createRedisCatalogueVersion(counted, prefix, 1_000);
    const values = await Promise.all(Array.from({ length: 20 }, () => version.current()));
    expect(new Set(values).size).toBe(1);
    expect(gets()).toBe(1);
  });
});
