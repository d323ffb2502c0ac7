/**
 * `npm run db:seed -- --listings N [--jobs N] [--freelancers N]`
 *
 * Opens the database the way the server does (DATABASE_URL, else PGlite in DATA_DIR, default
 * ./data), applies the migrations, seeds the demo catalogue into an empty database, then adds
 * demo listings, jobs and freelancers until each table holds the requested number of rows.
 */
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { formatNumber } from "@mp/contracts/format";
import { openDatabase } from "../client.ts";
import { migrate } from "../migrate.ts";
import { DEFAULT_SEED_COUNTS, seedIfEmpty, topUp, type SeedCounts } from "../seed/seed.ts";

const USAGE =
  "Usage: npm run db:seed -- [--listings N] [--jobs N] [--freelancers N]   (N: a whole number, 0 to 10,000,000)";
const MAX_COUNT = 10_000_000;
const migrationsFolder = fileURLToPath(new URL("../../migrations", import.meta.url));

function parseTargets(argv: string[]): Partial<SeedCounts> {
  const { values } = parseArgs({
    args: argv,
    options: { listings: { type: "string" }, jobs: { type: "string" }, freelancers: { type: "string" } },
    strict: true,
    allowPositionals: false,
  });
  const targets: Partial<SeedCounts> = {};
  for (const key of ["listings", "jobs", "freelancers"] as const) {
    const text = values[key];
    if (text === undefined) continue;
    const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(count) || count > MAX_COUNT)
      throw new Error(`--${key} must be a whole number from 0 to ${formatNumber(MAX_COUNT)}, not "${text}".`);
    targets[key] = count;
  }
  return targets;
}

async function main(): Promise<void> {
  let targets: Partial<SeedCounts>;
  try {
    targets = parseTargets(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    console.error(USAGE);
    process.exit(2);
  }
  const startedAt = performance.now();
  const log = (message: string) => console.log(`[seed] ${message}`);
  // An empty DATABASE_URL means "not set", as it does for the server.
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || "./data";
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    log(databaseUrl ? "database: PostgreSQL (DATABASE_URL)" : `database: PGlite in ${dataDir}`);
    await migrate(handle, migrationsFolder);
    // A first seed never goes beyond the defaults in its single transaction; the rest is a top-up with progress.
    const { seeded } = await seedIfEmpty(handle, {
      listings: Math.min(targets.listings ?? DEFAULT_SEED_COUNTS.listings, DEFAULT_SEED_COUNTS.listings),
      jobs: Math.min(targets.jobs ?? DEFAULT_SEED_COUNTS.jobs, DEFAULT_SEED_COUNTS.jobs),
      freelancers: Math.min(targets.freelancers ?? DEFAULT_SEED_COUNTS.freelancers, DEFAULT_SEED_COUNTS.freelancers),
      log,
    });
    if (!seeded) log("the demo catalogue is already there");
    const inserted = await topUp(handle, { ...targets, log });
    log(
      `added ${inserted.listings} listings, ${inserted.jobs} jobs, ${inserted.freelancers} freelancers; ` +
        `finished in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error("Seeding failed:", err);
  process.exit(1);
});
