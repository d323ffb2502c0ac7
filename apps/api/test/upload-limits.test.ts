import { readdir } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoundedQueue, QueueFullError } from "../src/lib/bounded-queue.ts";
import { solidImage } from "./fixtures/images/generate.ts";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import { createVendorTestApp, imageForm, rows, type VendorTestApp } from "./helpers/vendor.ts";

let t: VendorTestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createVendorTestApp({ UPLOADS_PER_DAY: "2", IMAGE_PROCESSING_CONCURRENCY: "1", IMAGE_QUEUE_LENGTH: "0" });
  png = await solidImage(800, 600, "png");
});
afterAll(() => t?.close());

const upload = (account: Account) =>
  t.app.inject({ method: "POST", url: "/api/vendor/images", headers: bearer(account.token), payload: imageForm(png) });

const storedCount = async (account: Account) =>
  (
    await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from stored_images where owner_id = ${account.user._id}`,
    )
  )[0]!.n;

const filesStored = async () =>
  (await readdir(t.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile())
    .length;

describe("upload quota (UPLOADS_PER_DAY)", () => {
  it("refuses an upload past the day's allowance with 429 and a message, and stores nothing", async () => {
    const vendor = await createAccount(t.app);
    expect((await upload(vendor)).statusCode).toBe(201);
    expect((await upload(vendor)).statusCode).toBe(201);
    const files = await filesStored();

    const refused = await upload(vendor);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      result: 0,
      message: "You have uploaded 2 images in the last 24 hours, as many as a day allows. Please try again later.",
    });
    expect(await storedCount(vendor)).toBe(2);
    expect(await filesStored()).toBe(files);
  });

  it("counts each user's uploads apart, over the last 24 hours only", async () => {
    const [first, second] = [await createAccount(t.app), await createAccount(t.app)];
    expect((await upload(first)).statusCode).toBe(201);
    expect((await upload(first)).statusCode).toBe(201);
    expect((await upload(second)).statusCode).toBe(201);
    // A day later the first user's uploads no longer count.
    await t.database.db.execute(
      sql`update stored_images set created_at = now() - interval '25 hours' where owner_id = ${first.user._id}`,
    );
    expect((await upload(first)).statusCode).toBe(201);
  });
});

describe("image processing queue (IMAGE_PROCESSING_CONCURRENCY, IMAGE_QUEUE_LENGTH)", () => {
  it("answers 503 with Retry-After while every slot and place in line is taken, and stores nothing", async () => {
    const vendor = await createAccount(t.app);
    let release = () => {};
    const busy = t.app.imageQueue.run(() => new Promise<void>((resolve) => (release = resolve)));

    const refused = await upload(vendor);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.json()).toEqual({
      result: 0,
      message: "Too many images are being processed right now. Please try again in a moment.",
    });
    expect(await storedCount(vendor)).toBe(0);

    release();
    await busy;
    expect((await upload(vendor)).statusCode).toBe(201);
  });
});

describe("createBoundedQueue", () => {
  it("runs at most `concurrency` at once, lets `maxWaiting` wait in order, and refuses the rest", async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 1 });
    const order: string[] = [];
    let release = () => {};
    const first = queue.run(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      order.push("first");
    });
    const second = queue.run(async () => {
      order.push("second");
    });
    await expect(queue.run(async () => "third")).rejects.toBeInstanceOf(QueueFullError);
    expect([queue.running, queue.waiting]).toEqual([1, 1]);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(["first", "second"]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("frees the slot of a task that fails", async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error("bad image")))).rejects.toThrow("bad image");
    expect(await queue.run(async () => "next")).toBe("next");
  });
});
