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
