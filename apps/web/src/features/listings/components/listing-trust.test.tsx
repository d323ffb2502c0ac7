import type { ListingDetail } from "@mp/contracts/listing";
import { screen, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { ok } from "@mp/ui/test/msw.ts";
import { listingMaker } from "../../../test/listings";
import { renderApp } from "../../../test/render";
import { page, server } from "../../../test/server";

const makeListing = listingMaker("00000000", 300);
const vendorId = "00000000-0000-4000-8000-0000000003f1";

const detail: ListingDetail = {
  ...makeListing(1, { latitude: 30.26, longitude: -97.74 }),
  description: "Bread.",
  contact: { phone: "(512) 555-0100", email: null, website: "https://rye.example/" },
  openingHours: null,
  vendor: { _id: vendorId, name: "Rye & Co", memberSince: "2024-03-15T12:00:00.000Z", verified: true },
  categoryName: "Bakeries",
  subcategoryName: "Bread",
  customFields: [],
};

function serve(listing: ListingDetail, more = [makeListing(2), makeListing(3)]) {
  server.use(
    http.get(`/api/listings/${listing._id}`, () => ok(listing)),
    http.get(`/api/listings/${listing._id}/more-from-vendor`, () => ok(more)),
    http.post(`/api/listings/${listing._id}/events`, () => ok({ counted: true }, { status: 202 })),
    http.get("/api/listings", () => page([])),
  );
}

describe("the listing page's actions and trust facts", () => {
  it("shows the action bar, the verified mark, member since and the vendor's other listings", async () => {
    serve(detail);
    renderApp(`/productdetail/${detail._id}`);
    await screen.findByRole("heading", { level: 1, name: "Listing 1" });

    const bar = screen.getByRole("group", { name: "Actions for Listing 1" });
    expect(within(bar).getByRole("link", { name: "Call" }).getAttribute("href")).toBe("tel:5125550100");
    expect(within(bar).getByRole("link", { name: "Directions" }).getAttribute("href")).toBe(
      "https://www.openstreetmap.org/directions?to=30.26%2C-97.74",
    );
    expect(within(bar).getByRole("link", { name: "Website" }).getAttribute("href")).toBe("https://rye.example/");
    expect(within(bar).getByRole("button", { name: "Share" }).hasAttribute("disabled")).toBe(false);

    const seller = screen.getByRole("list", { name: "About the seller" });
    expect(
      within(seller)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Verified business", "Member since March 2024"]);

    const more = await screen.findByRole("region", { name: "More from Rye & Co" });
    expect(
      within(more)
        .getAllByRole("article")
        .map((card) => card.querySelector("h3")?.textContent),
    ).toEqual(["Listing 2", "Listing 3"]);
    expect(within(more).getByRole("link", { name: "All listings of Rye & Co" }).getAttribute("href")).toBe(
      `/vendor/${vendorId}`,
    );
  });

  it("shows no verified mark, Call or Website without them, and no section when the vendor has nothing else", async () => {
    const plain = {
      ...detail,
      contact: { phone: null, email: null, website: null },
      vendor: { ...detail.vendor, verified: false },
    };
    serve(plain, []);
    renderApp(`/productdetail/${plain._id}`);
    await screen.findByRole("heading", { level: 1, name: "Listing 1" });
    const bar = screen.getByRole("group", { name: "Actions for Listing 1" });
    expect(within(bar).queryByRole("link", { name: "Call" })).toBeNull();
    expect(within(bar).queryByRole("link", { name: "Website" })).toBeNull();
    expect(screen.queryByText("Verified business")).toBeNull();
    expect(screen.getByText("Member since March 2024").closest("ul")?.getAttribute("aria-label")).toBe(
      "About the seller",
    );
    expect(screen.queryByRole("region", { name: /More from/ })).toBeNull();
  });
});
