// The bench's data: its PostgreSQL database, the seeded listings, jobs and freelancers, and ads.
import { spawnSync } from "node:child_process";
import pg from "pg";
import { root } from "../build-if-stale.mjs";

/** The bench database's address on the PostgreSQL server, created when missing. */
export async function benchDatabaseUrl(postgresServer, name) {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--database must be a plain lower-case name, not "${name}"`);
  const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  return url.toString();
}

export function seed(driver, listings) {
  const started = Date.now();
  const result = spawnSync(
    "npx",
    ["tsx", "packages/db/src/cli/seed.ts", "--listings", String(listings), "--jobs", "50000", "--freelancers", "50000"],
    { cwd: root, env: { ...process.env, ...driver.env }, stdio: ["ignore", "inherit", "inherit"] },
  );
  if (result.status !== 0) throw new Error(`seeding ${driver.name} failed`);
  console.log(`(${driver.name}: data ready in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

export function seedAds(driver) {
  const result = spawnSync("npx", ["tsx", "scripts/bench/seed-ads.ts", "--banners", "10000", "--features", "10000"], {
    cwd: root,
    env: { ...process.env, ...driver.env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`seeding ${driver.name}'s ads failed`);
}
