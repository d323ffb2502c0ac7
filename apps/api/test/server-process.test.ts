import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "./helpers/server-process.ts";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function tempDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mp-server-"));
  dirs.push(dir);
  return dir;
}

// The zero-setup path: no DATABASE_URL, PGlite in DATA_DIR.
describe("the server process on PGlite", () => {
  it("starts on an empty data dir, seeds it, and restarts on it without seeding again", async () => {
    const dataDir = await tempDataDir();
    const first = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const categories = await (await fetch(`${first.url}/api/category`)).json();
    expect(categories.result_value.length).toBeGreaterThanOrEqual(30);
    expect(first.output()).toContain("is ready at");
    expect(await first.stop()).toBe(0);

    const second = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const again = await (await fetch(`${second.url}/api/category`)).json();
    expect(again.result_value).toEqual(categories.result_value);
    expect(second.output()).not.toContain("[seed] seeding");
    expect(await second.stop()).toBe(0);
  });

  it("answers the requests already in flight when SIGTERM arrives, then exits 0", async () => {
    const server = await startServerProcess({ DATA_DIR: await tempDataDir(), DATABASE_URL: "" });
    const requests = Array.from({ length: 30 }, () => fetch(`${server.url}/api/category?page=1&limit=16`));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const exit = server.stop();
    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(await exit).toBe(0);
    expect(server.output()).toContain("shutting down");
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it("refuses to start with a bad setting and says which", async () => {
    await expect(startServerProcess({ DATA_DIR: await tempDataDir(), DATABASE_URL: "mysql://nope" })).rejects.toThrow(
      /DATABASE_URL: must start with postgres:\/\//,
    );
  });
});
