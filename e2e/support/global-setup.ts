import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { databaseUrlFor, dropDatabase, withAdminClient } from "../../packages/db/src/testing/test-database.ts";
import { buildIfStale, root } from "../../scripts/build-if-stale.mjs";
import { e2eAdmin } from "./accounts.ts";
import { serverEnv } from "./server-env.ts";

/**
 * Builds the product if needed and starts the real server on a free port, with its own data.
 * The addresses reach the test workers through the environment (see fixtures.ts); the function
 * returned is the global teardown.
 */
export default async function setup(): Promise<() => Promise<void>> {
  buildIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "mp-e2e-"));
  const port = await freePort();
  const adminPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PUBLIC_URL: `http://localhost:${port}`,
    ADMIN_URL: `http://localhost:${adminPort}`,
    // Every test signs its people up from this one address: more than the ten sign-ups an hour
    // that one address may make. The limits themselves are tested by the API tests.
    AUTH_THROTTLE: "off",
    // The saved-search spec waits for an instant alert: a run every 6 s instead of 5 minutes.
    SAVED_SEARCH_INSTANT_MINUTES: "0.1",
  };
  let cleanupDatabase = async () => {};
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `mp_e2e_${randomBytes(6).toString("hex")}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    env.DATABASE_URL = databaseUrlFor(serverUrl, name);
    cleanupDatabase = () => dropDatabase(serverUrl, name);
  }
  // The Super-Admin of the admin hand-off test, made the way an operator would, before the start.
  const admin = spawnSync(
    "npx",
    [
      "tsx",
      "apps/api/src/cli/create-admin.ts",
      "--email",
      e2eAdmin.email,
      "--password",
      e2eAdmin.password,
      "--name",
      e2eAdmin.name,
    ],
    {
      cwd: root,
      env,
      encoding: "utf8",
    },
  );
  if (admin.status !== 0) throw new Error(`create-admin failed:\n${admin.stdout}${admin.stderr}`);
  const server = spawn(process.execPath, [path.join(root, "apps/api/dist/server.js")], { env, stdio: "inherit" });
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, server);
  process.env[serverEnv.baseUrl] = baseUrl;
  process.env[serverEnv.adminUrl] = `http://localhost:${adminPort}`;
  process.env[serverEnv.dataDir] = dataDir;
  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await cleanupDatabase();
    await rm(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The server did not become healthy in 90 s");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}
