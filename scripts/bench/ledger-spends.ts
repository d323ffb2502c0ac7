/**
 * The `spends` scenario: `npx tsx scripts/bench/ledger-spends.ts [--rounds N] [--spends N]`.
 *
 * No route spends connects on its own (applying to a job also stores files and sends mail), so
 * this measures the ledger function itself, `spendCredits`, as the routes call it: each spend in
 * its own transaction on a pool with one connection per spend. Two cases per round:
 *   one user  N spends of one user at once: they queue on that user's row lock
 *   N users   one spend each of N users at once: no lock is shared (the baseline)
 * Each round's user gets 60 connects and spends 2 at a time, so in the one-user case exactly 30
 * spends pass and the rest are refused with 409; the script checks that, and that the ledger's
 * sum equals the cached balance, and fails otherwise. Opens DATABASE_URL (else PGlite in
 * DATA_DIR), migrated first. The bench's users (bench-ledger-…@example.org) stay: the ledger is
 * append-only and its rows keep their users.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { inArray } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../../packages/db/src/client.ts";
import { migrate } from "../../packages/db/src/migrate.ts";
import { users } from "../../packages/db/src/schema/index.ts";
import { AppError } from "../../apps/api/src/lib/app-error.ts";
import { grantCredits, ledgerBalance, spendCredits } from "../../apps/api/src/modules/credits/public.ts";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "20" }, spends: { type: "string", default: "50" } },
});
const rounds = Number(values.rounds);
const spends = Number(values.spends);
if (!Number.isSafeInteger(rounds) || !Number.isSafeInteger(spends) || rounds < 1 || spends < 1) {
  console.error("--rounds and --spends must be positive whole numbers");
  process.exit(2);
}
const GRANT = 60;
const COST = 2;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const databaseUrl = process.env.DATABASE_URL || undefined;
const handle = await openDatabase(
  databaseUrl ? { databaseUrl, poolSize: spends } : { dataDir: process.env.DATA_DIR || "./data" },
);
await migrate(handle, path.join(root, "packages/db/migrations"));

async function benchUsers(n: number): Promise<string[]> {
  const rows = await handle.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => ({ name: "Bench Ledger", email: `bench-ledger-${randomUUID()}@example.org` })),
    )
    .returning({ id: users.id });
  await Promise.all(
    rows.map((row) =>
      handle.db.transaction((tx) =>
        grantCredits(tx, {
          userId: row.id,
          kind: "connects",
          amount: GRANT,
          reason: "grant",
          referenceType: "admin",
          referenceId: randomUUID(),
        }),
      ),
    ),
  );
  return rows.map((row) => row.id);
}

/** One spend in its own transaction: how long it took, and whether it passed. */
async function timedSpend(db: DatabaseHandle, userId: string) {
  const started = performance.now();
  try {
    await db.db.transaction((tx) =>
      spendCredits(tx, {
        userId,
        kind: "connects",
        amount: COST,
        reason: "spend",
        referenceType: "job_application",
        referenceId: randomUUID(),
      }),
    );
    return { ms: performance.now() - started, passed: true };
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 409) throw err;
    return { ms: performance.now() - started, passed: false };
  }
}

async function check(userIds: string[], passedWanted: number, passed: number) {
  if (passed !== passedWanted) throw new Error(`${passed} spends passed, expected ${passedWanted}`);
  const cached = await handle.db
    .select({ id: users.id, connects: users.connects })
    .from(users)
    .where(inArray(users.id, userIds));
  for (const row of cached) {
    const sum = await ledgerBalance(handle.db, row.id, "connects");
    if (sum !== row.connects || row.connects < 0)
      throw new Error(`user ${row.id}: ledger ${sum}, cached ${row.connects}`);
  }
}

type Case = { label: string; latencies: number[]; wallMs: number; passed: number; refused: number };
const cases: Record<"one" | "many", Case> = {
  one: { label: `${spends} spends of one user at once (row lock)`, latencies: [], wallMs: 0, passed: 0, refused: 0 },
  many: { label: `1 spend each of ${spends} users at once`, latencies: [], wallMs: 0, passed: 0, refused: 0 },
};

async function runCase(c: Case, targets: string[], passedWanted: number) {
  const started = performance.now();
  const results = await Promise.all(targets.map((userId) => timedSpend(handle, userId)));
  c.wallMs += performance.now() - started;
  const passed = results.filter((r) => r.passed).length;
  c.passed += passed;
  c.refused += results.length - passed;
  c.latencies.push(...results.map((r) => r.ms));
  await check([...new Set(targets)], passedWanted, passed);
}

try {
  // One warm-up round of each, not counted: the first statements' planning.
  const [warm] = await benchUsers(1);
  await Promise.all(Array.from({ length: spends }, () => timedSpend(handle, warm!)));
  for (let round = 0; round < rounds; round++) {
    const [single] = await benchUsers(1);
    await runCase(
      cases.one,
      Array.from({ length: spends }, () => single!),
      Math.min(spends, GRANT / COST),
    );
    await runCase(cases.many, await benchUsers(spends), spends);
  }
  const at = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
  console.log(`### Ledger spends — ${handle.driver === "postgres" ? "PostgreSQL" : "PGlite"}, ${rounds} rounds\n`);
  console.log("| case | spends/s | p50 ms | p95 ms | p99 ms | passed | refused (409) |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const c of Object.values(cases)) {
    const sorted = [...c.latencies].sort((a, b) => a - b);
    const rate = Math.round((c.latencies.length / c.wallMs) * 1000).toLocaleString("en-US");
    console.log(
      `| ${c.label} | ${rate} | ${at(sorted, 50)} | ${at(sorted, 95)} | ${at(sorted, 99)} | ${c.passed} | ${c.refused} |`,
    );
  }
  console.log(
    "\nEvery round: the passed spends as many as the balance allows, each ledger sum equal to its cached balance.\n",
  );
} finally {
  await handle.close();
}
