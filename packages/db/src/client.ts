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
  /** The turns `db`'s statements take (null when opened without); tests hold them to fill the line. */
  admission: Admission | null;
  /** Runs raw SQL (several statements allowed); used by migrations and tests. */
  exec: (sql: string) => Promise<void>;
  /** Runs `fn` while holding a cluster-wide advisory lock, so that only one process at a time does it. */
  withLock: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
  /** PGlite only: a compressed copy of the whole database, which `loadDataDir` opens again. */
  dumpDataDir: () => Promise<Blob>;
  close: () => Promise<void>;
};

/**
 * Hands out turns at the database. Every statement outside a transaction, and every transaction
 * as a whole, takes one before it runs and gives it back when done; a turn that cannot be given
 * rejects, and the statement fails without having run (the server answers 503).
 */
export type Admission = { acquire: () => Promise<() => void> };

export type OpenOptions = (
  { databaseUrl: string; poolSize?: number } | { dataDir: string | null; loadDataDir?: Blob | File }
) & {
  /** Turns at the database for `concurrency` statements at once (1 for PGlite, the pool's size for PostgreSQL). */
  admission?: (concurrency: number) => Admission;
};

/**
 * Opens PostgreSQL through node-postgres when a URL is given, otherwise an embedded
 * PGlite kept in `dataDir/pglite` (or in memory when `dataDir` is null).
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const poolSize = options.poolSize ?? 10;
    return openPostgres(options.databaseUrl, poolSize, options.admission?.(poolSize) ?? null);
  }
  // PGlite runs one statement at a time.
  return openPglite(options.dataDir, options.loadDataDir, options.admission?.(1) ?? null);
}

type Answer = (result: unknown, done: () => void) => unknown;
/** The method's answer as it is; the turn is given back once it has come. */
const asItIs: Answer = (result) => result;

/**
 * `client` as the driver sees it, with the named methods taking a turn from `admission` first.
 * Each method's `Answer` may change what it returns and keep the turn (a pool's connection gives
 * it back on release).
 */
function admitted<T extends object>(client: T, admission: Admission | null, methods: Record<string, Answer>): T {
  if (!admission) return client;
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function" || prop === "constructor") return value;
      const method = value as (...args: unknown[]) => unknown;
      const wrap = typeof prop === "string" && Object.hasOwn(methods, prop) ? methods[prop] : undefined;
      if (!wrap) return method.bind(target);
      return async (...args: unknown[]) => {
        const done = await admission.acquire();
        let kept = false;
        try {
          const result = await method.apply(target, args);
          const wrapped = wrap(result, done);
          kept = wrapped !== result;
          return wrapped;
        } finally {
          if (!kept) done();
        }
      };
    },
  });
}

/** A pooled connection whose release also gives back the turn it was taken with. */
function releasingTurn(client: unknown, done: () => void): unknown {
  return new Proxy(client as object, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (prop === "release") {
        return (...args: unknown[]) => {
          done();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return typeof value === "function" && prop !== "constructor" ? value.bind(target) : value;
    },
  });
}

async function openPostgres(url: string, poolSize: number, admission: Admission | null): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // Without synchronized scans a sequential scan always starts at the table's first page, so a
  // capped read (a broad search's first 1,001 matches, decision 024) finds the same rows each time.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: "-c synchronize_seqscans=off" });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  await pool.query("select 1");
  return {
    db: drizzle(admitted(pool, admission, { query: asItIs, connect: releasingTurn }), {
      schema,
    }) as unknown as Database,
    driver: "postgres",
    admission,
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

async function openPglite(
  dataDir: string | null,
  loadDataDir: Blob | File | undefined,
  admission: Admission | null,
): Promise<DatabaseHandle> {
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
    // A transaction's statements go through its own handle, so it takes one turn in all.
    db: drizzle(admitted(client, admission, { query: asItIs, exec: asItIs, transaction: asItIs }), {
      schema,
    }) as unknown as Database,
    driver: "pglite",
    admission,
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
