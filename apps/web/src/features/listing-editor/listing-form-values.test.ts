import { listingInputSchema } from "@mp/contracts/vendor-listing";
import { describe, expect, it } from "vitest";
import { emptyListingValues, formFieldOf, toListingInput, valuesFromListing } from "./listing-form-values";
import { makeVendorListing, rosiesBakery } from "./testing/fixtures";

const cover = { _id: "00000000-0000-4000-8000-0000000c0001", url: "/media/c.webp", srcset: "", width: 1, height: 1 };

describe("the listing form's mapper", () => {
  it("sends back what a saved listing holds, field for field of the contract", () => {
    const listing = makeVendorListing({ priceCents: 1250, latitude: 40.5, longitude: -74, cover });
    const input = toListingInput(valuesFromListing(listing));
    expect(Object.keys(input).sort()).toEqual(Object.keys(listingInputSchema.shape).sort());
    expect(input).toEqual({
      kind: "business",
      categoryId: listing.categoryId,
      subcategoryId: listing.subcategoryId,
      ...rosiesBakery,
      priceCents: 1250,
      currency: "USD",
      latitude: 40.5,
      longitude: -74,
      phone: "+1 555 0100",
      email: "hello@rosies.example",
      website: "https://rosies.example",
      openingHours: { "1": [{ open: "08:00", close: "16:00" }] },
      coverImageId: cover._id,
    });
    expect(listingInputSchema.safeParse(input).success).toBe(true);
  });

  it("starts a new listing empty, in dollars, closed every day and without a cover", () => {
    const values = emptyListingValues();
    expect(values).toMatchObject({ kind: "business", name: "", price: "", currency: "USD", cover: null });
    expect(values.hours.map((row) => [row.day, row.isOpen])).toEqual(
      ["1", "2", "3", "4", "5", "6", "0"].map((day) => [day, false]),
    );
    expect(toListingInput(values)).toMatchObject({ priceCents: null, openingHours: null, coverImageId: null });
  });

  it("puts a schema path's message under the field that holds it", () => {
    const values = valuesFromListing(makeVendorListing());
    expect(formFieldOf("priceCents", values)).toBe("price");
    expect(formFieldOf("coverImageId", values)).toBe("cover");
    expect(formFieldOf("openingHours.1.0", values)).toBe("hours.0.close");
    expect(formFieldOf("openingHours.0", values)).toBe("hours.6.close");
    expect(formFieldOf("website", values)).toBe("website");
    expect(formFieldOf("nothing", values)).toBeNull();
  });
});
