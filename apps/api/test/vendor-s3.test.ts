import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAccount } from "./helpers/accounts.ts";
import {
  catalogue,
  createListing,
  createVendorTestApp,
  listingBody,
  uploadImage,
  type VendorTestApp,
} from "./helpers/vendor.ts";

// s3rver is CommonJS without types; this is the part of it the tests use.
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: object) => S3rverServer;

let s3: S3rverServer;
let s3Dir: string;
let env: Record<string, string>;
beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), "vendor-s3-"));
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: "vendor-bucket" }],
  });
  const { port } = await s3.run();
  env = {
    S3_BUCKET: "vendor-bucket",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
});
afterAll(async () => {
  await s3.close();
  await rm(s3Dir, { recursive: true, force: true });
});

const objectUrl = (key: string) => `${env.S3_ENDPOINT}/vendor-bucket/${key}`;

describe("uploads to S3-compatible storage", () => {
  let t: VendorTestApp;
  afterAll(() => t?.close());

  it("stores the variants in the bucket, links them at S3_PUBLIC_URL, and deletes them with the listing", async () => {
    t = await createVendorTestApp({ ...env, S3_PUBLIC_URL: "https://cdn.example.org/media/" });
    const vendor = await createAccount(t.app);
    const image = await uploadImage(t.app, vendor.token);
    const prefix = `https://cdn.example.org/media/listing-images/${image._id}/`;
    expect(image.url).toBe(`${prefix}800.webp`);
    expect(image.srcset).toBe(`${prefix}320.webp 320w, ${prefix}640.webp 640w, ${prefix}800.webp 800w`);
    const keys = [320, 640, 800].map((w) => `listing-images/${image._id}/${w}.webp`);
    for (const key of keys) expect((await fetch(objectUrl(key))).status, key).toBe(200);

    const ids = await catalogue(t.database);
    const listing = await createListing(t.app, vendor.token, listingBody(ids, { coverImageId: image._id }));
    expect(listing.cover?.url).toBe(`${prefix}800.webp`);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/vendor/listings/${listing._id}`,
      headers: bearer(vendor.token),
    });
    expect(res.statusCode).toBe(200);
    for (const key of keys) expect((await fetch(objectUrl(key))).status, key).toBe(404);
  });
});

describe("S3 without a public URL", () => {
  let t: VendorTestApp;
  afterAll(() => t?.close());

  it("serves the bucket's files through /media", async () => {
    t = await createVendorTestApp(env);
    const vendor = await createAccount(t.app);
    const image = await uploadImage(t.app, vendor.token);
    expect(image.url).toBe(`/media/listing-images/${image._id}/800.webp`);
    const served = await t.app.inject({ method: "GET", url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });
});
