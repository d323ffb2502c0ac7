import { describe, expect, it } from "vitest";
import { CATEGORIES, SUBCATEGORIES } from "../src/seed/catalogue.ts";
import { CATEGORY_ICONS } from "../src/seed/category-icons.ts";
import { HOURS_STYLES } from "../src/seed/catalogue-types.ts";
import { businessName } from "../src/seed/names.ts";
import { composeOpeningHours } from "../src/seed/opening-hours.ts";
import { createRandom, seedFor } from "../src/seed/random.ts";
import { inSentence, joinList, withArticle } from "../src/seed/text.ts";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe("the demo catalogue", () => {
  it("has at least 30 categories of 6 to 9 subcategories, at least 200 subcategories in all", () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(30);
    expect(SUBCATEGORIES.length).toBeGreaterThanOrEqual(200);
    for (const category of CATEGORIES) {
      expect(category.subcategories.length, category.name).toBeGreaterThanOrEqual(6);
      expect(category.subcategories.length, category.name).toBeLessThanOrEqual(9);
    }
  });

  it("uses URL-safe slugs that are unique across the whole catalogue", () => {
    const slugs = [...CATEGORIES.map((c) => c.slug), ...SUBCATEGORIES.map((e) => e.subcategory.slug)];
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(CATEGORIES.length);
    expect(new Set(SUBCATEGORIES.map((e) => e.subcategory.slug)).size).toBe(SUBCATEGORIES.length);
  });

  it("spreads the hues around the colour wheel, at least 10 degrees apart", () => {
    const hues = CATEGORIES.map((c) => c.hue).sort((a, b) => a - b);
    for (const hue of hues) expect(Number.isInteger(hue) && hue >= 0 && hue < 360).toBe(true);
    const gaps = hues.map((hue, i) => ((hues[(i + 1) % hues.length] ?? 0) - hue + 360) % 360);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(10);
  });

  it("has a glyph for every category in the generated icon file, and no other", () => {
    expect(Object.keys(CATEGORY_ICONS).sort()).toEqual(CATEGORIES.map((c) => c.slug).sort());
    for (const markup of Object.values(CATEGORY_ICONS))
      expect(markup).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^<>]+\/>)+$/);
  });

  it("gives every category enough words for listings, jobs and freelancers", () => {
    for (const category of CATEGORIES) {
      expect(category.offers.length, category.name).toBeGreaterThanOrEqual(3);
      expect(category.highlights.length, category.name).toBeGreaterThanOrEqual(3);
      expect(category.jobs.titles.length, category.name).toBeGreaterThanOrEqual(4);
      expect(category.freelancers.headlines.length, category.name).toBeGreaterThanOrEqual(3);
      expect(category.freelancers.skills.length, category.name).toBeGreaterThanOrEqual(6);
      const hasProducts = category.subcategories.some((s) => s.products.length > 0);
      if (hasProducts) expect(category.productHighlights.length, category.name).toBeGreaterThanOrEqual(3);
      for (const sub of category.subcategories) {
        expect(sub.businessNouns.length, sub.name).toBeGreaterThanOrEqual(2);
        expect(sub.about, sub.name).toMatch(/^([a-z0-9]|[A-Z]{2})/);
      }
    }
  });
});

describe("text helpers", () => {
  it("compose names in the trade's style and keep sentences grammatical", () => {
    const random = createRandom(7);
    for (let i = 0; i < 50; i++) {
      expect(businessName(random, "friendly", "Bakery")).toMatch(/^[A-Z][\w'&. -]+ Bakery$/);
      expect(businessName(random, "boutique", "Salon")).not.toMatch(/(\b\w+) & \1 /);
    }
    expect(withArticle("orchard")).toBe("an orchard");
    expect(withArticle("SEO specialist")).toBe("an SEO specialist");
    expect(withArticle("bakery")).toBe("a bakery");
    expect(joinList(["a", "b", "c"])).toBe("a, b and c");
    expect(inSentence("Menu design")).toBe("menu design");
    expect(inSentence("QuickBooks")).toBe("QuickBooks");
    expect(inSentence("Python")).toBe("Python");
  });

  it("writes weekly hours whose spans open before they close", () => {
    const random = createRandom(11);
    for (const style of HOURS_STYLES) {
      const hours = composeOpeningHours(random, style);
      expect(Object.keys(hours).length, style).toBeGreaterThanOrEqual(5);
      for (const spans of Object.values(hours))
        for (const { open, close } of spans ?? []) expect(open < close, style).toBe(true);
    }
  });
});

describe("the seeded generator", () => {
  it("repeats the same sequence for the same seed, and another for another seed", () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("keeps its helpers within bounds and shuffles into a permutation", () => {
    const random = createRandom(1);
    for (let i = 0; i < 1000; i++) {
      const n = random.int(3, 7);
      expect(n >= 3 && n <= 7 && Number.isInteger(n)).toBe(true);
    }
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = random.shuffle(items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(new Set(random.sample(items, 10)).size).toBe(10);
    expect(() => random.pick([])).toThrow();
  });

  it("gives every item index of a stream its own seed", () => {
    const seeds = new Set(Array.from({ length: 200_000 }, (_, i) => seedFor("listing", i)));
    expect(seeds.size).toBe(200_000);
  });
});
