import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, mockApi, ok } from "@mp/ui/test/api-mock.ts";
import { makeCategory, makeSubcategory } from "../../../test/api-mock";
import { renderWithRouter } from "../../../test/render";
import { CategorySidebar } from "./category-sidebar";

const bakeries = makeCategory("Bakeries");
const florists = makeCategory("Florists");
const bread = makeSubcategory("Bread & Rolls");
const cakes = makeSubcategory("Cakes");
const roses = makeSubcategory("Roses");

function mockCategories() {
  return mockApi((url) => {
    if (url.pathname === `/api/subcategory/${bakeries._id}`) return ok([cakes, bread]);
    if (url.pathname === `/api/subcategory/${florists._id}`) return ok([roses]);
    if (url.pathname.startsWith("/api/subcategory/")) return ok([]);
    return ok([bakeries, florists]);
  });
}

const sidebar = () => screen.getByRole("navigation", { name: "Employer menu" });

describe("CategorySidebar", () => {
  it("starts with a Dashboard link to /home, then every category with its 20 px icon", async () => {
    const fetchMock = mockCategories();
    renderWithRouter(<CategorySidebar />);

    const toggle = await screen.findByRole("button", { name: "Bakeries" });
    const links = within(sidebar()).getAllByRole("link");
    expect(links[0]?.textContent).toBe("Dashboard");
    expect(links[0]?.getAttribute("href")).toBe("/home");
    expect(
      within(sidebar())
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Bakeries", "Florists"]);

    const icon = toggle.querySelector("img")!;
    expect(icon.getAttribute("src")).toBe(bakeries.icon);
    expect(icon.getAttribute("alt")).toBe("");
    expect(icon.getAttribute("width")).toBe("20");
    expect(icon.getAttribute("height")).toBe("20");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(["/api/category"]);
  });

  it("opens a category: Loading..., then its subcategories linking to /products/{name}/{id}", async () => {
    const reply = deferred<ReturnType<typeof ok>>();
    mockApi((url) => (url.pathname.startsWith("/api/subcategory/") ? reply.promise : ok([bakeries, florists])));
    const { user } = renderWithRouter(<CategorySidebar />);

    const toggle = await screen.findByRole("button", { name: "Bakeries" });
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(within(sidebar()).getByText("Loading...")).toBeTruthy();

    reply.resolve(ok([cakes, bread]));
    const link = await within(sidebar()).findByRole("link", { name: "Bread & Rolls" });
    expect(link.getAttribute("href")).toBe(`/products/Bread%20%26%20Rolls/${bread._id}`);
    expect(within(sidebar()).getByRole("link", { name: "Cakes" }).getAttribute("href")).toBe(
      `/products/Cakes/${cakes._id}`,
    );
    expect(toggle.getAttribute("aria-controls")).toBe(link.closest("ul")?.id);
  });

  it("keeps one category open at a time, and folds the open one on a second click", async () => {
    mockCategories();
    const { user } = renderWithRouter(<CategorySidebar />);
    const bakeriesToggle = await screen.findByRole("button", { name: "Bakeries" });
    const floristsToggle = screen.getByRole("button", { name: "Florists" });

    await user.click(bakeriesToggle);
    await within(sidebar()).findByRole("link", { name: "Cakes" });

    await user.click(floristsToggle);
    expect(await within(sidebar()).findByRole("link", { name: "Roses" })).toBeTruthy();
    expect(floristsToggle.getAttribute("aria-expanded")).toBe("true");
    expect(bakeriesToggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(sidebar()).queryByRole("link", { name: "Cakes" })).toBeNull();

    await user.click(floristsToggle);
    expect(floristsToggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(sidebar()).queryByRole("link", { name: "Roses" })).toBeNull();
    expect(within(sidebar()).getAllByRole("link")).toHaveLength(1);
  });

  it("says No subcategories found for an empty or failed category", async () => {
    const plumbers = makeCategory("Plumbers");
    mockApi((url) =>
      url.pathname.startsWith("/api/subcategory/")
        ? { status: 500, body: { result: 0, message: "Internal server error." } }
        : ok([plumbers]),
    );
    const { user } = renderWithRouter(<CategorySidebar />);
    await user.click(await screen.findByRole("button", { name: "Plumbers" }));
    await waitFor(() => expect(within(sidebar()).getByText("No subcategories found")).toBeTruthy());
  });
});
