import { spawn, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { signupBody } from "./helpers/accounts.ts";
import { startServerProcess } from "./helpers/server-process.ts";

const serverEntry = fileURLToPath(new URL("../src/server.ts", import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-crash-"));
const children: ChildProcess[] = [];
afterAll(() => {
  children.forEach((child) => child.kill("SIGKILL"));
  rmSync(dataDir, { recursive: true, force: true });
});

const env = { DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO_DATA: "false", AUTH_THROTTLE: "off" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const modeOf = (file: string) => lstatSync(file).mode & 0o777;
const processState = (pid: number) => /^\d+ \(.*\) (\S)/.exec(readFileSync(`/proc/${pid}/stat`, "utf8"))?.[1];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server under a parent that never waits for it (a `sleep` the shell became), as under a
 * container init that does not reap: once killed, it stays a zombie. Answers its URL and pid.
 */
async function startUnreapedServer(): Promise<{ url: string; pid: number }> {
  const port = await freePort();
  const node = [process.execPath, "--import", "tsx", serverEntry];
  const child = spawn("sh", ["-c", '"$@" & echo "pid $!"; exec sleep 300', "sh", ...node], {
    env: { ...process.env, ...env, PORT: String(port), ADMIN_PORT: String(await freePort()), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 100_000; Date.now() < deadline; await sleep(200)) {
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    const pid = Number(/pid (\d+)/.exec(output)?.[1]);
    if (healthy && pid) return { url, pid };
  }
  throw new Error(`server not healthy in time:\n${output}`);
}

const post = (url: string, body: object) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** Files and folders under `dir` that a group or other account could use. */
function openToOthers(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => (modeOf(file) & 0o077) !== 0);
}

describe.runIf(process.platform === "linux")("the server's DATA_DIR on PGlite", { timeout: 300_000 }, () => {
  it("is this user's only, refuses a second server, and starts again after kill -9 of a server left a zombie", async () => {
    // What an earlier version left: an open folder, a readable secret and mail.
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, "secrets"), { mode: 0o755 });
    writeFileSync(path.join(dataDir, "secrets", "token-secret"), `${"k".repeat(48)}\n`, { mode: 0o644 });
    mkdirSync(path.join(dataDir, "mail"), { mode: 0o755 });
    writeFileSync(path.join(dataDir, "mail", "earlier.eml"), "Subject: old\n", { mode: 0o644 });

    const first = await startUnreapedServer();
    const account = signupBody();
    expect((await post(`${first.url}/api/auth/signup`, account)).status).toBe(201);
    expect((await post(`${first.url}/api/auth/forgot-password`, { email: account.email })).status).toBe(200);
    const mailDir = path.join(dataDir, "mail");
    while (readdirSync(mailDir).length < 2) await sleep(50);

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "pglite"))).toBe(0o700);
    // PGlite sets its own files' modes while it runs: the 0700 folder above keeps others out.
    expect(openToOthers(dataDir).filter((file) => !file.startsWith(path.join(dataDir, "pglite")))).toEqual([]);

    await expect(startServerProcess(env)).rejects.toThrow(`is in use by process ${first.pid} (is the server running?)`);

    process.kill(first.pid, "SIGKILL");
    while (processState(first.pid) !== "Z") await sleep(20);
    const second = await startServerProcess(env);
    const signedIn = await post(`${second.url}/api/auth/login`, { email: account.email, password: account.password });
    expect(signedIn.status).toBe(200);
    expect(await second.stop()).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
