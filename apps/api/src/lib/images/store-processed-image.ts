import { randomUUID } from "node:crypto";
import type { FileStore } from "../storage/file-store.ts";
import type { ProcessedImage } from "./process-image.ts";

export type StoredVariant = { key: string; width: number; height: number; size: number };
/** What to keep in the database: URLs are made from the keys when served, as the storage settings say. */
export type StoredImage = {
  id: string;
  /** Every key written, for deleting the image later. */
  keys: string[];
  /** Narrowest first; the last is the largest. */
  variants: StoredVariant[];
  /** The upright size of the upload. */
  width: number;
  height: number;
};

/**
 * Writes every variant under one new random id, `{prefix}/{id}/{width}.webp`. If any write
 * fails, the ones written are deleted again (best effort) and the write's error is thrown: a
 * failed upload leaves nothing behind.
 */
export async function storeProcessedImage(
  store: FileStore,
  processed: ProcessedImage,
  prefix = "listing-images",
): Promise<StoredImage> {
  const id = randomUUID();
  const variants = processed.variants.map((v) => ({
    key: `${prefix}/${id}/${v.width}.webp`,
    width: v.width,
    height: v.height,
    size: v.bytes.length,
    bytes: v.bytes,
  }));
  const keys = variants.map((v) => v.key);
  const writes = await Promise.allSettled(variants.map((v) => store.put(v.key, v.bytes, "image/webp")));
  const failure = writes.find((w): w is PromiseRejectedResult => w.status === "rejected");
  if (failure) {
    await store.delete(keys).catch(() => {});
    throw failure.reason;
  }
  return {
    id,
    keys,
    variants: variants.map(({ key, width, height, size }) => ({ key, width, height, size })),
    width: processed.original.width,
    height: processed.original.height,
  };
}

/** `<url> 320w, <url> 640w, ...` for an <img srcset>; `urlOf` turns a key into its public address. */
export function srcsetOf(variants: ReadonlyArray<{ key: string; width: number }>, urlOf: (key: string) => string) {
  return variants.map((v) => `${urlOf(v.key)} ${v.width}w`).join(", ");
}
