// `npm run bench`: seeds 100,000 listings, starts the real built server, loads it with
// autocannon over loopback and prints a Markdown table per database driver.
// Options: --listings N (default 100000), --duration S (default 10), --connections N (default 50),
// --only pglite|postgres, --scenarios reads,login (default both), --no-build (use the built
// server as it is). PostgreSQL is used when DATABASE_URL (or the local default) answers.
// The server runs with RATE_LIMIT_PER_MINUTE=0 and AUTH_THROTTLE=off, so that one address may
// sign in thousands of times.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { buildIfStale, root } from "./build-if-stale.mjs";

const { values: args } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    only: { type: "string" },
    scenarios: { type: "string", default: "reads,login" },
    "no-build": { type: "boolean", default: false },
  },
});
const scenarios = new Set(args.scenarios.split(","));
const listings = Number(args.listings);
const duration = Number(args.duration);
const connections = Number(args.connections);
const postgresServer = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

if (!args["no-build"]) buildIfStale();
const benchDir = path.join(root, ".tmp/bench");
mkdirSync(benchDir, { recursive: true });

const drivers = [
  { name: "PGlite", env: { DATA_DIR: path.join(benchDir, "pglite"), DATABASE_URL: "" } },
  {
    name: "PostgreSQL",
    env: { DATA_DIR: path.join(benchDir, "postgres-data"), DATABASE_URL: await benchDatabaseUrl() },
  },
].filter((d) => !args.only || d.name.toLowerCase().startsWith(args.only.toLowerCase()));

console.log(
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`Load: autocannon, ${connections} connections, ${duration} s per endpoint, over loopback\n`);

for (const driver of drivers) {
  seed(driver);
  const port = 3900 + drivers.indexOf(driver);
  const server = await startServer(driver, port);
  const base = `http://127.0.0.1:${port}`;
  const endpoints = [];
  if (scenarios.has("reads")) {
    const categories = await (await fetch(`${base}/api/category`)).json();
    const firstCategory = categories.result_value[0]._id;
    endpoints.push(
      ["GET /api/category?page=1&limit=16", { url: `${base}/api/category?page=1&limit=16` }],
      ["GET /api/subcategory/{id}", { url: `${base}/api/subcategory/${firstCategory}` }],
      ["GET /api/health", { url: `${base}/api/health` }],
    );
  }
  if (scenarios.has("login")) endpoints.push(["POST /api/auth/login (argon2id)", await loginRequest(base)]);
  console.log(`### ${driver.name} — ${listings.toLocaleString("en-US")} listings\n`);
  // Peak memory is the server's high-water mark so far (VmHWM), so it only ever grows down the table.
  console.log("| endpoint | req/s | p50 ms | p95 ms | p99 ms | errors | peak MiB |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const [label, request] of endpoints) {
    const r = await load(request);
    const peak = peakMemoryMiB(server.child.pid);
    console.log(`| ${label} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${peak} |`);
  }
  const peak = peakMemoryMiB(server.child.pid);
  console.log(
    `\nStart-up to serving (already seeded): ${server.startupSeconds.toFixed(2)} s; server peak memory (VmHWM): ${peak} MiB\n`,
  );
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
}

async function benchDatabaseUrl() {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'mp_bench'");
  if (exists.rowCount === 0) await client.query('CREATE DATABASE "mp_bench"');
  await client.end();
  const url = new URL(postgresServer);
  url.pathname = "/mp_bench";
  return url.toString();
}

function seed(driver) {
  const started = Date.now();
  const result = spawnSync(
    "npx",
    ["tsx", "packages/db/src/cli/seed.ts", "--listings", String(listings), "--jobs", "50000", "--freelancers", "50000"],
    { cwd: root, env: { ...process.env, ...driver.env }, stdio: ["ignore", "inherit", "inherit"] },
  );
  if (result.status !== 0) throw new Error(`seeding ${driver.name} failed`);
  console.log(`(${driver.name}: data ready in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

async function startServer(driver, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "apps/api/dist/server.js")], {
    cwd: root,
    env: {
      ...process.env,
      ...driver.env,
      PORT: String(port),
      ADMIN_PORT: String(port + 100),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
      AUTH_THROTTLE: "off",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${driver.name} server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, startupSeconds: (performance.now() - started) / 1000 };
}

/** A new account (signed up through the API, as the site does) and the request that signs it in. */
async function loginRequest(base) {
  const account = { email: `bench-${Date.now()}@example.org`, password: "bench password 1" };
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...account,
      name: "Bench Mark",
      phone: "+1 5550100",
      userType: "User",
      acceptTerms: true,
    }),
  });
  if (signup.status !== 201) throw new Error(`signup for the login scenario failed: ${signup.status}`);
  return {
    url: `${base}/api/auth/login`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  };
}

async function load(request) {
  const latencies = [];
  // A short warm-up, so that the first queries' planning does not count.
  await autocannon({ ...request, connections: 10, duration: 2 });
  const instance = autocannon({ ...request, connections, duration });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
  return {
    rps: Math.round(result.requests.average).toLocaleString("en-US"),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function peakMemoryMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
