import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { lockDataDir } from "./data-dir-lock.ts";
import { restrictDataDir, restrictTree } from "./data-dir.ts";
import * as schema from "./schema/index.ts";

export { DatabaseInUseError } from "./data-dir-lock.ts";
export type Schema = typeof schema;
/** The one database type the rest of the code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  /** Runs raw SQL (several statements allowed); used by migrations and tests. */
  exec: (sql: string) => Promise<void>;
  /** Runs `fn` while holding a cluster-wide advisory lock, so that only one process at a time does it. */
  withLock: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
  /** PGlite only: a compressed copy of the whole database, which `loadDataDir` opens again. */
  dumpDataDir: () => Promise<Blob>;
  close: () => Promise<void>;
};

export type OpenOptions =
  { databaseUrl: string; poolSize?: number } | { dataDir: string | null; loadDataDir?: Blob | File };

/**
 * Opens PostgreSQL through node-postgres when a URL is given, otherwise an embedded
 * PGlite kept in `dataDir/pglite` (or in memory when `dataDir` is null).
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  await pool.query("select 1");
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    driver: "postgres",
    exec: async (sql) => {
      await pool.query(sql);
    },
    withLock: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [key]);
        try {
          return await fn();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [key]);
        }
      } finally {
        client.release();
      }
    },
    dumpDataDir: () => Promise.reject(new Error("dumpDataDir is only available on PGlite")),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob | File): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  let dir: string | undefined;
  let unlock = () => Promise.resolve();
  if (dataDir) {
    restrictDataDir(dataDir);
    dir = path.resolve(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    unlock = await lockDataDir(dir);
  }
  let client: Awaited<ReturnType<typeof PGlite.create>>;
  try {
    client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm }, loadDataDir });
  } catch (err) {
    await unlock();
    throw err;
  }
  return {
    db: drizzle(client, { schema }) as unknown as Database,
    driver: "pglite",
    exec: async (sql) => {
      await client.exec(sql);
    },
    // One PGlite data dir belongs to one process, so there is nobody to lock out.
    withLock: (_key, fn) => fn(),
    dumpDataDir: () => client.dumpDataDir("gzip"),
    close: async () => {
      try {
        await client.close();
        if (dir) restrictTree(dir);
      } finally {
        await unlock();
      }
    },
  };
}
