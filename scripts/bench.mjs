// `npm run bench`: seeds 100,000 listings, starts the real built server, loads it with
// autocannon over loopback and prints a Markdown table per database driver.
// Options: --listings N (default 100000), --duration S (default 10), --warmup S (default 2),
// --connections N (default 50), --only pglite|postgres, --no-build (use the built server as it is),
// --scenarios with any of (default reads,login,browse,search):
//   reads      the category list, a category's subcategories, health; and a bare Node http server sending
//              the category list's bytes in the same run, with the ratio (also in alternating rounds of 2 s)
//   queue      --connections clients asking broad searches: answers by status (503s of the back-pressure
//              counted), p50–max wait (scripts/bench/back-pressure.mjs)
//   login      POST /api/auth/login (argon2id)
//   browse     a subcategory's listings, listing details (many ids in turn), the newest listings,
//              jobs, freelancers by rating; an endpoint that answers 404 is skipped, not failed
//   search     a common word (also one request at a time), a typo, a suggestion
//   ads        the home page's banner ad and featured listings, a category's banner, with 10,000
//              running banner ads and 10,000 feature ads (scripts/bench/seed-ads.ts)
//   bundle     the gzipped JS and CSS of the home page's first view (scripts/bench/bundle-size.mjs)
//   funnel     a vendor's funnel over 10 listings (30 and 366 days) and one listing's, one request at a time;
//              PostgreSQL only: its set-up writes a year of daily numbers (scripts/bench/funnel-clusters.mjs)
//   clusters   the map's clusters of a continent and of a city, all listings, a subcategory, a word,
//              and the points of a street at zoom 16; the search page's map of a broad and of a rare word
//              over both; one request at a time (scripts/bench/funnel-clusters.mjs)
//   inbox      the conversation list (first and tenth page) and unread count of a user with 400 conversations
//              among 100,000, one request at a time; PostgreSQL only (scripts/bench/inbox.mjs)
//   lighthouse Lighthouse scores of a few pages on their own server (scripts/lighthouse.mjs)
//   images     upload processing: images per second and peak memory for a ~5 MB photo (scripts/bench/images.mjs)
//   spends     --connections concurrent connect spends through the ledger on PostgreSQL, of one user and of
//              as many users, each checked for overdraw (scripts/bench/ledger-spends.ts; no route spends alone)
//   webhooks   --connections signed checkout-completed events handled at once on PostgreSQL, distinct and
//              one replayed, each checked for one effect (scripts/bench/webhook-events.ts)
// PostgreSQL is used when DATABASE_URL (or the local default) answers; the data goes into its
// database --database NAME (default mp_bench), created when missing.
// The server runs with RATE_LIMIT_PER_MINUTE=0 and AUTH_THROTTLE=off, so that one address may
// sign in thousands of times, and with the search result cache off (SEARCH_CACHE_SECONDS=0), so
// that every search is computed: --search-cache S turns it on to measure repeated searches.
// --port N (default 3900; the drivers' servers take N and N+1, their admin ports N+2 and N+3, the bare
// Node server N+5) and --work-dir DIR
// (default .tmp/bench, the PGlite data) let two runs share a machine; --server FILE measures another
// build of the server (an earlier commit's apps/api/dist/server.js, for "before" figures).
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { buildIfStale, root } from "./build-if-stale.mjs";
import { printBundleSize } from "./bench/bundle-size.mjs";
import { loadBroadSearches } from "./bench/back-pressure.mjs";
import { adsScenarios, browseScenarios, probe, searchScenarios } from "./bench/scenarios.mjs";
import { clusterScenarios, funnelScenarios } from "./bench/funnel-clusters.mjs";
import { inboxScenarios } from "./bench/inbox.mjs";
import { startBareNode } from "./bench/yardstick.mjs";
import { load, loginRequest } from "./bench/load.mjs";
import { benchDatabaseUrl, seed, seedAds } from "./bench/seed.mjs";
import { peakMemoryMiB, startServer } from "./bench/server.mjs";

