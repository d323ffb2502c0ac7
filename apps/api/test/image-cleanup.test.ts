import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { deleteUnattachedImages, scheduleImageCleanup } from "../src/modules/uploads/image-cleanup.ts";
import { unattachedImageIds } from "../src/modules/uploads/repository.ts";
import type { FileStore } from "../src/lib/storage/file-store.ts";
import { createAccount } from "./helpers/accounts.ts";
import { createTestApp } from "./helpers/test-app.ts";
import {
  catalogue,
  createListing,
  createVendorTestApp,
  keysOfRef,
  listingBody,
  rows,
  stored,
  uploadImage,
  type ImageRef,
} from "./helpers/vendor.ts";
import { useVendorSuite } from "./helpers/vendor-suite.ts";
import { startLocalS3 } from "./helpers/s3rver.ts";

const { s } = useVendorSuite();

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;

function cleanUp(overrides: Partial<Parameters<typeof deleteUnattachedImages>[0]> = {}) {
  return deleteUnattachedImages({
    db: s.t.database.db,
    store: s.t.app.fileStore,
    log: quietLog(),
    graceHours: 24,
    ...overrides,
  });
}

/** An uploaded image made to look `hours` old. */
async function uploadAged(hours: number): Promise<ImageRef> {
  const image = await uploadImage(s.t.app, s.owner.token);
  await s.t.database.db.execute(
    sql`update stored_images set created_at = now() - make_interval(hours => ${hours}) where id = ${image._id}`,
  );
  return image;
}

async function exists(image: ImageRef): Promise<boolean> {
  const found = await rows<{ id: string }>(s.t.database, sql`select id from stored_images where id = ${image._id}`);
  return found.length === 1;
}

describe("clean-up of uploads nothing uses", () => {
  it("deletes an old unattached image (row and files) and keeps a fresh one", async () => {
    const old = await uploadAged(25);
    const fresh = await uploadAged(23);
    for (const key of keysOfRef(old)) expect(stored(s.t, key), key).toBe(true);

    expect(await cleanUp()).toBe(1);
    expect(await exists(old)).toBe(false);
    for (const key of keysOfRef(old)) expect(stored(s.t, key), key).toBe(false);
    expect(await exists(fresh)).toBe(true);
    for (const key of keysOfRef(fresh)) expect(stored(s.t, key), key).toBe(true);
    expect(await cleanUp()).toBe(0);
  });

  it("keeps old images used as a cover, in a gallery, by a banner ad or as a vendor logo", async () => {
    const ids = await catalogue(s.t.database);
    const [cover, gallery, banner, logo, unused] = [
      await uploadAged(48),
      await uploadAged(48),
      await uploadAged(48),
      await uploadAged(48),
      await uploadAged(48),
    ] as [ImageRef, ImageRef, ImageRef, ImageRef, ImageRef];
    const listing = await createListing(s.t.app, s.owner.token, listingBody(ids, { coverImageId: cover._id }));
    const { db } = s.t.database;
    await db.execute(
      sql`insert into listing_images (listing_id, image_id, position) values (${listing._id}, ${gallery._id}, 0)`,
    );
    await db.execute(
      sql`insert into banner_ads (vendor_id, title, image_id, link_url, placement, starts_at, ends_at)
          values (${s.owner.user._id}, 'Spring sale', ${banner._id}, 'https://example.org', 'home',
                  now(), now() + interval '7 days')`,
    );
    await db.execute(
      sql`insert into vendor_profiles (user_id, business_name, logo_image_id)
          values (${s.owner.user._id}, 'Quillfeather', ${logo._id})`,
    );

    expect(await cleanUp()).toBe(1);
    expect(await exists(unused)).toBe(false);
    for (const image of [cover, gallery, banner, logo]) {
      expect(await exists(image)).toBe(true);
      for (const key of keysOfRef(image)) expect(stored(s.t, key), key).toBe(true);
    }
  });

  it("works through a backlog in batches, also with two runs at once", async () => {
    const images = [];
    for (let i = 0; i < 5; i++) images.push(await uploadAged(30));
    const counts = await Promise.all([cleanUp({ batchSize: 2 }), cleanUp({ batchSize: 2 })]);
    expect(counts[0]! + counts[1]!).toBe(5);
    for (const image of images) {
      expect(await exists(image)).toBe(false);
      for (const key of keysOfRef(image)) expect(stored(s.t, key), key).toBe(false);
    }
  });

  it("keeps going until the backlog is gone, however many batches that takes", async () => {
    // 120 rows at 2 a batch: 60 batches, more than a run once took (50) before the rest waited an hour.
    await s.t.database.db.execute(sql`
      insert into stored_images (owner_id, key_prefix, widths, width, height, created_at)
      select ${s.owner.user._id}, 'listing-images/backlog-' || gen_random_uuid(), '{320}', 320, 240,
        now() - interval '30 hours'
      from generate_series(1, 120)`);
    expect(await cleanUp({ batchSize: 2 })).toBe(120);
    const [left] = await rows<{ n: number }>(
      s.t.database,
      sql`select count(*)::int as n from stored_images where key_prefix like 'listing-images/backlog-%'`,
    );
    expect(left!.n).toBe(0);
  });

  it("stops between batches when asked to (the app is closing); the next run takes the rest", async () => {
    await s.t.database.db.execute(sql`
      insert into stored_images (owner_id, key_prefix, widths, width, height, created_at)
      select ${s.owner.user._id}, 'listing-images/' || gen_random_uuid(), '{320}', 320, 240, now() - interval '30 hours'
      from generate_series(1, 6)`);
    expect(await cleanUp({ batchSize: 2, isStopping: () => true })).toBe(2);
    expect(await cleanUp({ batchSize: 2 })).toBe(4);
  });

  it("logs files it cannot delete and still deletes the rows", async () => {
    const image = await uploadAged(30);
    const log = quietLog();
    const failing: FileStore = { ...s.t.app.fileStore, delete: () => Promise.reject(new Error("store down")) };
    expect(await cleanUp({ store: failing, log })).toBe(1);
    expect(await exists(image)).toBe(false);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ keys: keysOfRef(image) }),
      "could not delete the files of unattached images",
    );
  });

  it("uses the grace period it is given", async () => {
    const image = await uploadAged(3);
    await cleanUp({ graceHours: 4 });
    expect(await exists(image)).toBe(true);
    await cleanUp({ graceHours: 2 });
    expect(await exists(image)).toBe(false);
  });

  it("answers each reference check from its index", async () => {
    const plan = await s.t.database.db.transaction(async (tx) => {
      // The test tables are tiny, so the planner would rather scan them; without that choice it
      // must show an index for each NOT EXISTS, as it would with many rows.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${unattachedImageIds(new Date(), 200)}`);
      return (result as unknown as { rows: { "QUERY PLAN": string }[] }).rows.map((row) => row["QUERY PLAN"]);
    });
    const text = plan.join("\n");
    for (const index of [
      "listings_cover_image_idx",
      "listing_images_image_idx",
      "banner_ads_image_idx",
      "vendor_profiles_logo_image_idx",
    ]) {
      expect(text, text).toContain(index);
    }
  });
});

