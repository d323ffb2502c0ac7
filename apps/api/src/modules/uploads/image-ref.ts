import { storedImages } from "@mp/db/schema/index";
import type { ImageRef } from "@mp/contracts/vendor-listing";
import { srcsetOf } from "../../lib/images/store-processed-image.ts";
import { publicUrlOf, type StorageSettings } from "../../lib/storage/storage-settings.ts";

/** What the pages need of a stored image row. */
export type StoredImageRow = { id: string; keyPrefix: string; widths: number[]; width: number; height: number };

/** The one column list of a stored image, for every read that shows one. */
export const storedImageColumns = {
  id: storedImages.id,
  keyPrefix: storedImages.keyPrefix,
  widths: storedImages.widths,
  width: storedImages.width,
  height: storedImages.height,
};

/** The address a browser loads a stored file from: the bucket's public URL, or this server's `/media/`. */
export function mediaUrlOf(settings: StorageSettings, key: string): string {
  return publicUrlOf(settings, key) ?? `/media/${key}`;
}

export const keysOf = (row: Pick<StoredImageRow, "keyPrefix" | "widths">) =>
  row.widths.map((width) => `${row.keyPrefix}/${width}.webp`);

/** The largest variant as `url`, every variant in `srcset`. */
export function toImageRef(settings: StorageSettings, row: StoredImageRow): ImageRef {
  const variants = row.widths.map((width) => ({ key: `${row.keyPrefix}/${width}.webp`, width }));
  const urlOf = (key: string) => mediaUrlOf(settings, key);
  return {
    _id: row.id,
    url: urlOf(variants.at(-1)!.key),
    srcset: srcsetOf(variants, urlOf),
    width: row.width,
    height: row.height,
  };
}

/** A left-joined image: null when the join found none. */
export function joinedImage(row: { id: string | null } | null): StoredImageRow | null {
  return row?.id ? (row as StoredImageRow) : null;
}

/** The card's picture (`listings.cover_image`): the narrowest variant at least 640 wide, else the largest. */
export function coverUrlOf(settings: StorageSettings, row: Pick<StoredImageRow, "keyPrefix" | "widths">): string {
  const width = row.widths.find((w) => w >= 640) ?? row.widths.at(-1)!;
  return mediaUrlOf(settings, `${row.keyPrefix}/${width}.webp`);
}

/** The narrowest variant (320 px or the image's own width): a category icon is shown at 20–56 px. */
export function iconUrlOf(settings: StorageSettings, row: Pick<StoredImageRow, "keyPrefix" | "widths">): string {
  return mediaUrlOf(settings, `${row.keyPrefix}/${row.widths[0]!}.webp`);
}
