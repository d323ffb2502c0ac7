import type { ListingSummary } from "@mp/contracts/listing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, ok, sentRequests, type Reply } from "@mp/ui/test/api-mock.ts";
import { renderApp } from "../../test/render";

function makeListing(n: number, overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    _id: `70000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    name: `Listing ${n}`,
    kind: "business",
    priceCents: null,
    currency: "USD",
    city: "Springfield",
    address: `${n} Main Street`,
    latitude: null,
    longitude: null,
    coverImage: null,
    categoryId: "70000000-0000-4000-8000-100000000000",
    subcategoryId: "70000000-0000-4000-8000-200000000000",
    publishedAt: "2026-11-01T10:00:00.000Z",
    featured: false,
    ...overrides,
  };
}

const page = (items: unknown[]): Reply => ({
  body: { result: 1, result_value: items, meta: { hasMore: false, currentPage: 1 } },
});

/** The home page's calls: the featured pick as given, one new listing, no jobs, no categories. */
function homeApi(featured: ListingSummary[]) {
  return mockApi((url) => {
    if (url.pathname === "/api/featured-listings") return ok(featured);
    if (url.pathname === "/api/listings") return page([makeListing(99, { name: "Brand New Shop" })]);
    if (url.pathname === "/api/jobs") return page([]);
    return ok([]);
  });
}

describe("home page Featured block", () => {
  it("shows the featured listings, marked, above the new listings", async () => {
    const fetchMock = homeApi([makeListing(1, { name: "Corner Café", featured: true })]);
    renderApp("/");
    const block = await screen.findByRole("region", { name: "Featured" });
    expect(within(block).getByRole("link", { name: "Corner Café" })).toBeTruthy();
    expect(within(block).getByText("Featured", { selector: ".listing-card__featured" })).toBeTruthy();
    const newListings = await screen.findByRole("region", { name: "New listings" });
    expect(block.compareDocumentPosition(newListings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sentRequests(fetchMock).some((r) => r.path === "/api/featured-listings?limit=8")).toBe(true);
  });

  it("renders nothing at all when no listing is featured", async () => {
    const fetchMock = homeApi([]);
    renderApp("/");
    await screen.findByRole("region", { name: "New listings" });
    await waitFor(() =>
      expect(sentRequests(fetchMock).some((r) => r.path.startsWith("/api/featured-listings"))).toBe(true),
    );
    expect(screen.queryByRole("region", { name: "Featured" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Featured" })).toBeNull();
    expect(screen.queryByText("Loading featured listings…")).toBeNull();
  });
});
