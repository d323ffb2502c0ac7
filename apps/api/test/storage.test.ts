import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProcessedImage } from "../src/lib/images/process-image.ts";
import { srcsetOf, storeProcessedImage } from "../src/lib/images/store-processed-image.ts";
import { createFileStore } from "../src/lib/storage/create-file-store.ts";
import { isValidKey, type FileStore } from "../src/lib/storage/file-store.ts";
import { createLocalFileStore } from "../src/lib/storage/local-file-store.ts";
import { createS3FileStore } from "../src/lib/storage/s3-file-store.ts";
import { parseStorageSettings, type S3StorageSettings } from "../src/lib/storage/storage-settings.ts";
import { startLocalS3, type LocalS3 } from "./helpers/s3rver.ts";

const BAD_KEYS = [
  "",
  "../secret.webp",
  "a/../../b.webp",
  "a/./b.webp",
  "/etc/passwd",
  "a//b.webp",
  "a/",
  ".hidden",
  "a/.b.webp.tmp",
  "A.webp",
  "a b.webp",
  "a\\b.webp",
  "a/b.webp?x=1",
  "ä.webp",
  "x".repeat(513),
];

const temporaryDirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mp-storage-test-"));
  temporaryDirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function bytesOf(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** The same behaviour, whichever store. */
function describeStore(name: string, makeStore: () => FileStore) {
  describe(name, () => {
    it("puts, gets and deletes files", async () => {
      const store = makeStore();
      const webp = Buffer.from("RIFF....WEBPVP8 fake");
      await store.put("listing-images/abc/320.webp", webp, "image/webp");
      await store.put("listing-images/abc/640.webp", Buffer.from("wider"), "image/webp");

      const got = await store.get("listing-images/abc/320.webp");
      expect(got && { contentType: got.contentType, size: got.size }).toEqual({
        contentType: "image/webp",
        size: webp.length,
      });
      expect(await bytesOf(got!.body)).toEqual(webp);

      // Writing a key again replaces it.
      await store.put("listing-images/abc/320.webp", Buffer.from("again"), "image/webp");
      expect((await bytesOf((await store.get("listing-images/abc/320.webp"))!.body)).toString()).toBe("again");

      await store.delete(["listing-images/abc/320.webp", "listing-images/abc/640.webp", "listing-images/none.webp"]);
      expect(await store.get("listing-images/abc/320.webp")).toBeNull();
      expect(await store.get("listing-images/abc/640.webp")).toBeNull();
      await store.delete([]);
    });

    it("answers null for a file that is not there", async () => {
      expect(await makeStore().get("listing-images/missing/320.webp")).toBeNull();
    });

    it("refuses keys that are not plain relative paths", async () => {
      const store = makeStore();
      for (const key of BAD_KEYS) {
        await expect(store.put(key, Buffer.from("x"), "image/webp"), key).rejects.toThrow("Invalid file key");
        await expect(store.get(key), key).rejects.toThrow("Invalid file key");
        await expect(store.delete(["ok.webp", key]), key).rejects.toThrow("Invalid file key");
      }
    });
  });
}

describe("keys", () => {
  it("are lowercase relative paths of [a-z0-9._-]", () => {
    expect(BAD_KEYS.filter(isValidKey)).toEqual([]);
    for (const key of ["a.webp", "listing-images/0f3c-9a/1600.webp", "x_y/z-1/2.3.webp"]) {
      expect(isValidKey(key), key).toBe(true);
    }
  });
});

let uploadsDir = "";
beforeAll(async () => {
  uploadsDir = path.join(await tempDir(), "uploads");
});
describeStore("the local store", () => createLocalFileStore(uploadsDir));

describe("the local store, on disk", () => {
  it("writes through a temporary file and leaves no temporary or empty folder behind", async () => {
    const dataDir = await tempDir();
    const store = createFileStore({ kind: "local" }, dataDir);
    const uploads = path.join(dataDir, "uploads");
    await store.put("listing-images/id1/320.webp", Buffer.from("a"), "image/webp");
    await store.put("listing-images/id1/640.webp", Buffer.from("b"), "image/webp");
    expect((await filesUnder(uploads)).sort()).toEqual(["listing-images/id1/320.webp", "listing-images/id1/640.webp"]);
    await store.delete(["listing-images/id1/320.webp", "listing-images/id1/640.webp"]);
    expect(await readdir(path.join(uploads, "listing-images"))).toEqual([]);
  });

  it("takes the content type from the extension, and refuses a put that disagrees", async () => {
    const store = createLocalFileStore(await tempDir());
    await expect(store.put("a.webp", Buffer.from("x"), "image/png")).rejects.toThrow("as image/webp");
    await store.put("b.png", Buffer.from("x"), "image/png");
    const got = await store.get("b.png");
    expect(got?.contentType).toBe("image/png");
    await bytesOf(got!.body);
  });

  it("answers null for a folder", async () => {
    const store = createLocalFileStore(await tempDir());
    await store.put("folder/file.webp", Buffer.from("x"), "image/webp");
    expect(await store.get("folder")).toBeNull();
    expect(await store.get("folder/file.webp/deeper")).toBeNull();
  });
});

const s3: { local?: LocalS3; settings?: S3StorageSettings } = {};
beforeAll(async () => {
  s3.local = await startLocalS3("test-bucket");
  const parsed = parseStorageSettings(s3.local.env);
  if (!parsed.ok || parsed.settings.kind !== "s3") throw new Error(JSON.stringify(parsed));
  s3.settings = parsed.settings;
});
afterAll(async () => {
  await s3.local?.close();
});
describeStore("the S3 store (against s3rver)", () => createS3FileStore(s3.settings!));

describe("storing a processed image", () => {
  const processed: ProcessedImage = {
    original: { format: "jpeg", width: 1000, height: 500, size: 1234 },
    variants: [320, 640, 1000].map((width) => ({ width, height: width / 2, bytes: Buffer.from(`webp ${width}`) })),
  };

  it("writes every variant under one new id", async () => {
    const store = createLocalFileStore(await tempDir());
    const stored = await storeProcessedImage(store, processed);
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored).toEqual({
      id: stored.id,
      keys: [320, 640, 1000].map((w) => `listing-images/${stored.id}/${w}.webp`),
      variants: [320, 640, 1000].map((w) => ({
        key: `listing-images/${stored.id}/${w}.webp`,
        width: w,
        height: w / 2,
        size: `webp ${w}`.length,
      })),
      width: 1000,
      height: 500,
    });
    expect((await bytesOf((await store.get(stored.keys[1]!))!.body)).toString()).toBe("webp 640");
    expect((await storeProcessedImage(store, processed, "banners")).keys[0]).toMatch(
      /^banners\/[0-9a-f-]{36}\/320\.webp$/,
    );
    expect(srcsetOf(stored.variants, (key) => `/uploads/${key}`)).toBe(
      [320, 640, 1000].map((w) => `/uploads/listing-images/${stored.id}/${w}.webp ${w}w`).join(", "),
    );
  });

  /** A store whose second put fails, after the first one has been written. */
  function failingSecondPut(store: FileStore): FileStore {
    let puts = 0;
    return {
      ...store,
      async put(key, body, contentType) {
        if (++puts === 2) throw new Error("disk full");
        await store.put(key, body, contentType);
      },
    };
  }

  it("leaves nothing behind on disk when a write fails", async () => {
    const dataDir = await tempDir();
    const store = createFileStore({ kind: "local" }, dataDir);
    await expect(storeProcessedImage(failingSecondPut(store), processed)).rejects.toThrow("disk full");
    expect(await filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
  });

  it("leaves nothing behind in the bucket when a write fails", async () => {
    const store = createFileStore(s3.settings!, "/nonexistent");
    const written: string[] = [];
    const recording: FileStore = {
      ...store,
      put: async (key, body, type) => {
        await store.put(key, body, type);
        written.push(key);
      },
    };
    await expect(storeProcessedImage(failingSecondPut(recording), processed)).rejects.toThrow("disk full");
    expect(written).toHaveLength(2);
    for (const key of written) expect(await store.get(key)).toBeNull();
  });
});
