import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QueueFullError, QueueTimeoutError, createBoundedQueue } from "../src/lib/bounded-queue.ts";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { catalogue, listingBody, rows } from "./helpers/vendor.ts";

const BUSY = { result: 0, message: "The server is busy. Please try again in a moment." };

/** Every turn at the database taken (PGlite serves one statement at a time; the test pools have 4). */
async function holdDatabase(t: TestApp): Promise<() => void> {
  const turns = t.database.driver === "pglite" ? 1 : 4;
  const held: (() => void)[] = [];
  for (let i = 0; i < turns; i++) held.push(await t.database.admission!.acquire());
  return () => held.forEach((done) => done());
}

const countListings = async (t: TestApp, userId: string) =>
  Number(
    (
      await rows<{ n: string }>(t.database, sql`select count(*)::text as n from listings where vendor_id = ${userId}`)
    )[0]!.n,
  );

describe("with the database's line full", () => {
  let t: TestApp;
  let vendor: Account;
  let ids: Awaited<ReturnType<typeof catalogue>>;
  beforeAll(async () => {
    // No one may wait: a request that finds every turn taken is refused at once.
    t = await createTestApp({ env: { DB_QUEUE_LENGTH: "0", DB_QUEUE_TIMEOUT_MS: "5000" } });
    vendor = await createAccount(t.app);
    ids = await catalogue(t.database);
  });
  afterAll(() => t?.close());

  it("a read that needs the database answers 503 with Retry-After and the error shape", async () => {
    const release = await holdDatabase(t);
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/listings?sort=newest&limit=8" });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toEqual(BUSY);
    } finally {
      release();
    }
    const after = await t.app.inject({ method: "GET", url: "/api/listings?sort=newest&limit=8" });
    expect(after.statusCode).toBe(200);
  });

  it("a write answers 503 and writes nothing; the same write goes through once the line moves", async () => {
    const before = await countListings(t, vendor.user._id);
    const create = () =>
      t.app.inject({
        method: "POST",
        url: "/api/vendor/listings",
        headers: bearer(vendor.token),
        payload: listingBody(ids),
      });
    const release = await holdDatabase(t);
    let refused;
    try {
      refused = await create();
    } finally {
      release();
    }
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.json()).toEqual(BUSY);
    expect(await countListings(t, vendor.user._id)).toBe(before);
    expect(t.database.admission).toMatchObject({ running: 0, waiting: 0 });

    const created = await create();
    expect(created.statusCode).toBe(201);
    expect(await countListings(t, vendor.user._id)).toBe(before + 1);
  });

  it("a signed-in request is refused the same way (its session is read from the database)", async () => {
    const release = await holdDatabase(t);
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/vendor/listings", headers: bearer(vendor.token) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(BUSY);
    } finally {
      release();
    }
  });
});

describe("with a short bound on the wait", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DB_QUEUE_LENGTH: "10", DB_QUEUE_TIMEOUT_MS: "200" } });
  });
  afterAll(() => t?.close());

  it("a request that waited past the bound answers 503 and leaves the line", async () => {
    const release = await holdDatabase(t);
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/jobs?page=1" });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("1");
      expect(res.json()).toEqual(BUSY);
      expect(t.database.admission).toMatchObject({ waiting: 0 });
    } finally {
      release();
    }
    expect((await t.app.inject({ method: "GET", url: "/api/jobs?page=1" })).statusCode).toBe(200);
  });

  it("requests that get their turn within the bound are answered as usual", async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: "GET", url: "/api/listings?sort=newest&limit=8" })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe("the bounded queue", () => {
  it("runs `concurrency` at once, lines up `maxWaiting` in order, and refuses one more at once", async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 2 });
    const order: number[] = [];
    let finish!: () => void;
    const first = queue.run(() => new Promise<void>((resolve) => (finish = resolve)).then(() => order.push(1)));
    const second = queue.run(async () => order.push(2));
    const third = queue.run(async () => order.push(3));
    await expect(queue.run(async () => order.push(4))).rejects.toBeInstanceOf(QueueFullError);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 1, waiting: 2 });
    finish();
    await Promise.all([first, second, third]);
    expect(order).toEqual([1, 2, 3]);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it("takes a waiter that passed `timeoutMs` out of the line, and the next turn goes to the one after it", async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 5, timeoutMs: 20 });
    const done = await queue.acquire();
    await expect(queue.acquire()).rejects.toBeInstanceOf(QueueTimeoutError);
    expect(queue.waiting).toBe(0);
    const next = queue.acquire();
    done();
    done(); // a turn given back twice is given back once
    const nextDone = await next;
    expect(queue.running).toBe(1);
    nextDone();
    expect(queue.running).toBe(0);
  });

  it("refuses a waiter whose time is up when its turn comes, even if its timer could not fire yet", async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 5, timeoutMs: 20 });
    const done = await queue.acquire();
    const late = queue.acquire();
    const lateOutcome = late.then(
      () => "granted",
      (err: unknown) => err,
    );
    // The event loop is held past the deadline (as a long synchronous PGlite statement holds it).
    const until = performance.now() + 40;
    while (performance.now() < until) {
      // busy
    }
    done();
    expect(await lateOutcome).toBeInstanceOf(QueueTimeoutError);
    expect(queue.running).toBe(0);
  });

  it("serves the line by rank, equal ranks in arrival order (a request under way before newer ones)", async () => {
    let rank = 0;
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 5, rankOf: () => rank });
    const order: string[] = [];
    const done = await queue.acquire();
    const line = [
      ["new request", 20],
      ["newer request", 30],
      ["request under way", 10],
      ["new request's second statement", 20],
    ].map(([name, r]) => {
      rank = r as number;
      return queue.run(async () => void order.push(name as string));
    });
    done();
    await Promise.all(line);
    expect(order).toEqual(["request under way", "new request", "new request's second statement", "newer request"]);
  });

  it("gives the turn back when the task fails", async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(queue.running).toBe(0);
    await expect(queue.run(async () => "ok")).resolves.toBe("ok");
  });
});
