// Helpers of `npm run bench` for the catalogue reads' yardstick (scripts/bench/bare-node.mjs).
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
/** Headers that belong to one connection or one moment, not to the answer. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/**
 * Starts a bare Node server on `port` that answers what `url` answered just now (status, headers,
 * body), and returns it with a `stop`.
 */
export async function startBareNode(url, port, workDir) {
  // As autocannon asks: no compression, so the bytes are the answer's own.
  const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await res.arrayBuffer());
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !PER_CONNECTION.has(name)));
  const file = path.join(workDir, `bare-node-${port}.json`);
  writeFileSync(file, JSON.stringify({ status: res.status, headers, body: body.toString("base64") }));
  const child = spawn(process.execPath, [path.join(here, "bare-node.mjs"), String(port), file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.once("exit", () => child.kill());
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", (code) => reject(new Error(`the bare Node server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}${new URL(url).pathname}${new URL(url).search}`,
    bytes: body.length,
    stop: () => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM")),
  };
}
