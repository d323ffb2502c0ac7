import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@mp/db/client";
import { databaseUrlFor, dropDatabase, withAdminClient } from "@mp/db/testing/test-database";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { signup, signupBody } from "./helpers/accounts.ts";

const script = fileURLToPath(new URL("../src/cli/create-admin.ts", import.meta.url));
const repoRoot = path.resolve(path.dirname(script), "../../../..");
const serverUrl = process.env.DATABASE_URL;

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run create-admin -- …`, as an operator types it. */
function createAdmin(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += String(chunk)));
    child.stderr.on("data", (chunk) => (stderr += String(chunk)));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

// On PostgreSQL (DATABASE_URL) an empty database of its own; otherwise PGlite in a data dir of its own.
let env: Record<string, string>;
let open: () => Promise<DatabaseHandle>;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "mp-create-admin-"));
  if (serverUrl) {
    const name = `mp_admin_cli_${randomBytes(6).toString("hex")}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const databaseUrl = databaseUrlFor(serverUrl, name);
    env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    open = () => openDatabase({ databaseUrl, poolSize: 2 });
    cleanUp = async () => {
      await dropDatabase(serverUrl, name);
      await rm(dataDir, { recursive: true, force: true });
    };
  } else {
    env = { DATABASE_URL: "", DATA_DIR: dataDir };
    open = () => openDatabase({ dataDir });
    cleanUp = () => rm(dataDir, { recursive: true, force: true });
  }
});
afterAll(() => cleanUp());

/** The real app on the database the command wrote, closed again so that the next command may open it. */
async function withApp<T>(fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const database = await open();
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "silent", DATA_DIR: env.DATA_DIR!, RATE_LIMIT_PER_MINUTE: "0" }),
    secrets: { tokenSecret: "s".repeat(40) },
    database,
  });
  try {
    return await fn(app);
  } finally {
    await app.close();
    await database.close();
  }
}

const login = (app: Awaited<ReturnType<typeof buildApp>>, email: string, password: string) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

describe("npm run create-admin", () => {
  it.each([
    ["no arguments", [], ["--email is required.", "--password is required."]],
    ["a malformed email", ["--email", "root", "--password", "long enough"], ["--email: Invalid email format."]],
    [
      "a short password",
      ["--email", "root@example.org", "--password", "short"],
      ["--password: Password must be at least 8 characters."],
    ],
    [
      "a short name",
      ["--email", "root@example.org", "--password", "long enough", "--name", "Al"],
      ["--name: Name must be at least 3 characters."],
    ],
    ["an unknown option", ["--email", "root@example.org", "--password", "long enough", "--role", "x"], ["--role"]],
  ])("exits 2 with %s, saying what is wrong", async (_, args, messages) => {
    const run = await createAdmin(args, env);
    expect(run.code).toBe(2);
    for (const message of messages) expect(run.stderr).toContain(message);
    expect(run.stderr).toContain("Usage: npm run create-admin -- --email EMAIL --password PASSWORD [--name NAME]");
  });

  it("creates a Super-Admin who can sign in and open the admin list", async () => {
    const run = await createAdmin(["--email", "Root@Example.org", "--password", "admin password 1"], env);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Created the Super-Admin account root@example.org.");
    await withApp(async (app) => {
      const res = await login(app, "root@example.org", "admin password 1");
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        name: "Administrator",
        userType: "User",
        additionalusertype: "Super-Admin",
      });
      const list = await app.inject({
        method: "GET",
        url: "/api/admin/users",
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      expect(list.statusCode).toBe(200);
    });
  }, 60_000);

  it("promotes an existing account, sets its password and ends its sessions", async () => {
    const body = signupBody({ name: "Morgan Member" });
    const token = await withApp(async (app) => {
      expect((await signup(app, body)).statusCode).toBe(201);
      return (await login(app, body.email, body.password)).json().token as string;
    });
    const run = await createAdmin(
      ["--email", body.email.toUpperCase(), "--password", "new admin password", "--name", "Morgan Admin"],
      env,
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${body.email} is now a Super-Admin, with the new password`);
    await withApp(async (app) => {
      expect((await login(app, body.email, body.password)).statusCode).toBe(401);
      const res = await login(app, body.email, "new admin password");
      expect(res.json().user).toMatchObject({ name: "Morgan Admin", additionalusertype: "Super-Admin" });
      const old = await app.inject({
        method: "GET",
        url: "/api/auth/session",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(old.statusCode).toBe(401);
    });
  }, 60_000);

  it.skipIf(serverUrl)(
    "says so when the server has the PGlite data dir open",
    async () => {
      const database = await open();
      try {
        const run = await createAdmin(["--email", "root@example.org", "--password", "admin password 1"], env);
        expect(run.code).toBe(1);
        expect(run.stderr).toContain(`is in use by process ${process.pid} (is the server running?)`);
        expect(run.stderr).toContain("stop that process first, or use PostgreSQL through DATABASE_URL");
      } finally {
        await database.close();
      }
    },
    60_000,
  );
});