const { values: args } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "50" },
    only: { type: "string" },
    database: { type: "string", default: "mp_bench" },
    scenarios: { type: "string", default: "reads,login,browse,search" },
    "no-build": { type: "boolean", default: false },
    "search-cache": { type: "string", default: "0" },
    port: { type: "string", default: "3900" },
    "work-dir": { type: "string", default: ".tmp/bench" },
    server: { type: "string", default: "apps/api/dist/server.js" },
  },
});
const scenarios = new Set(args.scenarios.split(",").map((name) => name.trim()));
const knownScenarios = [
  "reads",
  "queue",
  "login",
  "browse",
  "search",
  "ads",
  "funnel",
  "clusters",
  "inbox",
  "bundle",
  "lighthouse",
  "images",
  "spends",
  "webhooks",
];
const unknown = [...scenarios].filter((name) => !knownScenarios.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown scenario(s): ${unknown.join(", ")}. Known: ${knownScenarios.join(", ")}.`);
  process.exit(2);
}
const loadsServer = ["reads", "queue", "login", "browse", "search", "ads", "funnel", "clusters", "inbox"].some((name) =>
  scenarios.has(name),
);
const listings = Number(args.listings);
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);
const postgresServer = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

if (!args["no-build"]) buildIfStale();
const benchDir = path.resolve(root, args["work-dir"]);
const basePort = Number(args.port);
mkdirSync(benchDir, { recursive: true });

const drivers = (
  loadsServer
    ? [
        { name: "PGlite", env: { DATA_DIR: path.join(benchDir, "pglite"), DATABASE_URL: "" } },
        {
          name: "PostgreSQL",
          env: {
            DATA_DIR: path.join(benchDir, "postgres-data"),
            DATABASE_URL: loadsServer ? await benchDatabaseUrl(postgresServer, args.database) : "",
          },
        },
      ]
    : []
).filter((d) => !args.only || d.name.toLowerCase().startsWith(args.only.toLowerCase()));

console.log(
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
if (loadsServer) {
  console.log(
    `Load: autocannon, ${connections} connections, ${duration} s per endpoint (after ${warmup} s of warm-up), over loopback; search result cache ${args["search-cache"] === "0" ? "off" : `${args["search-cache"]} s`}\n`,
  );
}

for (const driver of drivers) {
  seed(driver, listings);
  if (scenarios.has("ads")) seedAds(driver);
  const port = basePort + drivers.indexOf(driver);
  const server = await startServer(driver, port, { server: args.server, searchCache: args["search-cache"] });
  const base = `http://127.0.0.1:${port}`;
  const endpoints = [];
  let yardstick = null;
  if (scenarios.has("reads")) {
    const categories = await (await fetch(`${base}/api/category`)).json();
    const firstCategory = categories.result_value[0]._id;
    endpoints.push(
      ["GET /api/category?page=1&limit=16", { url: `${base}/api/category?page=1&limit=16` }],
      ["GET /api/subcategory/{id}", { url: `${base}/api/subcategory/${firstCategory}` }],
      ["GET /api/health", { url: `${base}/api/health` }],
    );
    yardstick = await startBareNode(`${base}/api/category?page=1&limit=16`, basePort + 5, benchDir);
    endpoints.push(["bare Node http, the same bytes as /api/category?page=1&limit=16", { url: yardstick.url }]);
  }
  if (scenarios.has("login")) endpoints.push(["POST /api/auth/login (argon2id)", await loginRequest(base)]);
  if (scenarios.has("browse")) endpoints.push(...(await browseScenarios(base)));
  if (scenarios.has("search")) endpoints.push(...searchScenarios(base));
  if (scenarios.has("ads")) endpoints.push(...(await adsScenarios(base)));
  if (scenarios.has("funnel")) endpoints.push(...(await funnelScenarios(base, driver.env.DATABASE_URL)));
  if (scenarios.has("clusters")) endpoints.push(...(await clusterScenarios(base, driver.env.DATABASE_URL)));
  if (scenarios.has("inbox")) endpoints.push(...(await inboxScenarios(base, driver.env.DATABASE_URL)));
  console.log(`### ${driver.name} — ${listings.toLocaleString("en-US")} listings\n`);
  // Peak memory is the server's high-water mark so far (VmHWM), so it only ever grows down the table.
  console.log("| endpoint | req/s | p50 ms | p95 ms | p99 ms | errors | peak MiB |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  const rates = new Map();
  for (const [label, request] of endpoints) {
    if (!label.startsWith("POST") && (await probe([label, request])) === "skip") {
      console.log(`| ${label} | skipped: 404, not built yet | | | | | |`);
      continue;
    }
    const r = await load(request, { connections, duration, warmup });
    rates.set(label, r.rawRps);
    const peak = label.startsWith("bare Node") ? "" : peakMemoryMiB(server.child.pid);
    console.log(`| ${label} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${peak} |`);
  }
  if (yardstick) {
    const served = rates.get("GET /api/category?page=1&limit=16");
    const bare = rates.get("bare Node http, the same bytes as /api/category?page=1&limit=16");
    // Then both again in alternating rounds of 2 s, so that a change in the machine's load (it may
    // be shared) falls on both alike: the ratio of these totals is the fairer figure.
    const totals = { served: 0, bare: 0 };
    const rounds = Math.max(1, Math.round(duration / 2));
    for (let round = 0; round < rounds; round++) {
      for (const [name, url] of [
        ["served", `${base}/api/category?page=1&limit=16`],
        ["bare", yardstick.url],
      ]) {
        totals[name] += (await autocannon({ url, connections, duration: 2 })).requests.total;
      }
    }
    await yardstick.stop();
    const perSecond = (n) => Math.round(n).toLocaleString("en-US");
    console.log(
      `\nGET /api/category?page=1&limit=16 against bare Node sending the same ${yardstick.bytes} bytes in this run: ` +
        `${perSecond(served)} / ${perSecond(bare)} req/s = ${(served / bare).toFixed(2)} one after the other; ` +
        `in ${rounds} alternating rounds of 2 s, ${perSecond(totals.served / (2 * rounds))} / ${perSecond(totals.bare / (2 * rounds))} req/s = **${(totals.served / totals.bare).toFixed(2)}**`,
    );
  }
  if (scenarios.has("queue")) {
    const q = await loadBroadSearches(base, { connections, duration });
    console.log(`\n${connections} connections asking broad searches (search cache off), ${duration} s:\n`);
    console.log(
      "| answered | req/s | 2xx | 503 (Retry-After missing) | other | timeouts | still waiting at the end | p50 ms | p95 ms | p99 ms | max ms |",
    );
    console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    console.log(
      `| ${q.answered} | ${q.rps} | ${q.ok} | ${q.busy} (${q.retryAfterMissing}) | ${q.other} | ${q.timeouts} | ${q.unanswered} | ${q.p50} | ${q.p95} | ${q.p99} | ${q.max} |`,
    );
  }
  const peak = peakMemoryMiB(server.child.pid);
  console.log(
    `\nStart-up to serving (already seeded): ${server.startupSeconds.toFixed(2)} s; server peak memory (VmHWM): ${peak} MiB\n`,
  );
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
}

if (scenarios.has("bundle")) printBundleSize();
if (scenarios.has("images")) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts/bench/images.mjs")], { stdio: "inherit" });
  if (result.status !== 0) process.exitCode = 1;
}
if (scenarios.has("spends")) {
  const result = spawnSync(
    "npx",
    ["tsx", "scripts/bench/ledger-spends.ts", "--rounds", "20", "--spends", String(connections)],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: await benchDatabaseUrl(postgresServer, args.database) },
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exitCode = 1;
}
if (scenarios.has("webhooks")) {
  const result = spawnSync(
    "npx",
    ["tsx", "scripts/bench/webhook-events.ts", "--rounds", "10", "--events", String(connections)],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: await benchDatabaseUrl(postgresServer, args.database) },
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exitCode = 1;
}
if (scenarios.has("lighthouse")) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts/lighthouse.mjs"), "--no-build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
}
