import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageRefusedError, type ImageRefusal } from "../src/lib/images/image-refused.ts";
import { inspectImage, MAX_IMAGE_BYTES, processImage, variantWidths } from "../src/lib/images/process-image.ts";
import { noiseJpeg, pngDeclaring, sidewaysJpeg, solidImage } from "./fixtures/images/generate.ts";

const messages: Record<ImageRefusal, string> = {
  type: "Only JPEG, PNG and WebP images can be uploaded.",
  size: "Images can be at most 10 MB.",
  pixels: "Images can be at most 40 megapixels.",
  unreadable: "This file is not a readable image.",
};

async function refusalOf(work: Promise<unknown>): Promise<{ reason: ImageRefusal; message: string; status: number }> {
  const err = await work.then(
    () => expect.fail("the image was accepted"),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageRefusedError);
  const { reason, message, status } = err as ImageRefusedError;
  expect(message).toBe(messages[reason]);
  return { reason, message, status };
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const withPngMagic = (size: number) => Buffer.concat([PNG_MAGIC, Buffer.alloc(size - PNG_MAGIC.length, 7)]);

describe("refused uploads", () => {
  it("refuses a text file, whatever it is called", async () => {
    // The pipeline is never told the name ("notes.png") or the MIME type: only the bytes count.
    expect(await refusalOf(processImage(Buffer.from("hello")))).toEqual({
      reason: "type",
      message: "Only JPEG, PNG and WebP images can be uploaded.",
      status: 415,
    });
    expect((await refusalOf(processImage(Buffer.alloc(0)))).reason).toBe("type");
  });

  it("refuses non-images that a client may label image/png: PDF, ZIP, SVG, HTML", async () => {
    const files = [
      "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n",
      "PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000",
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      "<!doctype html><script>alert(1)</script>",
    ];
    for (const file of files) {
      expect((await refusalOf(processImage(Buffer.from(file, "latin1")))).reason).toBe("type");
    }
  });

  it("refuses a GIF: a real image, but not one of the three formats", async () => {
    expect((await refusalOf(processImage(await solidImage(20, 20, "gif")))).reason).toBe("type");
  });

  it("refuses more than 10 MB before reading the file", async () => {
    expect(await refusalOf(inspectImage(withPngMagic(MAX_IMAGE_BYTES + 1)))).toEqual({
      reason: "size",
      message: "Images can be at most 10 MB.",
      status: 413,
    });
    // Exactly 10 MB is allowed by size (this one then fails as what it is: not a PNG).
    expect((await refusalOf(inspectImage(withPngMagic(MAX_IMAGE_BYTES)))).reason).toBe("unreadable");
  });

  it("refuses a decompression bomb from its header, quickly and without decoding it", async () => {
    const bomb = pngDeclaring(20_000, 20_000); // 400 megapixels in ~50 KB
    expect(bomb.length).toBeLessThan(100_000);
    const peakBefore = process.resourceUsage().maxRSS;
    const started = performance.now();
    expect(await refusalOf(processImage(bomb))).toEqual({
      reason: "pixels",
      message: "Images can be at most 40 megapixels.",
      status: 413,
    });
    expect(performance.now() - started).toBeLessThan(1000);
    // Decoding it would take 400 MB; the peak RSS (in KiB) did not move by a fraction of that.
    expect(process.resourceUsage().maxRSS - peakBefore).toBeLessThan(100 * 1024);
  });

  it("allows 40 megapixels exactly, not one row more", async () => {
    expect(await inspectImage(pngDeclaring(8000, 5000))).toEqual({
      format: "png",
      width: 8000,
      height: 5000,
      size: expect.any(Number),
    });
    expect((await refusalOf(inspectImage(pngDeclaring(8000, 5001)))).reason).toBe("pixels");
  });

  it("refuses a truncated JPEG as unreadable, though its header is intact", async () => {
    const photo = await noiseJpeg(400, 300);
    const truncated = photo.subarray(0, photo.length >> 1);
    expect((await inspectImage(truncated)).format).toBe("jpeg");
    expect(await refusalOf(processImage(truncated))).toEqual({
      reason: "unreadable",
      message: "This file is not a readable image.",
      status: 400,
    });
  });

  it("refuses the right magic bytes followed by garbage as unreadable", async () => {
    const riffWebp = Buffer.concat([
      Buffer.from("RIFF\u0000\u0001\u0000\u0000WEBPVP8 ", "latin1"),
      Buffer.alloc(64, 1),
    ]);
    for (const file of [
      withPngMagic(1000),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500)]),
      riffWebp,
    ]) {
      expect((await refusalOf(processImage(file))).reason).toBe("unreadable");
    }
  });
});

describe("processing", () => {
  it("turns an EXIF-rotated photo upright and strips EXIF, GPS and every other metadata", async () => {
    const input = await sidewaysJpeg();
    const before = await sharp(input).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([300, 200, 6]);
    expect(before.exif?.toString("latin1")).toContain("TestPhone");

    const { original, variants } = await processImage(input);
    expect(original).toEqual({ format: "jpeg", width: 200, height: 300, size: input.length });
    expect(variants.map((v) => [v.width, v.height])).toEqual([[200, 300]]);
    const output = variants[0]!.bytes;
    const after = await sharp(output).metadata();
    expect(after).toMatchObject({ format: "webp", width: 200, height: 300 });
    expect([after.exif, after.icc, after.xmp, after.iptc, after.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(output.includes("TestPhone")).toBe(false);
    expect(output.includes("Exif")).toBe(false);

    // Upright: what was the top (red) is now on the right, the bottom (blue) on the left.
    const pixel = async (left: number, top: number) => {
      const { data } = await sharp(output)
        .extract({ left, top, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    const [left, right] = [await pixel(40, 150), await pixel(160, 150)];
    expect(left[2]).toBeGreaterThan(200);
    expect(left[0]).toBeLessThan(60);
    expect(right[0]).toBeGreaterThan(200);
    expect(right[2]).toBeLessThan(60);
  });

  it("makes WebP at the standard widths, never enlarging, always at least one", async () => {
    const cases: Array<[Buffer, number[]]> = [
      [await solidImage(2000, 1000, "jpeg"), [320, 640, 1024, 1600]],
      [await solidImage(1000, 500, "png"), [320, 640, 1000]],
      [await solidImage(640, 480, "webp"), [320, 640]],
      [await solidImage(100, 80, "webp"), [100]],
    ];
    for (const [input, widths] of cases) {
      const { original, variants } = await processImage(input);
      expect(variants.map((v) => v.width)).toEqual(widths);
      for (const variant of variants) {
        expect(variant.width).toBeLessThanOrEqual(original.width);
        expect(variant.height).toBe(Math.round((original.height * variant.width) / original.width));
        const metadata = await sharp(variant.bytes).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", variant.width, variant.height]);
      }
    }
  });

  it("keeps a PNG's transparency", async () => {
    const { variants } = await processImage(await solidImage(50, 50, "png", true));
    expect((await sharp(variants[0]!.bytes).metadata()).hasAlpha).toBe(true);
  });

  it("processes several uploads at once, two at a time, all to completion", async () => {
    const inputs = await Promise.all([1, 2, 3, 4, 5].map((i) => solidImage(700 + i, 400, "jpeg")));
    const results = await Promise.all(inputs.map((input) => processImage(input)));
    expect(results.map((r) => r.variants.at(-1)!.width)).toEqual([701, 702, 703, 704, 705]);
  });

  it("chooses widths: the standard ones below the original, then the original capped at the widest", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(1)).toEqual([1]);
    expect(variantWidths(500, [800, 200, 200])).toEqual([200, 500]);
  });
});
