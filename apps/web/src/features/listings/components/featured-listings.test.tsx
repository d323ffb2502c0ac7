import type { ListingSummary } from "@mp/contracts/listing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "@mp/ui/test/api-mock.ts";
import { renderApp } from "../../../test/render";

const subcategoryId = "80000000-0000-4000-8000-000000000001";

function makeListing(n: number, overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    _id: `80000000-0000-4000-8000-${String(n + 100).padStart(12, "0")}`,
    name: `Listing ${n}`,
    kind: "business",
    priceCents: null,
    currency: "USD",
    city: "Springfield",
    address: `${n} Main Street`,
    latitude: null,
    longitude: null,
    coverImage: null,
    categoryId: "80000000-0000-4000-8000-000000000002",
    subcategoryId,
    publishedAt: "2026-11-01T10:00:00.000Z",
    featured: false,
    ...overrides,
  };
}

function productsApi(featured: ListingSummary[] | undefined, results: ListingSummary[]) {
  return mockApi((url) =>
    url.pathname === "/api/listings"
      ? {
          body: {
            result: 1,
            result_value: results,
            ...(featured ? { featured } : {}),
            meta: { hasMore: false, currentPage: 1 },
          },
        }
      : ok([]),
  );
}

describe("/products featured listings", () => {
  it("puts the subcategory's featured listings on top, marked", async () => {
    const star = makeListing(1, { name: "Corner Café", featured: true });
    productsApi([star], [makeListing(2, { name: "Plain Bakery" }), star]);
    renderApp(`/products?subcategoryId=${subcategoryId}&name=Bakeries`);
    const block = await screen.findByRole("region", { name: "Featured" });
    expect(within(block).getByRole("link", { name: "Corner Café" })).toBeTruthy();
    expect(within(block).getAllByText("Featured", { selector: ".listing-card__featured" })).toHaveLength(1);
    // Among the results too, where it falls, with its mark.
    const links = screen.getAllByRole("link", { name: "Corner Café" });
    expect(links).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Plain Bakery" })).toBeTruthy();
    expect(block.compareDocumentPosition(screen.getByRole("link", { name: "Plain Bakery" })) & 4).toBeTruthy();
  });

  it("shows no featured block when there is none", async () => {
    productsApi(undefined, [makeListing(3, { name: "Plain Bakery" })]);
    renderApp(`/products?subcategoryId=${subcategoryId}&name=Bakeries`);
    await screen.findByRole("link", { name: "Plain Bakery" });
    expect(screen.queryByRole("region", { name: "Featured" })).toBeNull();
  });
});
