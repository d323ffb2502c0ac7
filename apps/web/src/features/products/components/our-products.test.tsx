import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { failure, ok } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../../test/render";
import { listingMaker } from "../../../test/listings";
import { page, server } from "../../../test/server";

const crafts = { _id: "00000000-0000-4000-8000-0000000000c1", categoryName: "Crafts", icon: "/art/icons/c.svg" };

const makeProduct = listingMaker("00000000", 400, (n) => ({
  name: `Product ${n}`,
  kind: "product",
  priceCents: 1999,
  city: "Austin, TX",
  address: `${n} Main St`,
  categoryId: crafts._id,
  publishedAt: "2025-01-01T00:00:00.000Z",
}));

function mockProducts(answer: (url: URL) => Response) {
  const requests: URL[] = [];
  server.use(
    http.get("/api/category", () => ok([crafts])),
    http.get("/api/listings", ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      return answer(url);
    }),
  );
  return requests;
}

const priceOf = (card: HTMLElement) => card.querySelector(".listing-card__price")?.textContent;

describe("our products page", () => {
  it("lists the marketplace's products, 16 a page, as listing cards", async () => {
    const requests = mockProducts(() =>
      page([makeProduct(1), makeProduct(2, { priceCents: null })], { hasMore: true }),
    );
    renderApp("/ourproducts");
    await screen.findByRole("heading", { level: 1, name: "Our Products" });
    const cards = await screen.findAllByRole("article");
    expect(within(cards[0]!).getByRole("link", { name: "Product 1" }).getAttribute("href")).toBe(
      "/productdetail/00000000-0000-4000-8000-000000000401",
    );
    expect(cards.map(priceOf)).toEqual(["$19.99", "Price on request"]);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ kind: "product", page: "1", limit: "16" });
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/ourproducts?page=2");
    await waitFor(() => expect(document.title).toBe("Our Products · Main Street Market"));
  });

  it("writes category and sort into the URL and the request; a shared address restores them", async () => {
    const requests = mockProducts(() => page([makeProduct(1)]));
    const { user, router } = renderApp("/ourproducts");
    await screen.findAllByRole("article");
    const sort = screen.getByLabelText("Sort by") as HTMLSelectElement;
    expect([...sort.options].map((option) => option.text)).toEqual([
      "Newest",
      "Price: low to high",
      "Price: high to low",
      "Top rated",
    ]);
    await screen.findByRole("option", { name: "Crafts" });
    await user.selectOptions(screen.getByLabelText("Category"), "Crafts");
    await user.selectOptions(sort, "Price: high to low");
    await waitFor(() => expect(router.state.location.search).toBe(`?categoryId=${crafts._id}&sort=price_desc`));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get("sort")).toBe("price_desc"));
    expect(Object.fromEntries(requests.at(-1)!.searchParams)).toEqual({
      categoryId: crafts._id,
      kind: "product",
      page: "1",
      sort: "price_desc",
      limit: "16",
    });
    expect(document.activeElement).toBe(screen.getByLabelText("Sort by"));
  });

  it("restores the view from the address", async () => {
    const requests = mockProducts(() => page([makeProduct(1)], { currentPage: 2 }));
    renderApp(`/ourproducts?categoryId=${crafts._id}&sort=price_asc&page=2`);
    await screen.findAllByRole("article");
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("price_asc");
    await waitFor(() => expect((screen.getByLabelText("Category") as HTMLSelectElement).value).toBe(crafts._id));
    expect(requests[0]!.searchParams.get("page")).toBe("2");
    expect(screen.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
      `/ourproducts?categoryId=${crafts._id}&sort=price_asc`,
    );
  });

  it("shows the empty state with a way back to all categories, and an error with Retry", async () => {
    let fail = false;
    mockProducts((url) =>
      fail ? failure(500, "Something went wrong.") : page(url.searchParams.get("categoryId") ? [] : [makeProduct(1)]),
    );
    const { user, router } = renderApp(`/ourproducts?categoryId=${crafts._id}`);
    expect((await screen.findByText("No products in this category.")).closest("[role=status]")).not.toBeNull();
    expect(screen.queryAllByRole("article")).toEqual([]);
    fail = true;
    await user.click(screen.getByRole("link", { name: "Show all categories" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect((await screen.findByRole("alert")).textContent).toContain("We couldn't load the products.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect((await screen.findByRole("link", { name: "Product 1" })).getAttribute("href")).toBe(
      "/productdetail/00000000-0000-4000-8000-000000000401",
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
