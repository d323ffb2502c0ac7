// autocannon's load with the bench's latency percentiles, and the request the login scenario sends.
import autocannon from "autocannon";

/** One endpoint loaded for `duration` s after `warmup` s: req/s, p50/p95/p99 in ms and errors. */
export async function load(request, { connections, duration, warmup }) {
  const latencies = [];
  // A short warm-up, so that the first queries' planning does not count.
  // A scenario may fix its own number of connections (the broad search one request at a time).
  const clients = request.connections ?? connections;
  if (warmup > 0) await autocannon({ ...request, connections: Math.min(10, clients), duration: warmup });
  const instance = autocannon({ ...request, connections: clients, duration });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
  return {
    rps: Math.round(result.requests.average).toLocaleString("en-US"),
    rawRps: result.requests.average,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A new account (signed up through the API, as the site does) and the request that signs it in. */
export async function loginRequest(base) {
  const account = { email: `bench-${Date.now()}@example.org`, password: "bench password 1" };
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...account,
      name: "Bench Mark",
      phone: "+1 2025550100",
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
