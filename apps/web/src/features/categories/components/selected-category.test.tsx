import { screen, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { ok } from "@mp/ui/test/msw.ts";
import { renderApp, renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { CategorySidebar } from "./category-sidebar";
import { MegaMenu } from "./mega-menu";

// Spec section 3: the browser keeps the selected categoryId, subcategoryId, categoryName and maincategoryName.
const bakeries = { _id: "00000000-0000-4000-8000-00000000b001", categoryName: "Bakeries", icon: "/art/b.svg" };
const sourdough = {
  _id: "00000000-0000-4000-8000-00000000b002",
  subCategoryName: "Sourdough",
  subimage: "/art/s.svg",
};

function serveCategories() {
  server.use(
    http.get("/api/category", () => ok([bakeries])),
    http.get(`/api/subcategory/${bakeries._id}`, () => ok([sourdough])),
    http.get("/api/category-index", () => ok([{ ...bakeries, subcategories: [sourdough] }])),
  );
}

const stored = () => ({
  categoryId: localStorage.getItem("categoryId"),
  subcategoryId: localStorage.getItem("subcategoryId"),
  categoryName: localStorage.getItem("categoryName"),
  maincategoryName: localStorage.getItem("maincategoryName"),
});
const pickedCategory = {
  categoryId: bakeries._id,
  subcategoryId: null,
  categoryName: "Bakeries",
  maincategoryName: "Bakeries",
};
const pickedSubcategory = {
  categoryId: bakeries._id,
  subcategoryId: sourdough._id,
  categoryName: "Sourdough",
  maincategoryName: "Bakeries",
};

describe("the selected category in browser storage", () => {
  it("is written when a category, then a subcategory, is picked in the mega menu", async () => {
    serveCategories();
    const { user } = renderWithRouter(<MegaMenu />);
    await user.click(await screen.findByRole("button", { name: "Explore Category" }));
    await user.click(await screen.findByRole("button", { name: "Bakeries" }));
    expect(stored()).toEqual(pickedCategory);
    await user.click(await screen.findByRole("link", { name: "Sourdough" }));
    expect(stored()).toEqual(pickedSubcategory);
  });

  it("is written when a category is opened, then a subcategory followed, in the sidebar", async () => {
    serveCategories();
    const { user } = renderWithRouter(<CategorySidebar />);
    await user.click(await screen.findByRole("button", { name: "Bakeries" }));
    expect(stored()).toEqual(pickedCategory);
    await user.click(await screen.findByRole("link", { name: "Sourdough" }));
    expect(stored()).toEqual(pickedSubcategory);
  });

  it("is written when a category tile is opened on the home page, dropping an older subcategory", async () => {
    localStorage.setItem("subcategoryId", sourdough._id);
    serveCategories();
    const { user } = renderApp("/");
    const section = await screen.findByRole("region", { name: "Explore categories" });
    await user.click(await within(section).findByRole("button", { name: "Bakeries" }));
    expect(stored()).toEqual(pickedCategory);
  });

  it("is written when a subcategory is followed on /categories", async () => {
    serveCategories();
    const { user } = renderApp("/categories");
    await user.click(await screen.findByRole("link", { name: "Sourdough" }));
    expect(stored()).toEqual(pickedSubcategory);
  });
});
