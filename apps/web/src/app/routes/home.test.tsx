import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, failure, mockApi, ok } from "@mp/ui/test/api-mock.ts";
import { makeCategory, makeSubcategory } from "../../test/api-mock";
import { renderApp } from "../../test/render";

const bakeries = makeCategory("Bakeries");
const florists = makeCategory("Florists");
const plumbers = makeCategory("Plumbers");
const allCategories = [bakeries, florists, plumbers];

const categorySection = () => screen.getByRole("region", { name: /categories/i });

describe("home page categories", () => {
  it("shows a loading state, then every category with its icon and name", async () => {
    const reply = deferred<ReturnType<typeof ok>>();
    const fetchMock = mockApi(() => reply.promise);
    renderApp("/");

    expect(await screen.findByText("Loading categories…")).toBeTruthy();

    reply.resolve(ok(allCategories));
    const tile = await screen.findByRole("button", { name: "Bakeries" });
    expect(tile.querySelector("img")?.getAttribute("src")).toBe("/art/icons/bakeries.svg");
    const names = within(categorySection())
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(names).toEqual(["Bakeries", "Florists", "Plumbers"]);
    expect(screen.getByText("3 categories of local shops, services and makers.")).toBeTruthy();
    expect(screen.queryByText("Loading categories…")).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/category");
  });

  it("filters by the ?q= search on the API", async () => {
    const fetchMock = mockApi(() => ok([bakeries]));
    renderApp("/?q=bake");
    expect(await screen.findByRole("heading", { name: "Categories matching “bake”" })).toBeTruthy();
    await screen.findByRole("button", { name: "Bakeries" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/category?search=bake");
    expect(screen.getByRole("searchbox", { name: "Search categories" })).toHaveProperty("value", "bake");
  });

  it("searches from the hero search box", async () => {
    const fetchMock = mockApi((url) => ok(url.searchParams.get("search") === "flor" ? [florists] : allCategories));
    const { user, router } = renderApp("/");
    await screen.findByRole("button", { name: "Plumbers" });

    await user.type(screen.getByRole("searchbox", { name: "Search categories" }), "flor{Enter}");

    await waitFor(() => expect(screen.queryByRole("button", { name: "Plumbers" })).toBeNull());
    expect(screen.getByRole("button", { name: "Florists" })).toBeTruthy();
    expect(router.state.location.search).toBe("?q=flor");
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(["/api/category", "/api/category?search=flor"]);
  });

  it("says when no category matches, and clears the search", async () => {
    mockApi((url) => ok(url.searchParams.has("search") ? [] : allCategories));
    const { user, router } = renderApp("/?q=zzz");
    expect(await screen.findByText("No categories match “zzz”")).toBeTruthy();

    const clearButtons = screen.getAllByRole("button", { name: "Clear search" });
    await user.click(clearButtons[clearButtons.length - 1]!);

    expect(await screen.findByRole("button", { name: "Bakeries" })).toBeTruthy();
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("heading", { name: "Explore categories" })).toBeTruthy();
  });

  it("shows the error with a Retry that loads again", async () => {
    let calls = 0;
    mockApi(() => (++calls === 1 ? failure(503, "The service is busy.") : ok(allCategories)));
    const { user } = renderApp("/");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load the categories.");
    expect(alert.textContent).toContain("The service is busy.");

    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: "Florists" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls).toBe(2);
  });
});

describe("home page subcategories", () => {
  it("opens a category: Loading..., then its subcategories with images", async () => {
    const subcategories = deferred<ReturnType<typeof ok>>();
    const fetchMock = mockApi((url) =>
      url.pathname.startsWith("/api/subcategory/") ? subcategories.promise : ok(allCategories),
    );
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Bakeries" }));

    const dialog = await screen.findByRole("dialog", { name: "Bakeries" });
    expect(within(dialog).getByText("Loading...")).toBeTruthy();
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(`/api/subcategory/${bakeries._id}`);

    subcategories.resolve(ok([makeSubcategory("Bread"), makeSubcategory("Cakes")]));
    const cakes = await within(dialog).findByText("Cakes");
    expect(within(dialog).queryByText("Loading...")).toBeNull();
    expect(within(dialog).getByText("Bread")).toBeTruthy();
    expect(cakes.closest("li")?.querySelector("img")?.getAttribute("src")).toBe("/art/subcategories/cakes.svg");
    expect(within(dialog).queryByRole("link")).toBeNull();
  });

  it("says No subcategories found for an empty category, and closes", async () => {
    mockApi((url) => (url.pathname.startsWith("/api/subcategory/") ? ok([]) : ok(allCategories)));
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Plumbers" }));

    const dialog = await screen.findByRole("dialog", { name: "Plumbers" });
    expect(await within(dialog).findByText("No subcategories found")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Plumbers" })).toBeTruthy();
  });

  it("shows a failed subcategory load with a Retry", async () => {
    let subcategoryCalls = 0;
    mockApi((url) => {
      if (!url.pathname.startsWith("/api/subcategory/")) return ok(allCategories);
      return ++subcategoryCalls === 1 ? failure(500, "Internal server error.") : ok([makeSubcategory("Roses")]);
    });
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Florists" }));

    const dialog = await screen.findByRole("dialog", { name: "Florists" });
    const alert = await within(dialog).findByRole("alert");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await within(dialog).findByText("Roses")).toBeTruthy();
  });
});
