import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { makeCategory, makeSubcategory } from "../../test/categories";
import { renderApp } from "../../test/render";
import { server } from "../../test/server";

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
  server.use(http.get("/api/category-index", () => ok(index)));
  return recordRequests(server);
}

const entry = (name: string) => screen.getByRole("region", { name });

describe("/categories", () => {
  it("lists every category by name with its icon and its subcategories linking to /products", async () => {
    const sent = mockIndex();
    renderApp("/categories");

    await screen.findByRole("heading", { level: 1, name: "All categories" });
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
    await within(entry("Builders")).findByText("No subcategories found");
    expect(within(entry("Builders")).queryAllByRole("link")).toEqual([]);
    expect(within(entry("Plumbers")).getByRole("link", { name: "Leaking taps" }).getAttribute("href")).toBe(
      `/products?subcategoryId=${encodeURIComponent(taps._id)}&name=Leaking+taps`,
    );

    // One request for the whole index, not one per category.
    expect(sent.map((request) => request.path)).toEqual(["/api/category-index"]);
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
    expect(
      within(entry("Plumbers"))
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Leaking taps"]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Plumbers"]);

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
    const noMatch = await screen.findByText("No categories match “zzz”");
    expect(noMatch.closest("[role=status]")).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Clear filter" }));
    await screen.findByRole("region", { name: "Builders" });
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Bakeries",
      "Builders",
      "Plumbers",
    ]);
    expect((filter as HTMLInputElement).value).toBe("");
  });

  it("shows an error with Retry, and the empty state", async () => {
    let calls = 0;
    server.use(http.get("/api/category-index", () => (++calls === 1 ? failure(503, "The service is busy.") : ok([]))));
    const { user } = renderApp("/categories");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load the categories.");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect((await screen.findByText("No categories yet")).closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls).toBe(2);
  });
});
