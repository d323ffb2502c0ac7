/**
 * `npm run db:migrate`: applies the pending migrations to the database the server would open
 * (DATABASE_URL, else PGlite in DATA_DIR, default ./data), under the same advisory lock, and seeds nothing.
 */
import { fileURLToPath } from "node:url";
import { openDatabase } from "../client.ts";
import { migrate } from "../migrate.ts";

const migrationsFolder = fileURLToPath(new URL("../../migrations", import.meta.url));

async function main(): Promise<void> {
  // An empty DATABASE_URL means "not set", as it does for the server.
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || "./data";
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await migrate(handle, migrationsFolder);
    console.log(`[migrate] ${databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${dataDir}`}: up to date`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error("Migrating failed:", err);
  process.exit(1);
});
