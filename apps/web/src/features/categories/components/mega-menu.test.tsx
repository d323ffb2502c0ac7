import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, mockApi, ok, type Reply } from "@mp/ui/test/api-mock.ts";
import { makeCategory, makeSubcategory } from "../../../test/api-mock";
import { renderWithRouter } from "../../../test/render";
import { MegaMenu } from "./mega-menu";

const pageOne = Array.from({ length: 16 }, (_, i) => makeCategory(`Category ${String(i + 1).padStart(2, "0")}`));
const pageTwo = [makeCategory("Zoos")];
const bakeries = makeCategory("Bakeries");
const empty = makeCategory("Empty Shelf");

const page = (items: unknown[], hasMore: boolean, currentPage: number): Reply => ({
  body: { result: 1, result_value: items, meta: { hasMore, currentPage } },
});

function mockCategories(subcategories: Promise<Reply>) {
  return mockApi((url) => {
    if (url.pathname === "/api/category") {
      expect(url.searchParams.get("limit")).toBe("16");
      const search = url.searchParams.get("search");
      if (search === "bak") return page([bakeries, empty], false, 1);
      return url.searchParams.get("page") === "2" ? page(pageTwo, false, 2) : page(pageOne, true, 1);
    }
    if (url.pathname === `/api/subcategory/${empty._id}`) return ok([]);
    if (url.pathname === `/api/subcategory/${bakeries._id}`) return subcategories;
    return { status: 404, body: { result: 0, message: "Not found" } };
  });
}

describe("MegaMenu", () => {
  it("lists, searches and pages the categories, opens one, goes back, and links a subcategory to /products", async () => {
    const subcategories = deferred<Reply>();
    const fetchMock = mockCategories(subcategories.promise);
    const { user, router } = renderWithRouter(<MegaMenu />);

    const trigger = await screen.findByRole("button", { name: "Explore Category" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    trigger.focus();
    await user.keyboard("{Enter}");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");

    const list = await screen.findByRole("list", { name: "All Categories" });
    expect(within(list).getAllByRole("button")).toHaveLength(16);
    const previous = screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("button", { name: "Zoos" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByRole("button", { name: "Category 01" })).toBeTruthy();

    const search = screen.getByLabelText("Search categories");
    expect(search.getAttribute("placeholder")).toBe("Search categories...");
    await user.type(search, "bak");
    await user.click(await screen.findByRole("button", { name: "Empty Shelf" }));
    expect(await screen.findByText("No subcategories found")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Back" }));

    await user.click(await screen.findByRole("button", { name: "Bakeries" }));
    expect(screen.getByText("Loading...")).toBeTruthy();
    subcategories.resolve(ok([makeSubcategory("Pastry"), makeSubcategory("Bread & Rolls")]));
    const links = await screen.findAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Bread & Rolls", "Pastry"]);
    const pastry = screen.getByRole("link", { name: "Pastry" });
    expect(pastry.getAttribute("href")).toMatch(/^\/products\?subcategoryId=[0-9a-f-]+&name=Pastry$/);

    await user.click(pastry);
    await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
    expect(router.state.location.search).toContain("name=Pastry");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("search=bak"))).toBe(true);
  });

  it("closes on Escape and gives focus back to its button", async () => {
    mockCategories(new Promise(() => {}));
    const { user } = renderWithRouter(<MegaMenu />);
    const trigger = await screen.findByRole("button", { name: "Explore Category" });
    trigger.focus();
    await user.keyboard(" ");
    await screen.findByLabelText("Search categories");
    await user.click(screen.getByLabelText("Search categories"));
    await user.keyboard("{Escape}");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByLabelText("Search categories")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
