import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase, type DatabaseHandle } from "../../src/client.ts";
import { migrate } from "../../src/migrate.ts";

export const migrationsFolder = fileURLToPath(new URL("../../migrations", import.meta.url));

/** The migrations folder as it was before migration `count` (exclusive). */
function migrationsUpTo(count: number): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "mp-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * Runs `body` on an in-memory database migrated up to migration `count` (exclusive), to test
 * what a later migration does to data written before it; `migrate(handle, migrationsFolder)`
 * in the body applies the rest.
 */
export async function withDatabaseBefore(count: number, body: (handle: DatabaseHandle) => Promise<void>) {
  const handle = await openDatabase({ dataDir: null });
  const folder = migrationsUpTo(count);
  try {
    await migrate(handle, folder);
    await body(handle);
  } finally {
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
