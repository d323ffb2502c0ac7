import { count, eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { sessions } from "@mp/db/schema/index";
import { afterAll, describe, expect, it } from "vitest";
import {
  createMemoryDedupStore,
  createMemoryThrottleStore,
  createRedisThrottleStore,
  createThrottle,
  type ThrottleStore,
} from "../src/lib/throttle.ts";
import { MAX_SESSIONS_PER_USER } from "../src/modules/auth/repository.ts";
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

  it("never forgets a live counter under a flood of keys: it refuses new keys until counters expire", async () => {
    let now = 1_000;
    const store = createMemoryThrottleStore(() => now, 1_000);
    for (let i = 0; i < 5; i++) await store.hit("login-pair:owner", 60_000);
    for (let i = 0; i < 25_000; i++) await store.hit(`event-${i}`, 1_000);
    // The account's count is intact; a new key is refused while the store is full of live counters.
    expect(await store.hit("login-pair:owner", 60_000)).toBe(6);
    expect(await store.hit("login-pair:someone-else", 60_000)).toBe(Number.POSITIVE_INFINITY);
    now += 1_000;
    // The flood's counters have expired: room again, and the live counter still there.
    expect(await store.hit("login-pair:someone-else", 60_000)).toBe(1);
    expect(await store.hit("login-pair:owner", 60_000)).toBe(7);
  });

  it("refuses a sign-in (fails closed) when the store is full, rather than forget a count", async () => {
    const throttle = createThrottle(createMemoryThrottleStore(Date.now, 2), () => undefined);
    const rule = { name: "login-pair", max: 5, windowMs: 60_000 };
    expect([await throttle.allow(rule, "a"), await throttle.allow(rule, "b"), await throttle.allow(rule, "c")]).toEqual(
      [true, true, false],
    );
  });
});

describe("the event de-duplication store", () => {
  it("is bounded and forgets the least recently seen keys, each after its own window", async () => {
    const store = createMemoryDedupStore(3);
    expect([await store.hit("a", 50), await store.hit("a", 50), await store.hit("b", 50)]).toEqual([1, 2, 1]);
    await store.hit("c", 50);
    await store.hit("d", 50);
    expect(await store.hit("a", 50)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.hit("d", 50)).toBe(1);
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

  it("keeps the event de-duplication keys apart from the account counters", async () => {
    const keyPrefix = prefix();
    const accounts = createRedisThrottleStore(redis, keyPrefix);
    const events = createRedisThrottleStore(redis, keyPrefix, "dedup");
    expect([await accounts.hit("k", 60_000), await events.hit("k", 60_000), await events.hit("k", 60_000)]).toEqual([
      1, 1, 2,
    ]);
    expect(await redis.exists(`${keyPrefix}throttle:k`, `${keyPrefix}dedup:k`)).toBe(2);
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
  it("slows a stranger after 5 failed sign-ins from one address, without locking the owner out", async () => {
    const t = await createTestApp({ env: env() });
    try {
      const target = await createAccount(t.app);
      const bystander = await createAccount(t.app);
      const stranger = "198.51.100.66";
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await login(t.app, target.email, "wrong password", stranger)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // From the stranger's address even the right password waits; the owner's own address is not blocked.
      const blocked = await login(t.app, target.email.toUpperCase(), target.password, stranger);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      expect((await login(t.app, target.email, target.password, "10.1.1.1")).statusCode).toBe(200);
      expect((await login(t.app, bystander.email, bystander.password, stranger)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("counts an IPv6 client by its /64, however it rotates addresses within it", async () => {
    const t = await createTestApp({ env: env() });
    try {
      const target = await createAccount(t.app);
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i++) {
        statuses.push((await login(t.app, target.email, "wrong", `2001:db8:7:8::${i.toString(16)}`)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect((await login(t.app, target.email, target.password, "2001:db8:7:9::1")).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("stops guesses spread over many addresses at 50 per account and hour", async () => {
    const t = await createTestApp({ env: env() });
    try {
      const target = await createAccount(t.app);
      for (let i = 0; i < 50; i++) {
        expect((await login(t.app, target.email, "wrong", `10.77.${Math.floor(i / 4)}.${i % 4}`)).statusCode).toBe(401);
      }
      const refused = await login(t.app, target.email, target.password, "10.78.0.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
    } finally {
      await t.close();
    }
  });

  it("counts every sign-in from an address, right or wrong: 60 per 15 minutes", async () => {
    const t = await createTestApp({ env: env() });
    try {
      const account = await createAccount(t.app);
      const address = "10.66.0.1";
      const statuses = new Set<number>();
      for (let i = 0; i < 60; i++)
        statuses.add((await login(t.app, account.email, account.password, address)).statusCode);
      expect([...statuses]).toEqual([200]);
      expect((await login(t.app, account.email, account.password, address)).statusCode).toBe(429);
      // Sixty sign-ins, yet the oldest sessions were ended: at most 20 live at once.
      const [live] = await t.database.db
        .select({ n: count() })
        .from(sessions)
        .where(eq(sessions.userId, account.user._id));
      expect(live?.n).toBe(MAX_SESSIONS_PER_USER);
      expect(MAX_SESSIONS_PER_USER).toBe(20);
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
