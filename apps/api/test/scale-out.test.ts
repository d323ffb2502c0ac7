import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { databaseUrlFor, dropDatabase, withAdminClient } from "@mp/db/testing/test-database";
import { startServerProcess, type ServerProcess } from "./helpers/server-process.ts";

type CategoryList = { result_value: { _id: string; categoryName: string }[] };

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

// Several processes on one PostgreSQL is the production shape; it needs DATABASE_URL.
describe.runIf(serverUrl)("two server processes on one PostgreSQL", () => {
  const database = `mp_scale_${randomBytes(6).toString("hex")}`;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await dropDatabase(serverUrl!, database);
  });

  it("start together on an empty database, migrate and seed it once, and share their state", async () => {
    await withAdminClient(serverUrl!, (client) => client.query(`CREATE DATABASE "${database}"`));
    const env = {
      DATABASE_URL: databaseUrlFor(serverUrl!, database),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `mp-scale-${database}:`,
      RATE_LIMIT_PER_MINUTE: "10",
      // Processes behind one load balancer share the public address and the signing key (the
      // token's issuer and signature), so any of them accepts a token another one issued.
      PUBLIC_URL: "https://shop.example.com",
      TOKEN_SECRET: "scale-out-test-secret-".padEnd(48, "x"),
    };
    // Both start at the same moment: the advisory locks must let only one migrate and seed.
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    const [a, b] = servers as [ServerProcess, ServerProcess];

    const fromA = (await (await fetch(`${a.url}/api/category`)).json()) as CategoryList;
    const fromB = (await (await fetch(`${b.url}/api/category`)).json()) as CategoryList;
    expect(fromA.result_value.length).toBeGreaterThanOrEqual(30);
    expect(fromB.result_value).toEqual(fromA.result_value);
    const seededBy = [a, b].filter((s) => s.output().includes("[seed] seeding"));
    expect(seededBy).toHaveLength(1);

    // A write through A is read through B: sign up on one, sign in on the other, and the token
    // B signed is accepted by A.
    const person = { email: `scale-${database}@example.com`, password: "scale-out-password" };
    const signup = await postJson(`${a.url}/api/auth/signup`, {
      name: "Scale Out",
      ...person,
      phone: "+1 2025550100",
      userType: "User",
      acceptTerms: true,
    });
    expect(signup.status).toBe(201);
    const login = await postJson(`${b.url}/api/auth/login`, person);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const session = await fetch(`${a.url}/api/auth/session`, { headers: { authorization: `Bearer ${token}` } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { result_value: { email: string } }).result_value.email).toBe(person.email);

    // The rate limit counts in Redis: calls through A use up what B allows. Five calls went already.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await fetch(`${(i % 2 ? a : b).url}/api/getmaincategory`)).status);
    statuses.push((await fetch(`${b.url}/api/getmaincategory`)).status);
    expect(statuses).toEqual([...Array(5).fill(200), 429]);
  });
});

function postJson(url: string, body: unknown) {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}
