import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DatabaseInUseError, openDatabase } from "../src/client.ts";

const lockModule = fileURLToPath(new URL("../src/data-dir-lock.ts", import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mp-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => children.splice(0).forEach((child) => child.kill("SIGKILL")));
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A process that takes the lock of `dataDir` and prints its own id. With `asZombie`, its parent is
 * a `sleep` that never waits for it, so once killed it stays a zombie, as under an init that does
 * not reap (a container without tini).
 */
async function lockHolder(dataDir: string, { asZombie }: { asZombie: boolean }): Promise<number> {
  const pgliteDir = path.join(dataDir, "pglite");
  mkdirSync(pgliteDir);
  const code =
    `const { lockDataDir } = await import(${JSON.stringify(lockModule)});` +
    `await lockDataDir(${JSON.stringify(pgliteDir)});` +
    `console.log("holder " + process.pid); setInterval(() => {}, 1000);`;
  const node = [process.execPath, "--import", "tsx", "--input-type=module", "-e", code];
  const child = asZombie
    ? spawn("sh", ["-c", '"$@" & exec sleep 60', "sh", ...node], { stdio: ["ignore", "pipe", "inherit"] })
    : spawn(node[0]!, node.slice(1), { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
      const found = /holder (\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.once("exit", (exitCode) => reject(new Error(`lock holder exited with ${exitCode}`)));
  });
}

const processState = (pid: number) => /^\d+ \(.*\) (\S)/.exec(readFileSync(`/proc/${pid}/stat`, "utf8"))?.[1];

// PGlite has no lock of its own; two processes on one data dir would corrupt it.
describe("a PGlite data dir", { timeout: 60_000 }, () => {
  it("is opened by one holder at a time, and free again once closed", async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseInUseError);
    await first.close();
    const second = await openDatabase({ dataDir });
    await second.close();
  });

  it("refuses while another live process holds it, naming that process", async () => {
    const dataDir = tempDataDir();
    const pid = await lockHolder(dataDir, { asZombie: false });
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `The PGlite database in ${path.join(dataDir, "pglite")} is in use by process ${pid} (is the server running?)`,
    );
  });

  it.runIf(process.platform === "linux")(
    "is free once its holder is killed, though it lingers as a zombie",
    async () => {
      const dataDir = tempDataDir();
      const pid = await lockHolder(dataDir, { asZombie: true });
      await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseInUseError);
      process.kill(pid, "SIGKILL");
      while (processState(pid) !== "Z") await new Promise((resolve) => setTimeout(resolve, 20));
      // kill(pid, 0) still succeeds on a zombie: the old pid-file lock refused here.
      expect(() => process.kill(pid, 0)).not.toThrow();
      const handle = await openDatabase({ dataDir });
      await handle.close();
    },
  );

  it("is not held by a pid file that an earlier version left, whoever has that id now", async () => {
    const dataDir = tempDataDir();
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.ppid));
    const handle = await openDatabase({ dataDir });
    await handle.close();
  });
});
