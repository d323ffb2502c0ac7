// The built server under load: started per database driver with the bench's settings, and its peak memory.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "../build-if-stale.mjs";

/**
 * The server (`server`: a built apps/api/dist/server.js) on `port`, rate limits and auth throttling
 * off, the search cache as asked, answering its health check.
 */
export async function startServer(driver, port, { server, searchCache }) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.resolve(root, server)], {
    cwd: root,
    env: {
      ...process.env,
      ...driver.env,
      PORT: String(port),
      ADMIN_PORT: String(port + 2),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
      AUTH_THROTTLE: "off",
      SEARCH_CACHE_SECONDS: searchCache,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // A run that stops on an error leaves no server behind.
  process.once("exit", () => child.kill());
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${driver.name} server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupSeconds = (performance.now() - started) / 1000;
  if (!driver.env.DATABASE_URL) await awaitStatistics(`http://127.0.0.1:${port}`, performance.now());
  return { child, startupSeconds };
}

/**
 * A PGlite server refreshes the planner's statistics 15 s after it starts (server.ts): ANALYZE of
 * 100,000 listings holds the database for seconds, and a measurement that overlapped it would
 * measure that. Waits until then, and until the health check answers quickly again.
 */
async function awaitStatistics(base, readyAt) {
  const analyzeAt = readyAt + 15_500;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, analyzeAt - performance.now())));
  for (;;) {
    const asked = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    if (res.ok && performance.now() - asked < 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The server's high-water mark of memory so far (VmHWM). */
export function peakMemoryMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