describe("the clean-up schedule", () => {
  it("runs after its first delay, then again at each interval, until the app closes", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "image-cleanup-"));
    const own = await createTestApp({
      env: { DATA_DIR: dataDir, UPLOAD_GRACE_HOURS: "2" },
      extraRoutes: (app) => scheduleImageCleanup(app, { firstRunDelayMs: 300, intervalMs: 300 }),
    });
    try {
      const owner = await createAccount(own.app);
      const age = (image: ImageRef) =>
        own.database.db.execute(
          sql`update stored_images set created_at = now() - interval '3 hours' where id = ${image._id}`,
        );
      const isGone = async (image: ImageRef) =>
        (await rows(own.database, sql`select id from stored_images where id = ${image._id}`)).length === 0;
      const first = await uploadImage(own.app, owner.token);
      await age(first);
      const filesLeft = (image: ImageRef) =>
        keysOfRef(image).filter((key) => existsSync(path.join(dataDir, "uploads", key)));
      await vi.waitFor(
        async () => {
          expect(await isGone(first)).toBe(true);
          // The files go right after the rows.
          expect(filesLeft(first)).toEqual([]);
        },
        { timeout: 5_000 },
      );

      const second = await uploadImage(own.app, owner.token);
      await age(second);
      await vi.waitFor(async () => expect(await isGone(second)).toBe(true), { timeout: 5_000 });
    } finally {
      await own.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("clean-up with S3-compatible storage", () => {
  it("deletes the objects of an old unattached image from the bucket", async () => {
    const s3 = await startLocalS3("cleanup-bucket");
    const endpoint = s3.endpoint;
    const own = await createVendorTestApp(s3.env);
    try {
      const owner = await createAccount(own.app);
      const image = await uploadImage(own.app, owner.token);
      const keys = keysOfRef(image);
      const status = async (key: string) => (await fetch(`${endpoint}/cleanup-bucket/${key}`)).status;
      for (const key of keys) expect(await status(key), key).toBe(200);
      await own.database.db.execute(
        sql`update stored_images set created_at = now() - interval '25 hours' where id = ${image._id}`,
      );

      const deleted = await deleteUnattachedImages({
        db: own.database.db,
        store: own.app.fileStore,
        log: quietLog(),
        graceHours: 24,
      });
      expect(deleted).toBe(1);
      for (const key of keys) expect(await status(key), key).toBe(404);
    } finally {
      await own.close();
      await s3.close();
    }
  });
});
