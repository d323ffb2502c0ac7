import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/client.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-perm-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const modeOf = (file: string) => lstatSync(file).mode & 0o777;

// The database holds password hashes: no other local account may read or change it.
describe("a PGlite DATA_DIR", { timeout: 60_000 }, () => {
  it("is this user's only: the folder 0700, what PGlite writes and what was left open before without group or other bits", async () => {
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, "mail"), { mode: 0o755 });
    writeFileSync(path.join(dataDir, "mail", "old.eml"), "From: x", { mode: 0o644 });
    chmodSync(path.join(dataDir, "mail", "old.eml"), 0o666);

    const handle = await openDatabase({ dataDir });
    await handle.exec("create table secrets (hash text); insert into secrets values ('x')");
    // While it runs, the folders above PGlite's own files keep everyone else out.
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "pglite"))).toBe(0o700);
    await handle.close();

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "mail", "old.eml"))).toBe(0o600);
    expect(statSync(path.join(dataDir, "pglite", "PG_VERSION")).mode & 0o777).toBe(0o600);
    const entries = readdirSync(dataDir, { recursive: true, withFileTypes: true });
    expect(entries.length).toBeGreaterThan(100);
    const open = entries
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => (lstatSync(file).mode & 0o077) !== 0);
    expect(open).toEqual([]);
  });
});
