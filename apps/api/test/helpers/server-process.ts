import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverEntry = fileURLToPath(new URL("../../src/server.ts", import.meta.url));
const repoRoot = path.resolve(path.dirname(serverEntry), "../../..");

export type ServerProcess = {
  url: string;
  adminUrl: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
};

/** Runs the real server (from source, through tsx) as its own process, as `npm start` does. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const adminPort = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: "info",
      ...env,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, () => output);
  return {
    url,
    adminUrl: `http://127.0.0.1:${adminPort}`,
    child,
    output: () => output,
    stop: () => {
      if (child.exitCode !== null) return Promise.resolve(child.exitCode);
      child.kill("SIGTERM");
      return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    },
  };
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill("SIGKILL");
  throw new Error(`server not healthy in time:\n${output()}`);
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
