import type { ListingDetail as Listing } from "@mp/contracts/listing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { ListingDetail } from "./listing-detail";

const listing: Listing = {
  _id: "00000000-0000-4000-8000-000000000101",
  name: "Rye & Co",
  kind: "business",
  priceCents: null,
  currency: "USD",
  city: "Austin, TX",
  address: "1 Main St",
  latitude: 30.26,
  longitude: -97.74,
  coverImage: null,
  categoryId: "00000000-0000-4000-8000-0000000000c1",
  subcategoryId: "00000000-0000-4000-8000-0000000000b1",
  ratingAverage: null,
  ratingCount: 0,
  publishedAt: "2025-01-01T00:00:00.000Z",
  description: "Bread.",
  contact: { phone: null, email: null, website: null },
  openingHours: null,
  vendor: {
    _id: "00000000-0000-4000-8000-0000000000c2",
    name: "Sam",
    memberSince: "2024-03-01T00:00:00.000Z",
    verified: false,
  },
  categoryName: "Bakeries",
  subcategoryName: "Bread",
  customFields: [],
};

const map = <div role="region" aria-label="Map showing where Rye & Co is" />;

describe("the listing's Location section", () => {
  it("shows the page's map beside the address when the listing has coordinates", async () => {
    renderWithRouter(<ListingDetail listing={listing} locationMap={map} />);
    const section = (await screen.findByRole("heading", { level: 2, name: "Location" })).closest("section")!;
    expect(within(section).getByText(/1 Main St/).textContent).toBe("1 Main StAustin, TX");
    // The map the page gave, inside the section after the address.
    const shown = within(section).getByRole("region", { name: "Map showing where Rye & Co is" });
    expect(
      within(section)
        .getByText(/1 Main St/)
        .compareDocumentPosition(shown),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("is left out for a listing without coordinates, or without a map", async () => {
    const { unmount } = renderWithRouter(
      <ListingDetail listing={{ ...listing, latitude: null, longitude: null }} locationMap={map} />,
    );
    await screen.findByRole("heading", { level: 1, name: "Rye & Co" });
    expect(screen.queryByRole("heading", { name: "Location" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Map showing where Rye & Co is" })).toBeNull();
    unmount();
    renderWithRouter(<ListingDetail listing={listing} />);
    await screen.findByRole("heading", { level: 1, name: "Rye & Co" });
    expect(screen.queryByRole("heading", { name: "Location" })).toBeNull();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).not.toContain(
      "Location",
    );
  });
});
