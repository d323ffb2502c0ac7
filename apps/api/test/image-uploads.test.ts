import { readdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../src/lib/images/process-image.ts";
import { createAccount, type Account } from "./helpers/accounts.ts";
import { noiseJpeg, pngDeclaring, sidewaysJpeg, solidImage } from "./fixtures/images/generate.ts";
import {
  createVendorTestApp,
  imageForm,
  keysOfRef,
  rows,
  stored,
  type ErrorBody,
  type ImageRef,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let base: string;
let vendor: Account;
beforeAll(async () => {
  t = await createVendorTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  vendor = await createAccount(t.app);
});
afterAll(() => t.close());

/** Through the real HTTP server, as a browser's FormData upload. */
async function upload(body: FormData | string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/vendor/images`, {
    method: "POST",
    headers: { authorization: `Bearer ${vendor.token}`, ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as { result: number; result_value: ImageRef } & ErrorBody };
}

async function storedImageCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t.database,
    sql`select count(*)::int as n from stored_images where owner_id = ${vendor.user._id}`,
  );
  return row!.n;
}
async function filesInStore(): Promise<string[]> {
  try {
    return (await readdir(t.uploadsDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Refused with `status` and `message`, leaving no row and no file behind. */
async function expectRefused(form: FormData, status: number, message: string) {
  const rowsBefore = await storedImageCount();
  const filesBefore = await filesInStore();
  const res = await upload(form);
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ result: 0, message });
  expect(await storedImageCount()).toBe(rowsBefore);
  expect(await filesInStore()).toEqual(filesBefore);
}

describe("POST /api/vendor/images", () => {
  it("re-encodes a photo as WebP at standard widths without metadata, served from /media with long caching", async () => {
    const photo = await sidewaysJpeg();
    const res = await upload(imageForm(photo, "holiday.jpg", "image/jpeg"));
    expect(res.status).toBe(201);
    const image = res.body.result_value;
    // Shown upright: the EXIF orientation is applied.
    expect(image).toMatchObject({ width: 200, height: 300 });
    expect(image.url).toBe(`/media/listing-images/${image._id}/200.webp`);
    expect(image.srcset).toBe(`/media/listing-images/${image._id}/200.webp 200w`);
    const [row] = await rows<{ owner_id: string; widths: number[] }>(
      t.database,
      sql`select owner_id, widths from stored_images where id = ${image._id}`,
    );
    expect(row).toEqual({ owner_id: vendor.user._id, widths: [200] });

    const served = await fetch(`${base}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(Number(served.headers.get("content-length"))).toBe(bytes.length);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
  });

  it("offers every standard width below a large image's own", async () => {
    const res = await upload(imageForm(await solidImage(2000, 1000, "png"), "banner.png"));
    expect(res.status).toBe(201);
    const image = res.body.result_value;
    expect(image.srcset.split(", ").map((s) => s.split(" ")[1])).toEqual(["320w", "640w", "1024w", "1600w"]);
    for (const key of keysOfRef(image)) expect(stored(t, key)).toBe(true);
  });

  it("serves nothing for a missing or malformed key", async () => {
    for (const path of [
      "/media/listing-images/nope/320.webp",
      "/media/..%2F..%2Fetc%2Fpasswd",
      "/media/UPPER/x.webp",
    ]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });

  it("refuses a text file named .png", async () => {
    await expectRefused(
      imageForm(Buffer.from("just some notes\n"), "notes.png", "image/png"),
      415,
      "Only JPEG, PNG and WebP images can be uploaded.",
    );
  });

  it("refuses a non-image sent with an image MIME type (a PDF, an SVG, HTML)", async () => {
    const files = [
      "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n",
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      "<!doctype html><script>alert(1)</script>",
    ];
    for (const file of files) {
      await expectRefused(
        imageForm(Buffer.from(file), "photo.jpg", "image/jpeg"),
        415,
        "Only JPEG, PNG and WebP images can be uploaded.",
      );
    }
  });

  it("refuses an image over 10 MB", async () => {
    const big = await noiseJpeg(2400, 2400, 100);
    const oversized = Buffer.concat([big, Buffer.alloc(MAX_IMAGE_BYTES + 1 - big.length, 0)]);
    expect(oversized.length).toBe(MAX_IMAGE_BYTES + 1);
    await expectRefused(imageForm(oversized, "huge.jpg", "image/jpeg"), 413, "Images can be at most 10 MB.");
    // Well past the limit too: the server stops reading at the limit, and still answers clearly.
    const huge = Buffer.concat([big, Buffer.alloc(15 * 1024 * 1024)]);
    await expectRefused(imageForm(huge, "huger.jpg", "image/jpeg"), 413, "Images can be at most 10 MB.");
  });

  it("refuses a decompression bomb without decoding it", async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    await expectRefused(imageForm(bomb, "tiny.png", "image/png"), 413, "Images can be at most 40 megapixels.");
  });

  it("refuses a truncated image as unreadable", async () => {
    const photo = await noiseJpeg(400, 300);
    await expectRefused(
      imageForm(photo.subarray(0, Math.floor(photo.length / 2)), "cut.jpg", "image/jpeg"),
      400,
      "This file is not a readable image.",
    );
  });

  it("asks for a file when the form has none, and for multipart when the body is JSON", async () => {
    const empty = new FormData();
    empty.append("caption", "no file here");
    const none = await upload(empty);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Choose an image to upload.");

    const broken = await upload('--x\r\nContent-Disposition: form-data; name="file"\r\n', {
      "content-type": "multipart/form-data",
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe("The upload could not be read. Please try again.");

    const json = await upload(JSON.stringify({ file: "aGVsbG8=" }), { "content-type": "application/json" });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe("Send the image as multipart/form-data, in a field named file.");
  });

  it("keeps the 1 MB body limit for every other route", async () => {
    const res = await fetch(`${base}/api/vendor/listings`, {
      method: "POST",
      headers: { authorization: `Bearer ${vendor.token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    await res.arrayBuffer();
    // Multipart is only understood by the upload route.
    const elsewhere = await fetch(`${base}/api/vendor/listings`, {
      method: "POST",
      headers: { authorization: `Bearer ${vendor.token}` },
      body: imageForm(await solidImage(10, 10, "png")),
    });
    expect(elsewhere.status).toBe(415);
    await elsewhere.arrayBuffer();
  });
});
