/**
 * The `webhooks` scenario: `npx tsx scripts/bench/webhook-events.ts [--rounds N] [--events N]`.
 *
 * Measures the payment webhook's handling as the route runs it (`receiveWebhook`: signature check,
 * the event claimed by id, the checkout fulfilled — subscription, payment, ledger grant, caches,
 * activity — in one transaction), on a pool with one connection per event, without HTTP. Two cases
 * per round:
 *   distinct  N signed `checkout.session.completed` events of N users' checkouts at once
 *   replays   one event delivered N times at once: one effect, the rest answered as handled
 * Checks after each round that every checkout completed once, with one payment and one grant, and
 * fails otherwise. Opens DATABASE_URL (else PGlite in DATA_DIR), migrated first. The bench's users
 * (bench-webhook-…@example.org) stay: the ledger is append-only and its rows keep their users.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import Stripe from "stripe";
import { openDatabase } from "../../packages/db/src/client.ts";
import { migrate } from "../../packages/db/src/migrate.ts";
import { checkouts, payments, users } from "../../packages/db/src/schema/index.ts";
import { insertCheckout } from "../../apps/api/src/modules/payments/checkout-repository.ts";
import type { PaymentsContext } from "../../apps/api/src/modules/payments/context.ts";
import { receiveWebhook } from "../../apps/api/src/modules/payments/webhook.ts";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "10" }, events: { type: "string", default: "50" } },
});
const rounds = Number(values.rounds);
const events = Number(values.events);
if (!Number.isSafeInteger(rounds) || !Number.isSafeInteger(events) || rounds < 1 || events < 1) {
  console.error("--rounds and --events must be positive whole numbers");
  process.exit(2);
}
const BASIC = "9a7e0000-0000-4000-8000-000000000101";
const SECRET = `whsec_bench_${randomUUID()}`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const databaseUrl = process.env.DATABASE_URL || undefined;
const handle = await openDatabase(
  databaseUrl ? { databaseUrl, poolSize: events } : { dataDir: process.env.DATA_DIR || "./data" },
);
await migrate(handle, path.join(root, "packages/db/migrations"));

const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const ctx: PaymentsContext = {
  db: handle.db,
  publicUrl: "http://localhost",
  stripe: null,
  webhookSecret: SECRET,
  log: quiet,
};

/** N users, each with an open test-mode checkout for Basic. */
async function openCheckouts(n: number): Promise<string[]> {
  const rows = await handle.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => ({ name: "Bench Webhook", email: `bench-webhook-${randomUUID()}@example.org` })),
    )
    .returning({ id: users.id });
  const now = new Date();
  const opened = await Promise.all(
    rows.map((row) =>
      insertCheckout(handle.db, {
        userId: row.id,
        family: "user",
        planId: BASIC,
        kind: "new",
        amountCents: 900,
        currency: "usd",
        provider: "test",
        expiresAt: new Date(now.getTime() + 30 * 60_000),
      }),
    ),
  );
  return opened.map((checkout) => checkout.id);
}

/** A signed `checkout.session.completed` of the checkout, as test mode's Pay builds it. */
function signedEvent(checkoutId: string) {
  const payload = JSON.stringify({
    id: `evt_bench_${randomUUID()}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_bench_${checkoutId}`,
        client_reference_id: checkoutId,
        payment_status: "paid",
        amount_total: 900,
      },
    },
  });
  return {
    body: Buffer.from(payload),
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
  };
}

async function timed(delivery: { body: Buffer; signature: string }) {
  const started = performance.now();
  await receiveWebhook(ctx, delivery.body, delivery.signature);
  return performance.now() - started;
}

async function check(checkoutIds: string[]) {
  const rows = await handle.db
    .select({ status: checkouts.status })
    .from(checkouts)
    .where(inArray(checkouts.id, checkoutIds));
  const paid = await handle.db
    .select({ id: payments.id })
    .from(payments)
    .where(inArray(payments.checkoutId, checkoutIds));
  if (rows.some((row) => row.status !== "completed") || paid.length !== checkoutIds.length) {
    throw new Error(`${paid.length} payments for ${checkoutIds.length} checkouts`);
  }
}

type Case = { label: string; latencies: number[]; wallMs: number };
const cases: Record<"distinct" | "replays", Case> = {
  distinct: { label: `${events} events of ${events} users at once`, latencies: [], wallMs: 0 },
  replays: { label: `1 event delivered ${events} times at once`, latencies: [], wallMs: 0 },
};

async function runCase(c: Case, deliveries: { body: Buffer; signature: string }[], checkoutIds: string[]) {
  const started = performance.now();
  c.latencies.push(...(await Promise.all(deliveries.map(timed))));
  c.wallMs += performance.now() - started;
  await check(checkoutIds);
}

try {
  await Promise.all((await openCheckouts(events)).map((id) => timed(signedEvent(id))));
  for (let round = 0; round < rounds; round++) {
    const ids = await openCheckouts(events);
    await runCase(cases.distinct, ids.map(signedEvent), ids);
    const [one] = await openCheckouts(1);
    const delivery = signedEvent(one!);
    await runCase(
      cases.replays,
      Array.from({ length: events }, () => delivery),
      [one!],
    );
  }
  const at = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
  console.log(`### Payment webhook — ${handle.driver === "postgres" ? "PostgreSQL" : "PGlite"}, ${rounds} rounds\n`);
  console.log("| case | events/s | p50 ms | p95 ms | p99 ms |");
  console.log("|---|---:|---:|---:|---:|");
  for (const c of Object.values(cases)) {
    const sorted = [...c.latencies].sort((a, b) => a - b);
    const rate = Math.round((c.latencies.length / c.wallMs) * 1000).toLocaleString("en-US");
    console.log(`| ${c.label} | ${rate} | ${at(sorted, 50)} | ${at(sorted, 95)} | ${at(sorted, 99)} |`);
  }
  console.log("\nEvery round: each checkout completed once, with one payment (replays had one effect).\n");
} finally {
  await handle.close();
}
