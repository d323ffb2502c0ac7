import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, mockApi, ok } from "@mp/ui/test/api-mock.ts";
import { makeCategory, makeSubcategory } from "../../test/api-mock";
import { renderApp } from "../../test/render";

const plumbers = makeCategory("Plumbers");
const bakeries = makeCategory("Bakeries");
const builders = makeCategory("Builders");
const cakes = makeSubcategory("Cakes");
const bread = makeSubcategory("Bread");
const taps = makeSubcategory("Leaking taps");

const withSubcategories = (category: typeof plumbers, subcategories: (typeof cakes)[]) => ({
  ...category,
  subcategories: subcategories.map(({ _id, subCategoryName }) => ({ _id, subCategoryName })),
});

// The server sorts both levels; the page keeps the order it is given.
const index = [
  withSubcategories(bakeries, [bread, cakes]),
  withSubcategories(builders, []),
  withSubcategories(plumbers, [taps]),
];

function mockIndex() {
  return mockApi(() => ok(index));
}

const entry = (name: string) => screen.getByRole("region", { name });

describe("/categories", () => {
  it("lists every category by name with its icon and its subcategories linking to /products", async () => {
    const fetchMock = mockIndex();
    renderApp("/categories");

    expect(await screen.findByRole("heading", { level: 1, name: "All categories" })).toBeTruthy();
    const breadLink = await within(await screen.findByRole("region", { name: "Bakeries" })).findByRole("link", {
      name: "Bread",
    });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Bakeries", "Builders", "Plumbers"]);
    expect(entry("Bakeries").querySelector("img")?.getAttribute("src")).toBe(bakeries.icon);

    expect(breadLink.getAttribute("href")).toBe(`/products?subcategoryId=${encodeURIComponent(bread._id)}&name=Bread`);
    expect(
      within(entry("Bakeries"))
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Bread", "Cakes"]);
    expect(await within(entry("Builders")).findByText("No subcategories found")).toBeTruthy();
    expect(within(entry("Plumbers")).getByRole("link", { name: "Leaking taps" })).toBeTruthy();

    // One request for the whole index, not one per category.
    expect(fetchMock.mock.calls.map((call) => new URL(String(call[0]), "http://x").pathname)).toEqual([
      "/api/category-index",
    ]);
    await waitFor(() => expect(document.title).toBe("All categories · Main Street Market"));
  });

  it("has a jump list of initials", async () => {
    mockIndex();
    renderApp("/categories");
    const jump = await screen.findByRole("navigation", { name: "Jump to letter" });
    const letters = within(jump).getAllByRole("link");
    expect(letters.map((link) => link.textContent)).toEqual(["B", "P"]);
    expect(letters[0]?.getAttribute("href")).toBe("#categories-B");
    expect(document.getElementById("categories-B")).toBe(entry("Bakeries"));
    expect(document.getElementById("categories-P")).toBe(entry("Plumbers"));
  });

  it("filters by category and subcategory names, and says when nothing matches", async () => {
    mockIndex();
    const { user } = renderApp("/categories");
    await within(await screen.findByRole("region", { name: "Plumbers" })).findByRole("link", { name: "Leaking taps" });
    const filter = screen.getByRole("searchbox", { name: "Filter categories" });

    await user.type(filter, "tap");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Bakeries" })).toBeNull());
    expect(within(entry("Plumbers")).getByRole("link", { name: "Leaking taps" })).toBeTruthy();

    await user.clear(filter);
    await user.type(filter, "cak");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Plumbers" })).toBeNull());
    expect(
      within(entry("Bakeries"))
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Cakes"]);

    await user.clear(filter);
    await user.type(filter, "zzz");
    expect(await screen.findByText("No categories match “zzz”")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filter" }));
    expect(await screen.findByRole("region", { name: "Builders" })).toBeTruthy();
    expect((filter as HTMLInputElement).value).toBe("");
  });

  it("shows an error with Retry, and the empty state", async () => {
    let calls = 0;
    mockApi(() => (++calls === 1 ? failure(503, "The service is busy.") : ok([])));
    const { user } = renderApp("/categories");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load the categories.");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("No categories yet")).toBeTruthy();
  });
});
