import { adminCatalogueMessages } from "@mp/contracts/admin-catalogue";
import { findCategory } from "@mp/db/seed/catalogue";
import { CATEGORY_ICONS } from "@mp/db/seed/category-icons";
import { AppError, fieldError } from "../../lib/app-error.ts";
import type { Executor } from "../../lib/executor.ts";
import type { StorageSettings } from "../../lib/storage/storage-settings.ts";
import { coverUrlOf, findOwnedImage, holdOwnedImage, iconUrlOf } from "../uploads/public.ts";
import { findStoredImage, iconPathOf } from "./read-repository.ts";

/** The icons a category may name: the drawn ones (`/art/icons/{name}.svg`). */
export const ICON_NAMES: readonly string[] = Object.keys(CATEGORY_ICONS)
  .filter((name) => findCategory(name) !== undefined)
  .sort();

const SLUG_MAX = 80;

/** "Cafés & Bars" → "cafes-bars"; a name of symbols only gives `fallback`. */
export function slugify(name: string, fallback: string): string {
  // Runs of anything else become one hyphen, so at most one is left at either end.
  let slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX);
  if (slug.startsWith("-")) slug = slug.slice(1);
  if (slug.endsWith("-")) slug = slug.slice(0, -1);
  return slug || fallback;
}

/**
 * The slug to save: the one given (refused when taken), or one made from the name with -2, -3, …
 * added until it is free.
 */
export async function chooseSlug(
  given: string,
  name: string,
  fallback: string,
  isTaken: (slug: string) => Promise<boolean>,
  takenMessage: string,
): Promise<string> {
  if (given !== "") {
    if (await isTaken(given)) throw new AppError("CONFLICT", takenMessage, { slug: [takenMessage] });
    return given;
  }
  const base = slugify(name, fallback);
  for (let n = 1; n < 100; n += 1) {
    const candidate = n === 1 ? base : `${base.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new AppError("CONFLICT", takenMessage, { slug: [takenMessage] });
}

/** The slug of a new or edited entry: an unchanged one stays, even one made before the rule; else as `chooseSlug`. */
export async function slugFor(
  input: { slug: string; name: string },
  current: { slug: string } | null,
  fallback: string,
  isTaken: (slug: string) => Promise<boolean>,
  takenMessage: string,
): Promise<string> {
  if (current && input.slug === current.slug) return current.slug;
  return chooseSlug(input.slug, input.name, fallback, isTaken, takenMessage);
}

type ImageChoice = { imageId: string | null; currentId: string | null; adminId: string; field: string };

/**
 * An uploaded image for the catalogue: the one already attached stays as it is; a new one must be
 * the admin's own upload (held until commit, so the clean-up of unused uploads cannot take it).
 */
async function chosenImage(tx: Executor, storage: StorageSettings, choice: ImageChoice, urlOf: typeof iconUrlOf) {
  const { imageId, currentId, adminId, field } = choice;
  if (imageId === null) return null;
  const row =
    imageId === currentId
      ? await findStoredImage(tx, imageId)
      : (await holdOwnedImage(tx, imageId, adminId))
        ? await findOwnedImage(tx, imageId, adminId)
        : null;
  if (!row) throw fieldError("NOT_FOUND", field, adminCatalogueMessages.imageNotFound);
  return { id: imageId, url: urlOf(storage, row) };
}

/** A category's `icon` and `icon_image_id`: the uploaded image's small variant, or the named icon. */
export async function categoryIcon(
  tx: Executor,
  storage: StorageSettings,
  input: { iconName: string | null; iconImageId: string | null },
  current: { iconImageId: string | null; icon: string } | null,
  adminId: string,
): Promise<{ icon: string; iconImageId: string | null }> {
  const image = await chosenImage(
    tx,
    storage,
    { imageId: input.iconImageId, currentId: current?.iconImageId ?? null, adminId, field: "iconImageId" },
    iconUrlOf,
  );
  if (image) return { icon: image.url, iconImageId: image.id };
  if (input.iconName === null || !ICON_NAMES.includes(input.iconName)) {
    throw fieldError("BAD_REQUEST", "iconName", adminCatalogueMessages.iconUnknown);
  }
  return { icon: iconPathOf(input.iconName), iconImageId: null };
}

/** A subcategory's `image` and `image_id`: the uploaded image, or else the category's icon. */
export async function subcategoryImage(
  tx: Executor,
  storage: StorageSettings,
  imageId: string | null,
  current: { imageId: string | null; image: string } | null,
  fallback: string,
  adminId: string,
): Promise<{ image: string; imageId: string | null }> {
  const image = await chosenImage(
    tx,
    storage,
    { imageId, currentId: current?.imageId ?? null, adminId, field: "imageId" },
    coverUrlOf,
  );
  if (image) return { image: image.url, imageId: image.id };
  // Keeps the generated picture of a demo subcategory; a new one shows its category's icon.
  if (current && current.imageId === null) return { image: current.image, imageId: null };
  return { image: fallback, imageId: null };
}
