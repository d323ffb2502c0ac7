import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type OpenOptions } from "../client.ts";

/**
 * A fresh database for one test file, copied from the template that the global set-up
 * migrated and seeded once: a PGlite data-dir dump, or a PostgreSQL `CREATE DATABASE … TEMPLATE`.
 * Closing it drops it.
 */
export async function openTestDatabase(
  template: TestTemplate,
  { admission }: Pick<OpenOptions, "admission"> = {},
): Promise<DatabaseHandle> {
  if (template.kind === "pglite") {
    const dump = await readFile(template.dumpFile);
    return openDatabase({ dataDir: null, loadDataDir: new Blob([dump]), admission });
  }
  const name = `mp_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(template.serverUrl, async (client) => {
    await createFromTemplate(client, name, template.database);
  });
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(template.serverUrl, name), poolSize: 4, admission });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(template.serverUrl, name);
    },
  };
}

export type TestTemplate =
  { kind: "pglite"; dumpFile: string } | { kind: "postgres"; serverUrl: string; database: string };

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

async function createFromTemplate(client: pg.Client, name: string, template: string): Promise<void> {
  // Two workers copying the same template at the same instant can collide; a retry settles it.
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (err) {
      if (attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
