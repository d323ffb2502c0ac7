import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { deferred, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { makeCategory, makeSubcategory } from "../../../test/categories";
import { renderWithRouter } from "../../../test/render";
import { page, server } from "../../../test/server";
import { MegaMenu } from "./mega-menu";

const pageOne = Array.from({ length: 16 }, (_, i) => makeCategory(`Category ${String(i + 1).padStart(2, "0")}`));
const pageTwo = [makeCategory("Zoos")];
const bakeries = makeCategory("Bakeries");
const empty = makeCategory("Empty Shelf");

function serveCategories(subcategories: Promise<Response>) {
  server.use(
    http.get("/api/category", ({ request }) => {
      const url = new URL(request.url);
      expect(url.searchParams.get("limit")).toBe("16");
      if (url.searchParams.get("search") === "bak") return page([bakeries, empty]);
      return url.searchParams.get("page") === "2"
        ? page(pageTwo, { currentPage: 2 })
        : page(pageOne, { hasMore: true });
    }),
    http.get(`/api/subcategory/${empty._id}`, () => ok([])),
    http.get(`/api/subcategory/${bakeries._id}`, () => subcategories),
  );
  return recordRequests(server);
}

const categoryNames = () =>
  within(screen.getByRole("list", { name: "All Categories" }))
    .getAllByRole("button")
    .map((button) => button.textContent);

describe("MegaMenu", () => {
  it("lists, searches and pages the categories, opens one, goes back, and links a subcategory to /products", async () => {
    const subcategories = deferred<Response>();
    const sent = serveCategories(subcategories.promise);
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
    await screen.findByRole("button", { name: "Zoos" });
    expect(categoryNames()).toEqual(["Zoos"]);
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await screen.findByRole("button", { name: "Category 01" });
    expect(categoryNames()).toEqual(pageOne.map((category) => category.categoryName));

    const search = screen.getByLabelText("Search categories");
    expect(search.getAttribute("placeholder")).toBe("Search categories...");
    await user.type(search, "bak");
    await user.click(await screen.findByRole("button", { name: "Empty Shelf" }));
    expect((await screen.findByText("No subcategories found")).getAttribute("role")).toBe("status");
    await user.click(screen.getByRole("button", { name: "Back" }));

    await user.click(await screen.findByRole("button", { name: "Bakeries" }));
    expect(screen.getByText("Loading...").getAttribute("role")).toBe("status");
    subcategories.resolve(ok([makeSubcategory("Pastry"), makeSubcategory("Bread & Rolls")]));
    const links = await screen.findAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Bread & Rolls", "Pastry"]);
    const pastry = screen.getByRole("link", { name: "Pastry" });
    expect(pastry.getAttribute("href")).toMatch(/^\/products\?subcategoryId=[0-9a-f-]+&name=Pastry$/);

    await user.click(pastry);
    await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
    expect(router.state.location.search).toContain("name=Pastry");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(sent.some((request) => request.path.includes("search=bak"))).toBe(true);
  });

  it("closes on Escape and gives focus back to its button", async () => {
    serveCategories(new Promise(() => {}));
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

  it("leads back to the menu from its first row (shown on phones, where the panel covers the menu)", async () => {
    serveCategories(new Promise(() => {}));
    const { user } = renderWithRouter(<MegaMenu />);
    const trigger = await screen.findByRole("button", { name: "Explore Category" });
    await user.click(trigger);
    const panel = await screen.findByRole("region", { name: "Category menu" });
    const back = within(panel).getByRole("button", { name: "Back to menu" });
    // The first thing in the panel, before the heading and the search box.
    expect(panel.querySelector("button")).toBe(back);
    await user.click(back);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: "Category menu" })).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
