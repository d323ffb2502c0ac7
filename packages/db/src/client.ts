import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema/index.ts";

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
  let unlock = () => {};
  if (dataDir) {
    dir = path.resolve(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  let client: Awaited<ReturnType<typeof PGlite.create>>;
  try {
    client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm }, loadDataDir });
  } catch (err) {
    unlock();
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
      } finally {
        unlock();
      }
    },
  };
}

/** Opening a PGlite data dir that another process (or this one) has open. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite database in ${dir} is in use by process ${pid} (is the server running?). PGlite allows one ` +
        "process at a time: stop that process first, or use PostgreSQL through DATABASE_URL.",
    );
  }
}

const lockedHere = new Set<string>();

/**
 * PGlite has no lock of its own, and two processes writing one data dir would corrupt it: a
 * lock file holding the owner's process id keeps a second one out. A lock left by a process
 * that is gone is taken over. Answers the function that releases it.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  if (lockedHere.has(lockFile)) throw new DatabaseInUseError(dir, process.pid);
  for (let attempt = 1; ; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 3) throw err;
      const holder = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      // Our own id in a lock this process does not hold: left by an earlier process that had it too.
      if (holder > 0 && holder !== process.pid && isRunning(holder)) throw new DatabaseInUseError(dir, holder);
      rmSync(lockFile, { force: true });
    }
  }
  lockedHere.add(lockFile);
  const release = () => {
    if (!lockedHere.delete(lockFile)) return;
    process.off("exit", release);
    rmSync(lockFile, { force: true });
  };
  // process.exit() skips close(): the lock goes all the same.
  process.on("exit", release);
  return release;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
