import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "./helpers/server-process.ts";

type CategoryList = { result_value: { _id: string; categoryName: string }[] };

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function tempDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mp-server-"));
  dirs.push(dir);
  return dir;
}

// The zero-setup path: no DATABASE_URL, PGlite in DATA_DIR.
// Each test starts a real process that may seed a database first: slow on a loaded machine, hence its own time-out.
describe("the server process on PGlite", { timeout: 120_000 }, () => {
  it("starts on an empty data dir, seeds it, and restarts on it without seeding again", async () => {
    const dataDir = await tempDataDir();
    const first = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const categories = (await (await fetch(`${first.url}/api/category`)).json()) as CategoryList;
    expect(categories.result_value.length).toBeGreaterThanOrEqual(30);
    expect(first.output()).toContain("is ready at");
    // The admin panel's port answers the same API; stopping closes both ports.
    const fromAdmin = (await (await fetch(`${first.adminUrl}/api/category`)).json()) as CategoryList;
    expect(fromAdmin.result_value).toEqual(categories.result_value);
    expect(await first.stop()).toBe(0);
    await expect(fetch(`${first.adminUrl}/api/health`)).rejects.toThrow();

    const second = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const again = (await (await fetch(`${second.url}/api/category`)).json()) as CategoryList;
    expect(again.result_value).toEqual(categories.result_value);
    expect(second.output()).not.toContain("[seed] seeding");
    expect(await second.stop()).toBe(0);
  });

  it("answers a request already in flight when SIGTERM arrives, refuses new ones, then exits 0", async () => {
    const server = await startServerProcess({ DATA_DIR: await tempDataDir(), DATABASE_URL: "" });
    const { port } = new URL(server.url);
    // A request whose last header line is still on its way when the signal arrives.
    const socket = net.connect(Number(port), "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += String(chunk)));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    socket.write(`GET /api/category?page=1&limit=16 HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    await sleep(200);
    const exit = server.stop();
    await sleep(300);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    socket.write("Connection: close\r\n\r\n");
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('"result":1');
    expect(await exit).toBe(0);
    expect(server.output()).toContain("shutting down");
  });

  it("refuses to start with a bad setting and says which", async () => {
    await expect(startServerProcess({ DATA_DIR: await tempDataDir(), DATABASE_URL: "mysql://nope" })).rejects.toThrow(
      /DATABASE_URL: must start with postgres:\/\//,
    );
  });
});
