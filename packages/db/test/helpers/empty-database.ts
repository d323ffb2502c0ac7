import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { openDatabase, type DatabaseHandle } from "../../src/client.ts";
import { migrate } from "../../src/migrate.ts";
import { databaseUrlFor, dropDatabase, withAdminClient } from "../../src/testing/test-database.ts";

const migrationsFolder = fileURLToPath(new URL("../../migrations", import.meta.url));

/**
 * A migrated database with nothing in it — unlike the shared test template, which is seeded.
 * In-memory PGlite, or with DATABASE_URL a database of its own on that server, dropped on close.
 */
export async function openEmptyDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: null });
    await migrate(handle, migrationsFolder);
    return handle;
  }
  const name = `mp_seed_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolSize: 4 });
  await migrate(handle, migrationsFolder);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
