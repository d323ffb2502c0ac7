import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import {
  createMemoryThrottleStore,
  createRedisThrottleStore,
  createThrottle,
  type ThrottleStore,
} from "../src/lib/throttle.ts";
import { createAccount, login, PASSWORD, signup, signupBody, uniqueEmail } from "./helpers/accounts.ts";
import { createTestApp } from "./helpers/test-app.ts";

const TOO_MANY = { result: 0, message: "Too many attempts. Please try again later." };
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = () => `mp-test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}:`;

const redis = new Redis(redisUrl);
afterAll(() => redis.disconnect());

describe("the memory store", () => {
  it("counts hits in a fixed window, then starts again", async () => {
    let now = 1_000;
    const store = createMemoryThrottleStore(() => now);
    expect([await store.hit("k", 100), await store.hit("k", 100), await store.hit("other", 100)]).toEqual([1, 2, 1]);
    now += 99;
    expect(await store.hit("k", 100)).toBe(3);
    now += 1;
    expect(await store.hit("k", 100)).toBe(1);
  });

  it("takes a hit back, never below zero, and clears", async () => {
    const store = createMemoryThrottleStore();
    await store.hit("k", 1000);
    await store.undo("k");
    await store.undo("k");
    expect(await store.hit("k", 1000)).toBe(1);
    await store.clear("k");
    expect(await store.hit("k", 1000)).toBe(1);
  });

  it("stays bounded under a flood of keys", async () => {
    const store = createMemoryThrottleStore();
    for (let i = 0; i < 25_000; i++) await store.hit(`address-${i}`, 60_000);
    // The newest counters survive; the oldest were forgotten to make room.
    expect(await store.hit("address-24999", 60_000)).toBe(2);
    expect(await store.hit("address-0", 60_000)).toBe(1);
  });
});

describe("the Redis store", () => {
  it("counts across clients, with the window as the key's expiry", async () => {
    const keyPrefix = prefix();
    const a = createRedisThrottleStore(redis, keyPrefix);
    const other = new Redis(redisUrl);
    const b = createRedisThrottleStore(other, keyPrefix);
    try {
      expect([await a.hit("k", 60_000), await b.hit("k", 60_000), await a.hit("k", 60_000)]).toEqual([1, 2, 3]);
      const ttl = await redis.pttl(`${keyPrefix}throttle:k`);
      expect(ttl).toBeGreaterThan(59_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
      await b.undo("k");
      expect(await a.hit("k", 60_000)).toBe(3);
      await a.clear("k");
      expect(await b.hit("k", 60_000)).toBe(1);
      // Undoing a missing key creates nothing without an expiry.
      await a.undo("missing");
      expect(await redis.exists(`${keyPrefix}throttle:missing`)).toBe(0);
    } finally {
      other.disconnect();
    }
  });

  it("starts a new window once the old one expires", async () => {
    const store = createRedisThrottleStore(redis, prefix());
    expect(await store.hit("k", 50)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.hit("k", 50)).toBe(1);
  });
});

describe("a failing store", () => {
  it("lets requests through and reports the failure", async () => {
    const failures: unknown[] = [];
    const broken: ThrottleStore = {
      hit: () => Promise.reject(new Error("down")),
      undo: () => Promise.reject(new Error("down")),
      clear: () => Promise.reject(new Error("down")),
    };
    const throttle = createThrottle(broken, (err) => failures.push(err));
    expect(await throttle.allow({ name: "x", max: 1, windowMs: 1000 }, "k")).toBe(true);
    await throttle.undo({ name: "x", max: 1, windowMs: 1000 }, "k");
    expect(failures).toHaveLength(2);
  });
});

const stores: { store: string; env: () => Record<string, string> }[] = [
  { store: "memory", env: () => ({}) },
  { store: "Redis", env: () => ({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix() }) },
];

describe.each(stores)("account limits with counters in $store", ({ env }) => {
  it("locks an account after 5 failed sign-ins, and only that account", async () => {
    const t = await createTestApp({ env: env() });
    try {
      const target = await createAccount(t.app);
      const bystander = await createAccount(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await login(t.app, target.email, "wrong password")).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      // The right password no longer helps, from any address, for a while.
      for (const address of ["127.0.0.1", "10.1.1.1"]) {
        const locked = await login(t.app, target.email.toUpperCase(), target.password, address);
        expect(locked.statusCode).toBe(429);
        expect(locked.json()).toEqual(TOO_MANY);
      }
      expect((await login(t.app, bystander.email, bystander.password)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("forgets an account's failures once it signs in", async () => {
    const t = await createTestApp({ env: env() });
    try {
      const account = await createAccount(t.app);
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 4; i++) expect((await login(t.app, account.email, "wrong")).statusCode).toBe(401);
        expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);
      }
    } finally {
      await t.close();
    }
  });

  it("blocks an address after 20 failed sign-ins, whichever emails it tries", async () => {
    const t = await createTestApp({ env: env() });
    try {
      const account = await createAccount(t.app);
      const address = "10.20.30.40";
      for (let i = 0; i < 20; i++) {
        expect((await login(t.app, uniqueEmail("guess"), PASSWORD, address)).statusCode).toBe(401);
      }
      const blocked = await login(t.app, account.email, account.password, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      expect((await login(t.app, account.email, account.password, "10.20.30.41")).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("limits sign-ups and reset requests per address", async () => {
    const t = await createTestApp({ env: env() });
    try {
      const signups = [];
      for (let i = 0; i < 11; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/auth/signup",
          payload: signupBody(),
          remoteAddress: "10.9.9.9",
        });
        signups.push(res.statusCode);
      }
      expect(signups).toEqual([...Array(10).fill(201), 429]);
      expect((await signup(t.app, signupBody())).statusCode).toBe(201);

      const resets = [];
      for (let i = 0; i < 11; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email: uniqueEmail("reset") },
          remoteAddress: "10.8.8.8",
        });
        resets.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toEqual(TOO_MANY);
      }
      expect(resets).toEqual([...Array(10).fill(200), 429]);
    } finally {
      await t.close();
    }
  });

  it("keeps no limits with AUTH_THROTTLE=off, except the reset cooldown", async () => {
    const t = await createTestApp({ env: { ...env(), AUTH_THROTTLE: "off" } });
    try {
      const account = await createAccount(t.app);
      for (let i = 0; i < 6; i++) await login(t.app, account.email, "wrong");
      expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);
      const forgot = () =>
        t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: account.email } });
      expect((await forgot()).statusCode).toBe(200);
      expect((await forgot()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
