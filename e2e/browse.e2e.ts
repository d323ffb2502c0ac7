import type { APIRequestContext } from "@playwright/test";
import { getJson } from "./support/api.ts";
import { imagesInViewLoaded } from "./support/browser.ts";
import { expect, test } from "./support/fixtures.ts";
import { shot } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

type Named = { _id: string; name: string };
type CategoryList = { result_value: { _id: string; categoryName: string }[] };
type SubcategoryList = { result_value: { _id: string; subCategoryName: string }[] };
type ListingPage = { result_value: Named[] };

/** The first seeded category, its first subcategory (by name) that has listings, and those listings. */
async function seededSubcategory(request: APIRequestContext) {
  const categories = await getJson<CategoryList>(request, "/api/category?page=1&limit=16");
  for (const category of categories.result_value) {
    const subs = await getJson<SubcategoryList>(request, `/api/subcategory/${category._id}`);
    for (const sub of subs.result_value) {
      const listings = await getJson<ListingPage>(request, `/api/listings?subcategoryId=${sub._id}`);
      if (listings.result_value.length > 0) return { category, sub, listings: listings.result_value };
    }
  }
  throw new Error("The seed has no listings.");
}

test.describe("browsing", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test.describe(() => {
      test.use({ viewport });

      test(`goes from the mega menu through a category and subcategory to /products at ${name} width`, async ({
        page,
        errors,
        request,
      }) => {
        const { category, sub } = await seededSubcategory(request);
        await page.goto("/");
        if (name === "mobile") await page.getByRole("button", { name: "Menu" }).click();
        const trigger = page.getByRole("button", { name: "Explore Category" });
        await trigger.focus();
        await page.keyboard.press("Enter");
        const panel = page.getByRole("region", { name: "Category menu" });
        await expect(panel.getByRole("button", { name: category.categoryName })).toBeVisible();
        await expect(panel.locator(".mega-menu__grid > li")).toHaveCount(16);
        await shot(page, "mega-menu", viewport);
        await panel.getByRole("button", { name: "Next" }).click();
        await expect(panel.getByText("Page 2")).toBeVisible();
        await panel.getByRole("button", { name: "Previous" }).click();
        await panel.getByRole("button", { name: category.categoryName }).click();
        await panel.getByRole("link", { name: sub.subCategoryName, exact: true }).click();
        await expect(page).toHaveURL(/\/products\?subcategoryId=/);
        await expect(page.getByRole("heading", { level: 1, name: sub.subCategoryName })).toBeVisible();
        await expect(page.locator(".listing-card").first()).toBeVisible();
        await imagesInViewLoaded(page);
        await shot(page, "products", viewport);
        expect(errors).toEqual([]);
      });

      test(`finds a listing from a search with a one-letter typo at ${name} width`, async ({
        page,
        errors,
        request,
      }) => {
        const { listings } = await seededSubcategory(request);
        const target = listings[0]!;
        // The longest word of its name, less its third letter.
        const word = target.name.split(" ").reduce((longest, part) => (part.length > longest.length ? part : longest));
        const typo = word.slice(0, 2) + word.slice(3);
        await page.goto("/");
        const header = page.getByRole("searchbox", { name: "Search", exact: true });
        // Phones: the header's box is folded away and opens while it holds focus (the bottom bar's Search).
        if (name === "mobile") await header.focus();
        await header.fill(typo);
        await header.press("Enter");
        await expect(page).toHaveURL(/\/search\?q=/);
        await expect(
          page.getByRole("region", { name: "Listings" }).getByRole("link", { name: target.name }),
        ).toBeVisible();
        // A typo matches without marks; the exact word is marked.
        await page.goto(`/search?${new URLSearchParams({ q: word })}`);
        await expect(page.locator(".search-hit mark").first()).toBeVisible();
        await expect(page.locator(".search-hit").first()).not.toHaveText(/[«»]/);
        await shot(page, "search", viewport);
        const box = page.getByRole("combobox", { name: "Search listings, jobs and freelancers" });
        await box.fill(word.slice(0, 4));
        await expect(page.getByRole("option").first()).toBeVisible();
        await box.press("ArrowDown");
        await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
        await shot(page, "search-suggestions", viewport);
        expect(errors).toEqual([]);
      });

      test(`shows a listing's detail page at ${name} width`, async ({ page, errors, request }) => {
        const { sub, listings } = await seededSubcategory(request);
        const target = listings[0]!;
        await page.goto(`/productdetail/${target._id}`);
        await expect(page.getByRole("heading", { level: 1, name: target.name })).toBeVisible();
        const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
        await expect(crumbs.getByRole("link", { name: sub.subCategoryName })).toHaveCount(1);
        expect(await page.getByRole("table").locator('tr[aria-current="date"]').count()).toBeLessThanOrEqual(1);
        await expect.poll(() => page.title()).toContain(target.name);
        await imagesInViewLoaded(page);
        await shot(page, "product-detail", viewport);
        expect(errors).toEqual([]);
      });
    });
  }

  test("closes the mega menu on Escape and returns focus to its button", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Explore Category" });
    await trigger.click();
    await expect(page.getByLabel("Search categories").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("reloads a filtered /products URL with the same filters and results", async ({ page, errors, request }) => {
    const { sub } = await seededSubcategory(request);
    const path = `/products?${new URLSearchParams({ subcategoryId: sub._id, name: sub.subCategoryName, min: "1", sort: "price_asc" })}`;
    expect((await request.get(path)).status()).toBe(200);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: sub.subCategoryName })).toBeVisible();
    const loaded = page.locator(".listing-card, .status-message").first();
    await expect(loaded).toBeVisible();
    const titles = page.locator(".listing-card h3");
    const before = await titles.allInnerTexts();
    await page.reload();
    await expect(loaded).toBeVisible();
    await expect(page.getByLabel("Min price ($)")).toHaveValue("1");
    await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
    await expect(titles).toHaveText(before, { useInnerText: true });
    expect(errors).toEqual([]);
  });
});
