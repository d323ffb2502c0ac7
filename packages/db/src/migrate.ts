import type { DatabaseHandle } from "./client.ts";

/** Applies the committed drizzle-kit migrations in `folder`, once, even with several processes starting together. */
export async function migrate(handle: DatabaseHandle, folder: string): Promise<void> {
  await handle.withLock(MIGRATION_LOCK, async () => {
    if (handle.driver === "pglite") {
      const { migrate: run } = await import("drizzle-orm/pglite/migrator");
      await run(handle.db as never, { migrationsFolder: folder });
    } else {
      const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
      await run(handle.db as never, { migrationsFolder: folder });
    }
  });
}

/** Advisory-lock keys: arbitrary constants shared by every process of the product. */
export const MIGRATION_LOCK = 4_242_001;
export const SEED_LOCK = 4_242_002;
