import { findCategory, findSubcategory, type SubcategoryEntry } from "./catalogue.ts";
import { CATEGORY_ICONS } from "./category-icons.ts";
import {
  decorations,
  glyph,
  gradientColors,
  hsl,
  inkLightness,
  linearGradient,
  pattern,
  radialGradient,
} from "./art-parts.ts";

/**
 * The demo catalogue's pictures, drawn as SVG from their paths alone (docs/decisions/002):
 * no text (they work in any language), no scripts, no external references, a few KB each.
 */

/** Each subcategory has this many listing covers: covers/{slug}-1.svg … covers/{slug}-4.svg. */
export const COVER_VARIANTS = 4;

const SVG_OPEN = `<svg xmlns="http://www.w3.org/2000/svg"`;

/** The category's glyph, stroked in its hue on a softly tinted rounded square; legible from 20 px. */
export function categoryIconSvg(slug: string): string | null {
  const category = findCategory(slug);
  const markup = iconMarkup(slug);
  if (!category || markup === null) return null;
  const { hue } = category;
  return (
    `${SVG_OPEN} viewBox="0 0 48 48" width="48" height="48">` +
    `<rect width="48" height="48" rx="12" fill="${hsl(hue, 70, 93)}"/>` +
    glyph(markup, { x: 8, y: 8, scale: 4 / 3, stroke: hsl(hue, 65, inkLightness(hue)), width: 2.25 }) +
    `</svg>`
  );
}

/** 400×300: a gradient in the parent category's hue, a faint pattern and a large faint glyph. */
export function subcategoryImageSvg(slug: string): string | null {
  const entry = findSubcategory(slug);
  const markup = entry ? iconMarkup(entry.category.slug) : null;
  if (!entry || markup === null) return null;
  const hue = siblingHue(entry);
  const tilt = (entry.position % 3) * 8 - 8;
  return (
    `${SVG_OPEN} viewBox="0 0 400 300" width="400" height="300">` +
    `<defs>${linearGradient("g", ...gradientColors(hue), [0, 0, 1, 1])}` +
    `${pattern("p", entry.position, 0.14)}</defs>` +
    `<rect width="400" height="300" fill="url(#g)"/><rect width="400" height="300" fill="url(#p)"/>` +
    decorations(1 + (entry.position % COVER_VARIANTS), 400, 300) +
    glyph(markup, { x: 190, y: 54, scale: 8, stroke: "#fff", opacity: 0.35, width: 1.25, rotate: tilt }) +
    `</svg>`
  );
}

const COVER_GRADIENT_ANGLES = [
  [0, 0, 1, 1],
  [0, 0, 0, 1],
  [1, 0, 0, 1],
] as const;

/** 800×600: one of four variations (gradient direction, shapes, glyph placement) of a subcategory's picture. */
export function listingCoverSvg(subcategorySlug: string, variant: number): string | null {
  const entry = findSubcategory(subcategorySlug);
  const markup = entry ? iconMarkup(entry.category.slug) : null;
  if (!entry || markup === null || !Number.isInteger(variant) || variant < 1 || variant > COVER_VARIANTS) return null;
  const hue = siblingHue(entry) + (variant - 2) * 6;
  const [light, dark] = gradientColors(hue);
  const angle = COVER_GRADIENT_ANGLES[variant - 1];
  const gradient = angle ? linearGradient("g", light, dark, angle) : radialGradient("g", light, dark);
  const onLeft = variant % 2 === 0;
  return (
    `${SVG_OPEN} viewBox="0 0 800 600" width="800" height="600">` +
    `<defs>${gradient}${pattern("p", entry.position + variant, 0.1)}</defs>` +
    `<rect width="800" height="600" fill="url(#g)"/><rect width="800" height="600" fill="url(#p)"/>` +
    decorations(variant, 800, 600) +
    glyph(markup, {
      x: onLeft ? 70 : 390,
      y: 120,
      scale: 14,
      stroke: "#fff",
      opacity: 0.3,
      width: 1.1,
      rotate: onLeft ? -8 : 8,
    }) +
    `</svg>`
  );
}

const ICON_PATH = /^icons\/([a-z0-9-]{1,80})\.svg$/;
const SUBCATEGORY_PATH = /^subcategories\/([a-z0-9-]{1,80})\.svg$/;
const COVER_PATH = /^covers\/([a-z0-9-]{1,80})-([1-9])\.svg$/;
const rendered = new Map<string, string>();

/**
 * The picture at `path` — the part after `/art/`, e.g. `icons/bakeries.svg` — or null when no
 * such picture exists. Never throws, whatever the input. Only known paths are cached, so the
 * cache holds at most one entry per picture of the catalogue.
 */
export function renderArt(path: string): string | null {
  try {
    if (typeof path !== "string" || path.length > 120) return null;
    const cached = rendered.get(path);
    if (cached !== undefined) return cached;
    const svg = draw(path);
    if (svg !== null) rendered.set(path, svg);
    return svg;
  } catch {
    return null;
  }
}

function draw(path: string): string | null {
  const icon = ICON_PATH.exec(path);
  if (icon?.[1]) return categoryIconSvg(icon[1]);
  const subcategory = SUBCATEGORY_PATH.exec(path);
  if (subcategory?.[1]) return subcategoryImageSvg(subcategory[1]);
  const cover = COVER_PATH.exec(path);
  if (cover?.[1] && cover[2]) return listingCoverSvg(cover[1], Number(cover[2]));
  return null;
}

function iconMarkup(categorySlug: string): string | null {
  return Object.hasOwn(CATEGORY_ICONS, categorySlug) ? (CATEGORY_ICONS[categorySlug] ?? null) : null;
}

/** Siblings share their category's hue, nudged a little apart so that neighbouring tiles differ. */
function siblingHue(entry: SubcategoryEntry): number {
  const count = entry.category.subcategories.length;
  return entry.category.hue + (entry.position - (count - 1) / 2) * 4;
}
