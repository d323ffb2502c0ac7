import type { ListingSummary } from "@mp/contracts/listing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { renderApp } from "../../../test/render";
import { listingMaker } from "../../../test/listings";
import { server } from "../../../test/server";

const subcategoryId = "80000000-0000-4000-8000-000000000001";

const makeListing = listingMaker("80000000", 100, () => ({
  categoryId: "80000000-0000-4000-8000-000000000002",
  subcategoryId,
  featured: false,
}));

function productsApi(featured: ListingSummary[] | undefined, results: ListingSummary[]) {
  server.use(
    http.get("/api/listings", () =>
      HttpResponse.json({
        result: 1,
        result_value: results,
        ...(featured ? { featured } : {}),
        meta: { hasMore: false, currentPage: 1 },
      }),
    ),
  );
}

describe("/products featured listings", () => {
  it("puts the subcategory's featured listings on top, marked", async () => {
    const star = makeListing(1, { name: "Corner Café", featured: true });
    productsApi([star], [makeListing(2, { name: "Plain Bakery" }), star]);
    renderApp(`/products?subcategoryId=${subcategoryId}&name=Bakeries`);
    const block = await screen.findByRole("region", { name: "Featured" });
    expect(within(block).getByRole("link", { name: "Corner Café" }).getAttribute("href")).toBe(
      `/productdetail/${star._id}`,
    );
    expect(within(block).getAllByText("Featured", { selector: ".listing-card__featured" })).toHaveLength(1);
    // Among the results too, where it falls, with its mark.
    const links = screen.getAllByRole("link", { name: "Corner Café" });
    expect(links).toHaveLength(2);
    expect(links.map((link) => block.contains(link))).toEqual([true, false]);
    const plain = screen.getByRole("link", { name: "Plain Bakery" });
    expect(block.compareDocumentPosition(plain)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("shows no featured block when there is none", async () => {
    productsApi(undefined, [makeListing(3, { name: "Plain Bakery" })]);
    renderApp(`/products?subcategoryId=${subcategoryId}&name=Bakeries`);
    await screen.findByRole("link", { name: "Plain Bakery" });
    expect(screen.queryByRole("region", { name: "Featured" })).toBeNull();
  });
});
