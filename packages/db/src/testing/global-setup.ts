import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { openDatabase, type DatabaseHandle } from "../client.ts";
import { migrate } from "../migrate.ts";
import { seedIfEmpty } from "../seed/seed.ts";
import "./provided-context.ts";
import { databaseUrlFor, dropDatabase, withAdminClient } from "./test-database.ts";

const migrationsFolder = fileURLToPath(new URL("../../migrations", import.meta.url));

/**
 * Builds one migrated, seeded database per test run and hands it to every test file as a
 * template. With DATABASE_URL the tests use that PostgreSQL server, in databases of their own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = `mp_template_${randomBytes(6).toString("hex")}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${database}"`));
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, database), poolSize: 4 });
    await prepare(handle);
    await handle.close();
    project.provide("testTemplate", { kind: "postgres", serverUrl, database });
    return () => dropDatabase(serverUrl, database);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "mp-test-"));
  const handle = await openDatabase({ dataDir: null });
  await prepare(handle);
  const dumpFile = path.join(dir, "template.tar.gz");
  await writeFile(dumpFile, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
  await handle.close();
  project.provide("testTemplate", { kind: "pglite", dumpFile });
  return () => rm(dir, { recursive: true, force: true });
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrate(handle, migrationsFolder);
  await seedIfEmpty(handle);
}
