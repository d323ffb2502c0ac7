import sharp, { type Metadata, type OutputInfo } from "sharp";
import { ImageRefusedError } from "./image-refused.ts";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The widths a gallery's `srcset` offers; an image is never enlarged to reach one. */
export const STANDARD_WIDTHS: readonly number[] = [320, 640, 1024, 1600];
const WEBP_QUALITY = 80;

// Tuned for a 2-core server. One libvips thread per image (sharp's own default on glibc without
// jemalloc, against memory fragmentation); the parallelism comes from processing at most two
// images at a time instead, which keeps both cores busy while a burst of uploads never holds
// more than two decoded images in memory. The operation cache only pays off when the same input
// is processed again, which never happens with uploads, so it is off rather than holding memory.
sharp.concurrency(1);
sharp.cache(false);
const MAX_PARALLEL_IMAGES = 2;

export type ImageFormat = "jpeg" | "png" | "webp";
/** What the upload is; width and height as it is shown, i.e. after its EXIF orientation. */
export type ImageInfo = { format: ImageFormat; width: number; height: number; size: number };
export type ImageVariant = { width: number; height: number; bytes: Buffer };
/** The variants are WebP, without metadata, narrowest first. */
export type ProcessedImage = { original: ImageInfo; variants: ImageVariant[] };
export type ProcessImageOptions = { widths?: readonly number[]; quality?: number };

/**
 * Checks an upload by its content alone (never its name or the client's MIME type), reading only
 * its header: JPEG, PNG or WebP, at most 10 MB and 40 megapixels. Throws ImageRefusedError.
 * Broken pixel data past a good header is found by processImage.
 */
export async function inspectImage(buffer: Buffer): Promise<ImageInfo> {
  if (buffer.length > MAX_IMAGE_BYTES) throw new ImageRefusedError("size");
  const sniffed = sniffFormat(buffer);
  if (!sniffed) throw new ImageRefusedError("type");
  let metadata: Metadata;
  try {
    // Header only: no pixel is decoded here, so the pixel limit is checked below with a clear message.
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusedError("unreadable");
  }
  if (metadata.format !== sniffed || !(metadata.width > 0 && metadata.height > 0)) {
    throw new ImageRefusedError("unreadable");
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new ImageRefusedError("pixels");
  const { width, height } = metadata.autoOrient;
  return { format: sniffed, width, height, size: buffer.length };
}

/**
 * inspectImage, then re-encodes the image upright (EXIF orientation applied), in sRGB, without
 * any metadata (EXIF, GPS, XMP, ICC), as WebP at each standard width below the original's plus
 * one at min(original width, widest standard width).
 */
export async function processImage(buffer: Buffer, options: ProcessImageOptions = {}): Promise<ProcessedImage> {
  const original = await inspectImage(buffer);
  const widths = variantWidths(original.width, options.widths ?? STANDARD_WIDTHS);
  const quality = options.quality ?? WEBP_QUALITY;
  return inSlot(async () => {
    // Decoded once, at the widest variant; the narrower ones are made from that.
    let base: { data: Buffer; info: OutputInfo };
    try {
      base = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "truncated", autoOrient: true })
        .resize({ width: widths.at(-1), withoutEnlargement: true })
        .toColourspace("srgb")
        .raw({ depth: "uchar" })
        .toBuffer({ resolveWithObject: true });
    } catch (err) {
      throw new ImageRefusedError(/pixel limit/i.test(String(err)) ? "pixels" : "unreadable");
    }
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    const variants: ImageVariant[] = [];
    for (const width of widths) {
      const pipeline = sharp(base.data, { raw });
      if (width < raw.width) pipeline.resize({ width });
      const { data, info } = await pipeline.webp({ quality }).toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, bytes: data });
    }
    return { original, variants };
  });
}

/** The standard widths below the original's, then min(original, widest standard): never enlarged, never empty. */
export function variantWidths(originalWidth: number, standard: readonly number[] = STANDARD_WIDTHS): number[] {
  const widest = Math.min(originalWidth, Math.max(...standard));
  const below = [...new Set(standard)].filter((w) => w < widest).sort((a, b) => a - b);
  return [...below, widest];
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format by magic bytes, before any decoder sees the file (sharp alone would also open SVG, GIF, TIFF...). */
function sniffFormat(b: Buffer): ImageFormat | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (b.length >= 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") {
    return "webp";
  }
  return null;
}

let running = 0;
const waiting: Array<() => void> = [];

/** Runs at most MAX_PARALLEL_IMAGES tasks at once; the others wait in order. */
async function inSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running < MAX_PARALLEL_IMAGES) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
