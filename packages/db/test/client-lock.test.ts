import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseInUseError, openDatabase } from "../src/client.ts";

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mp-lock-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// PGlite has no lock of its own; two processes on one data dir would corrupt it.
describe("a PGlite data dir", () => {
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
    const holder = spawn("sleep", ["30"]);
    try {
      writeFileSync(path.join(dataDir, "pglite.lock"), String(holder.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `The PGlite database in ${path.join(dataDir, "pglite")} is in use by process ${holder.pid} (is the server running?)`,
      );
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that is gone", async () => {
    const dataDir = tempDataDir();
    const gone = spawn("true");
    await new Promise((resolve) => gone.once("exit", resolve));
    writeFileSync(path.join(dataDir, "pglite.lock"), String(gone.pid));
    const handle = await openDatabase({ dataDir });
    await handle.close();
  });
});
