import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAccount } from "./helpers/accounts.ts";
import { catalogue, createListing, createVendorTestApp, listingBody, uploadImage } from "./helpers/vendor.ts";
import type { VendorTestApp } from "./helpers/vendor.ts";
import { startLocalS3, type LocalS3 } from "./helpers/s3rver.ts";

let s3: LocalS3;
let env: Record<string, string>;
beforeAll(async () => {
  s3 = await startLocalS3("vendor-bucket");
  env = s3.env;
});
afterAll(() => s3.close());

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
