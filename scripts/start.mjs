// `npm start`: builds what is missing or out of date, then runs the server in this process,
// so that signals (Ctrl-C, SIGTERM) reach its graceful shutdown.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale, root } from "./build-if-stale.mjs";

const envFile = path.join(root, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

try {
  buildIfStale();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, "apps/api/dist/server.js")).href);
