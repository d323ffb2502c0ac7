import type { ListingSummary } from "@mp/contracts/listing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { ok, recordRequests } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../test/render";
import { listingMaker } from "../../test/listings";
import { page, server } from "../../test/server";

const makeListing = listingMaker("70000000", 0, () => ({
  categoryId: "70000000-0000-4000-8000-100000000000",
  subcategoryId: "70000000-0000-4000-8000-200000000000",
  featured: false,
}));

/** The home page's calls: the featured pick as given, one new listing, no jobs, no categories. */
function homeApi(featured: ListingSummary[]) {
  server.use(
    http.get("/api/featured-listings", () => ok(featured)),
    http.get("/api/listings", () => page([makeListing(99, { name: "Brand New Shop" })])),
  );
  return recordRequests(server);
}

describe("home page Featured block", () => {
  it("shows the featured listings, marked, above the new listings", async () => {
    const sent = homeApi([makeListing(1, { name: "Corner Café", featured: true })]);
    renderApp("/");
    const block = await screen.findByRole("region", { name: "Featured" });
    expect(within(block).getByRole("link", { name: "Corner Café" }).getAttribute("href")).toBe(
      `/productdetail/${makeListing(1)._id}`,
    );
    expect(within(block).getAllByText("Featured", { selector: ".listing-card__featured" })).toHaveLength(1);
    const newListings = await screen.findByRole("region", { name: "New listings" });
    expect(block.compareDocumentPosition(newListings)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(sent.map((r) => r.path)).toContain("/api/featured-listings?limit=8");
  });

  it("renders nothing at all when no listing is featured", async () => {
    const sent = homeApi([]);
    renderApp("/");
    await screen.findByRole("region", { name: "New listings" });
    await waitFor(() => expect(sent.some((r) => r.path.startsWith("/api/featured-listings"))).toBe(true));
    expect(screen.queryByRole("region", { name: "Featured" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Featured" })).toBeNull();
    expect(screen.queryByText("Loading featured listings…")).toBeNull();
  });

  it("never shows a card twice: New listings leaves out what Featured shows", async () => {
    const both = makeListing(5, { name: "Both Ways Bakery", featured: true });
    server.use(
      http.get("/api/featured-listings", () => ok([both, makeListing(6, { name: "Only Featured", featured: true })])),
      http.get("/api/listings", () => page([both, makeListing(7, { name: "Only New" })])),
    );
    const { unmount } = renderApp("/");
    const block = await screen.findByRole("region", { name: "Featured" });
    const newListings = await screen.findByRole("region", { name: "New listings" });
    await waitFor(() => expect(within(newListings).queryByRole("link", { name: "Both Ways Bakery" })).toBeNull());
    expect(
      within(block)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Both Ways Bakery", "Only Featured"]);
    expect(
      within(newListings)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Only New"]);
    unmount();

    // When Featured shows every new listing, New listings has nothing left and is not shown.
    server.use(http.get("/api/listings", () => page([both])));
    renderApp("/");
    await screen.findByRole("region", { name: "Featured" });
    await waitFor(() => expect(screen.queryByRole("region", { name: "New listings" })).toBeNull());
    expect(screen.getAllByRole("link", { name: "Both Ways Bakery" })).toHaveLength(1);
  });

  it("puts the listings before the categories, and names each card's subcategory", async () => {
    homeApi([]);
    server.use(
      http.get("/api/category", () =>
        ok([
          { _id: "70000000-0000-4000-8000-100000000000", categoryName: "Bakeries", icon: "/art/icons/bakeries.svg" },
        ]),
      ),
      http.get("/api/category-index", () =>
        ok([
          {
            _id: "70000000-0000-4000-8000-100000000000",
            categoryName: "Bakeries",
            icon: "/art/icons/bakeries.svg",
            subcategories: [{ _id: "70000000-0000-4000-8000-200000000000", subCategoryName: "Bread Bakeries" }],
          },
        ]),
      ),
    );
    renderApp("/");
    const newListings = await screen.findByRole("region", { name: "New listings" });
    const categories = await screen.findByRole("region", { name: "Explore categories" });
    expect(newListings.compareDocumentPosition(categories)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await within(newListings).findByText("Bread Bakeries");
  });
});
