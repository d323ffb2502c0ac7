// The back-pressure scenario of `npm run bench` ('queue'): --connections clients asking broad
// searches (words most listings match) with the search cache off, for --duration seconds. Every
// answer counts, by status: a server that queues without end shows waits past 10 s; one with a
// bounded line answers the excess 503 with Retry-After and keeps every wait near DB_QUEUE_TIMEOUT_MS.
import autocannon from "autocannon";

const BROAD_WORDS = ["shop", "store", "market", "local", "service", "best", "new", "quality"];

export async function loadBroadSearches(base, { connections, duration }) {
  let next = 0;
  const byStatus = new Map();
  const latencies = [];
  let retryAfterMissing = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration,
    // Long enough that a request which waits past the bound is measured, not cut off.
    timeout: 60,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({
          ...request,
          path: `/api/search?q=${BROAD_WORDS[next++ % BROAD_WORDS.length]}`,
        }),
        onResponse: (status, _body, _context, headers) => {
          if (status === 503 && !headers?.["retry-after"]) retryAfterMissing += 1;
        },
      },
    ],
  });
  instance.on("response", (_client, status, _bytes, responseTime) => {
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const count = (test) => [...byStatus].filter(([s]) => test(s)).reduce((sum, [, n]) => sum + n, 0);
  return {
    answered: latencies.length,
    rps: Math.round(latencies.length / duration),
    ok: count((s) => s >= 200 && s < 300),
    busy: count((s) => s === 503),
    other: count((s) => s < 200 || (s >= 300 && s !== 503)),
    timeouts: result.timeouts,
    // Sent but not answered when the run ended: still waiting in the server's line.
    unanswered: Math.max(0, result.requests.sent - latencies.length - result.timeouts - result.errors),
    retryAfterMissing,
    p50: at(50).toFixed(0),
    p95: at(95).toFixed(0),
    p99: at(99).toFixed(0),
    max: (latencies.at(-1) ?? 0).toFixed(0),
  };
}
