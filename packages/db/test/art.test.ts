import { describe, expect, it } from "vitest";
import { categoryIconSvg, COVER_VARIANTS, listingCoverSvg, renderArt, subcategoryImageSvg } from "../src/seed/art.ts";
import { CATEGORIES, SUBCATEGORIES } from "../src/seed/catalogue.ts";
import { CATEGORY_ICONS } from "../src/seed/category-icons.ts";
import { xmlProblem } from "./helpers/xml.ts";

const iconPaths = CATEGORIES.map((category) => `icons/${category.slug}.svg`);
const subcategoryPaths = SUBCATEGORIES.map(({ subcategory }) => `subcategories/${subcategory.slug}.svg`);
const coverPaths = SUBCATEGORIES.flatMap(({ subcategory }) =>
  Array.from({ length: COVER_VARIANTS }, (_, i) => `covers/${subcategory.slug}-${i + 1}.svg`),
);

function expectSafeStandaloneSvg(svg: string | null, width: number, height: number): void {
  expect(svg).not.toBeNull();
  const markup = svg ?? "";
  expect(markup.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"`)).toBe(true);
  expect(xmlProblem(markup)).toBeNull();
  expect(Buffer.byteLength(markup)).toBeLessThan(4096);
  // No scripts, event handlers, links, external references or text.
  expect(markup).not.toMatch(
    /<script|<foreignObject|<image|<use|<text|\son\w+=|href=|url\((?!#)|https?:\/\/(?!www\.w3\.org\/2000\/svg")/i,
  );
}

describe("renderArt", () => {
  it.each([
    ["category icons", iconPaths, 48, 48],
    ["subcategory images", subcategoryPaths, 400, 300],
    ["listing covers", coverPaths, 800, 600],
  ] as const)("draws every one of the %s as a small, safe, well-formed SVG", (_label, paths, width, height) => {
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expectSafeStandaloneSvg(renderArt(path), width, height);
  });

  it("draws each category's own Lucide glyph in its icon, subcategory images and covers", () => {
    for (const { category, subcategory } of SUBCATEGORIES) {
      const glyph = CATEGORY_ICONS[category.slug] ?? "missing";
      expect(renderArt(`icons/${category.slug}.svg`)).toContain(glyph);
      expect(renderArt(`subcategories/${subcategory.slug}.svg`)).toContain(glyph);
      expect(renderArt(`covers/${subcategory.slug}-3.svg`)).toContain(glyph);
    }
  });

  it("gives every subcategory its own image and every cover variant its own look", () => {
    expect(new Set(subcategoryPaths.map(renderArt)).size).toBe(subcategoryPaths.length);
    expect(new Set(coverPaths.map(renderArt)).size).toBe(coverPaths.length);
  });

  it("answers the same bytes every time, as the functions it serves do", () => {
    const slug = SUBCATEGORIES[0]?.subcategory.slug ?? "";
    expect(renderArt(`covers/${slug}-2.svg`)).toBe(listingCoverSvg(slug, 2));
    expect(renderArt(`subcategories/${slug}.svg`)).toBe(subcategoryImageSvg(slug));
    expect(renderArt("icons/bakeries.svg")).toBe(categoryIconSvg("bakeries"));
  });

  it.each([
    "",
    "icons/",
    "icons/.svg",
    "icons/x.svg",
    "icons/x.svg%00",
    "icons/bakeries.svg%00",
    "icons/bakeries.svg\u0000",
    "icons/bakeries.svg/",
    "icons/bakeries.svg?v=1",
    "icons/bakeries.png",
    "icons/BAKERIES.svg",
    "/icons/bakeries.svg",
    "art/icons/bakeries.svg",
    "icons//bakeries.svg",
    "icons/../icons/bakeries.svg",
    "icons/%2e%2e/bakeries.svg",
    "../../etc/passwd",
    "..%2f..%2fetc%2fpasswd",
    "icons/__proto__.svg",
    "icons/constructor.svg",
    "icons/toString.svg",
    "icons/hasOwnProperty.svg",
    "subcategories/__proto__.svg",
    "subcategories/bakeries.svg",
    "subcategories/plumbers",
    "covers/plumbers.svg",
    "covers/plumbers-0.svg",
    "covers/plumbers-5.svg",
    "covers/plumbers-01.svg",
    "covers/plumbers--1.svg",
    "covers/plumbers-1.5.svg",
    "covers/nowhere-1.svg",
    "covers/__proto__-1.svg",
    `icons/${"a".repeat(100_000)}.svg`,
  ])("answers null for the unknown or hostile path %j", (path) => {
    expect(renderArt(path)).toBeNull();
  });

  it("answers null, without throwing, for values that are not strings at all", () => {
    for (const value of [undefined, null, 42, {}, [], Symbol("x"), { toString: () => "icons/bakeries.svg" }]) {
      expect(renderArt(value as never)).toBeNull();
    }
  });

  it("draws nothing for an unknown slug or variant when called directly", () => {
    expect(categoryIconSvg("nowhere")).toBeNull();
    expect(subcategoryImageSvg("nowhere")).toBeNull();
    expect(listingCoverSvg("plumbers", 0)).toBeNull();
    expect(listingCoverSvg("plumbers", 1.5)).toBeNull();
    expect(listingCoverSvg("plumbers", COVER_VARIANTS + 1)).toBeNull();
  });
});
