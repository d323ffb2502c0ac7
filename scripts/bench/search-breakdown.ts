/**
 * Where one search's time goes: `npx tsx scripts/bench/search-breakdown.ts --q shop [--rounds 50]`
 * against DATABASE_URL (PostgreSQL; decision 024's figures).
 *
 * Runs `search()` as the route calls it (kind all, page 1, 20 per kind), without the result cache:
 *   1. `--rounds` searches one after the other, with the CPU they cost this process (building the
 *      SQL, the driver, reading the rows) and the backends that answered them (from /proc, so only
 *      on the same machine as the database);
 *   2. each statement of one search under EXPLAIN (ANALYZE, BUFFERS), the best of five: planning
 *      and execution times and the buffers it touched. These are sent as text, so their planning is
 *      a custom plan's; the searches of 1. run named, as the server's do, and plan once per connection.
 * `--statements text` runs 1. through drizzle's `execute` instead, as before the named statements.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import pg from "pg";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { openDatabase, type Database } from "../../packages/db/src/client.ts";
import { rowsOf } from "../../apps/api/src/lib/executor.ts";
import { search } from "../../apps/api/src/modules/search/repository.ts";

const { values } = parseArgs({
  options: {
    q: { type: "string", default: "shop" },
    rounds: { type: "string", default: "50" },
    // "text": every statement as SQL text through drizzle, as before the named statements (to compare).
    statements: { type: "string", default: "named" },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("set DATABASE_URL to the PostgreSQL database to measure");
const query = { q: values.q, kind: "all", page: 1, limit: 20 } as Parameters<typeof search>[1];
const rounds = Number(values.rounds);
const driver = values.statements === "text" ? undefined : "postgres";

/** CPU milliseconds (user + system) that the processes `pids` have used so far. */
function cpuOf(pids: Set<number>): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

const handle = await openDatabase({ databaseUrl, poolSize: 4 });
for (let i = 0; i < 10; i++) await search(handle.db, query, driver);
const backends = rowsOf<{ pid: number }>(
  await handle.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
);
const pids = new Set(backends.map((row) => Number(row.pid)));
const databaseBefore = cpuOf(pids);
const nodeBefore = process.cpuUsage();
const started = performance.now();
for (let i = 0; i < rounds; i++) await search(handle.db, query, driver);
const wall = (performance.now() - started) / rounds;
const node = process.cpuUsage(nodeBefore);
const database = (cpuOf(pids) - databaseBefore) / rounds;
console.log(`"${values.q}", ${rounds} searches one after the other, statements ${values.statements}:`);
console.log(`  wall ${wall.toFixed(2)} ms, Node CPU ${((node.user + node.system) / 1000 / rounds).toFixed(2)} ms,`);
console.log(`  PostgreSQL CPU ${database.toFixed(2)} ms (backends ${[...pids].join(", ")}) per search\n`);

const statements: SQL[] = [];
const recording = new Proxy(handle.db, {
  get(target, property, receiver) {
    if (property !== "execute") return Reflect.get(target, property, receiver) as unknown;
    return (statement: SQL) => {
      statements.push(statement);
      return target.execute(statement);
    };
  },
}) as Database;
await search(recording, query);
await handle.close();

const dialect = new PgDialect();
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
console.log("| statement | planning ms | execution ms | buffers |\n|---|---:|---:|---:|");
for (const statement of statements) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  let best = { planning: Infinity, execution: Infinity, buffers: "" };
  for (let i = 0; i < 5; i++) {
    const plan = await client.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${text}`, params);
    const lines = plan.rows.map((row) => row["QUERY PLAN"]);
    const time = (label: string) =>
      Number(/: ([\d.]+) ms/.exec(lines.find((line) => line.startsWith(label)) ?? "")?.[1]);
    const planning = time("Planning Time");
    const execution = time("Execution Time");
    const buffers = /shared hit=\d+(?: read=\d+)?/.exec(lines[1] ?? "")?.[0] ?? "";
    if (planning + execution < best.planning + best.execution) best = { planning, execution, buffers };
  }
  const kind = text.includes("found_0")
    ? /from (listings|jobs|freelancers) t where/.exec(text)?.[1]
    : "catalogue matches";
  console.log(`| ${kind} | ${best.planning.toFixed(2)} | ${best.execution.toFixed(2)} | ${best.buffers} |`);
}
await client.end();
