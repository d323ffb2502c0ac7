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
import { databaseUrlFor, dropDatabase, withAdminClient, type TestTemplate } from "./test-database.ts";

const migrationsFolder = fileURLToPath(new URL("../../migrations", import.meta.url));

type Template = { template: TestTemplate; remove: () => Promise<void> };

type Shared = { template: Promise<Template>; users: number };
/**
 * One template for every project of the run (db, api, api-isolated), removed after the last. Vitest
 * loads this file once per project, so the template is kept on the main process's global object.
 */
const runs = globalThis as { mpTestTemplate?: Shared | null };

/**
 * Builds one migrated, seeded database per test run and hands it to every test file as a
 * template. With DATABASE_URL the tests use that PostgreSQL server, in databases of their own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  runs.mpTestTemplate ??= { template: buildTemplate(), users: 0 };
  const run = runs.mpTestTemplate;
  run.users++;
  const { template, remove } = await run.template;
  project.provide("testTemplate", template);
  return async () => {
    if (--run.users > 0) return;
    if (runs.mpTestTemplate === run) runs.mpTestTemplate = null;
    await remove();
  };
}

async function buildTemplate(): Promise<Template> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = `mp_template_${randomBytes(6).toString("hex")}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${database}"`));
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, database), poolSize: 4 });
    await prepare(handle);
    await handle.close();
    return { template: { kind: "postgres", serverUrl, database }, remove: () => dropDatabase(serverUrl, database) };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "mp-test-"));
  const handle = await openDatabase({ dataDir: null });
  await prepare(handle);
  const dumpFile = path.join(dir, "template.tar.gz");
  await writeFile(dumpFile, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
  await handle.close();
  return { template: { kind: "pglite", dumpFile }, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrate(handle, migrationsFolder);
  await seedIfEmpty(handle);
}
