import { describe, expect, it } from "vitest";
import { SUBCATEGORIES } from "../src/seed/catalogue.ts";
import { demoListing, LISTINGS_PER_VENDOR, vendorNumberOf } from "../src/seed/listing-rows.ts";
import { vendorProfileRow } from "../src/seed/vendor-rows.ts";
import { COVERAGE_LISTINGS } from "../src/seed/vendor-trade.ts";

const SEEDED = 1000;
const made = Array.from({ length: SEEDED }, (_, index) => demoListing(index));
const vendors = new Map<number, typeof made>();
for (const [index, listing] of made.entries()) {
  const number = vendorNumberOf(index);
  vendors.set(number, [...(vendors.get(number) ?? []), listing]);
}

describe("the demo vendors' trades", () => {
  it("keep every vendor's listings in one category, in different subcategories of it", () => {
    expect(vendors.size).toBe(SEEDED / LISTINGS_PER_VENDOR);
    for (const [number, listings] of vendors) {
      expect(new Set(listings.map(({ entry }) => entry.category.slug)).size, `vendor ${number}`).toBe(1);
      expect(new Set(listings.map(({ entry }) => entry.subcategory.slug)).size, `vendor ${number}`).toBe(4);
    }
  });

  it("name a vendor's businesses alike, after the vendor's business, and sell its products under that name", () => {
    for (const [number, listings] of vendors) {
      const { businessName } = vendorProfileRow(number);
      const stem = businessName.split(" ")[0];
      for (const { row, shopName } of listings) {
        if (row.kind === "business") expect(row.name.split(" ")[0], `vendor ${number}`).toBe(stem);
        else expect(shopName).toBe(businessName);
        expect(row.city).toBe(vendorProfileRow(number).city);
      }
    }
    // "Miller's Bakery", never "Miller's Bakery" beside "Keystone Plumbing".
    expect(vendorProfileRow(1).businessName).toBe(demoListing(0).shopName);
  });

  it("cover every subcategory within the first vendors, so that a small seed leaves none empty", () => {
    const covered = new Set(made.slice(0, COVERAGE_LISTINGS).map(({ entry }) => entry.subcategory.slug));
    expect(covered.size).toBe(SUBCATEGORIES.length);
    expect(COVERAGE_LISTINGS).toBeLessThan(SEEDED / 2);
  });

  it("are the same on every call: a listing depends on its index alone", () => {
    expect(demoListing(777)).toEqual(made[777]);
    expect(vendorProfileRow(42)).toEqual(vendorProfileRow(42));
  });
});
