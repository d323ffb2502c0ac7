import type { Redis } from "ioredis";
import type { Database } from "@mp/db/client";
import type { Executor } from "./executor.ts";

/**
 * A number that changes whenever something a visitor sees changes (a listing published, edited,
 * unpublished or deleted; an ad added, changed or ended). Cached search results carry the version they were computed at and
 * are used only while it is still current, so a change shows in search at once — in every
 * process when the version lives in Redis (`REDIS_URL`).
 */
export type CatalogueVersion = {
  current: () => Promise<string>;
  /** The version without waiting, when this process knows it is current; null when it would have to ask. */
  known: () => string | null;
  bump: () => Promise<void>;
};

export function createMemoryCatalogueVersion(): CatalogueVersion {
  let version = 0;
  return {
    current: async () => String(version),
    known: () => String(version),
    bump: async () => {
      version += 1;
    },
  };
}

/**
 * The version in Redis, shared by every process. A process reuses what it read for `pollMs`
 * (CATALOGUE_VERSION_POLL_MS) before asking Redis again, so the hot cached reads cost no round
 * trip each; its own writes show at once (`bump` keeps the new value), another process's within
 * `pollMs`. With `pollMs` 0 every read asks Redis. Reads that overlap share one GET.
 */
export function createRedisCatalogueVersion(redis: Redis, keyPrefix: string, pollMs = 0): CatalogueVersion {
  const key = `${keyPrefix}catalogue-version`;
  let known: string | null = null;
  let readAt = 0;
  let reading: Promise<string> | null = null;
  // Moves on each bump, so that a GET sent before a bump cannot put back the older value after it.
  let bumps = 0;
  const read = async (): Promise<string> => {
    const bumpsBefore = bumps;
    const value = (await redis.get(key)) ?? "0";
    if (bumps === bumpsBefore) {
      known = value;
      readAt = performance.now();
    }
    return known ?? value;
  };
  return {
    current: () => {
      if (known !== null && performance.now() - readAt < pollMs) return Promise.resolve(known);
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
    known: () => (known !== null && performance.now() - readAt < pollMs ? known : null),
    bump: async () => {
      bumps += 1;
      known = String(await redis.incr(key));
      readAt = performance.now();
    },
  };
}

declare const catalogueWrite: unique symbol;

/**
 * A transaction whose commit moves the catalogue version. Repository functions that write the
 * tables behind cached reads (listings, their images and fields, categories, banner and feature
 * ads, vendor profiles) take this type rather than a plain executor; only `CatalogueWriter.write`
 * hands one out, so such a write cannot happen without the version moving (decision 016).
 */
export type CatalogueTx = Executor & { readonly [catalogueWrite]: true };

export type CatalogueWriter = {
  /**
   * Runs `work` in one transaction; once it has committed, the version moves before `write`
   * returns, so the writer's answer, and every read after it in any process, sees the change.
   * A transaction that fails changes nothing and moves nothing.
   */
  write: <T>(work: (tx: CatalogueTx) => Promise<T>) => Promise<T>;
};

export function createCatalogueWriter(db: Database, version: CatalogueVersion): CatalogueWriter {
  return {
    write: async (work) => {
      const result = await db.transaction((tx) => work(tx as unknown as CatalogueTx));
      await version.bump();
      return result;
    },
  };
}
