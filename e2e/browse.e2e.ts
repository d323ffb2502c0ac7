import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { imagesInViewLoaded, launchBrowser, newPage, viewports } from "./support/browser.ts";
import { getJson } from "./support/api.ts";

type Named = { _id: string; name: string };
type CategoryList = { result_value: { _id: string; categoryName: string }[] };
type SubcategoryList = { result_value: { _id: string; subCategoryName: string }[] };
type ListingPage = { result_value: Named[] };

const baseUrl = inject("baseUrl");
const screenshots = new URL("../docs/screenshots/", import.meta.url).pathname;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const openPage = (viewport: { width: number; height: number }, path = "/") =>
  newPage(browser, viewport, baseUrl + path);

/** The first seeded category, its first subcategory (by name) that has listings, and those listings. */
async function seededSubcategory() {
  const categories = await getJson<CategoryList>("/api/category?page=1&limit=16");
  for (const category of categories.result_value) {
    const subs = await getJson<SubcategoryList>(`/api/subcategory/${category._id}`);
    for (const sub of subs.result_value) {
      const listings = await getJson<ListingPage>(`/api/listings?subcategoryId=${sub._id}`);
      if (listings.result_value.length > 0) return { category, sub, listings: listings.result_value };
    }
  }
  throw new Error("The seed has no listings.");
}

const shot = (page: Page, name: string, viewport: { width: number; height: number }) =>
  page.screenshot({ path: `${screenshots}${name}-${viewport.width}x${viewport.height}.png` });

describe("browsing", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`goes from the mega menu through a category and subcategory to /products at ${name} width`, async () => {
      const { category, sub } = await seededSubcategory();
      const { page, errors } = await openPage(viewport);
      if (name === "mobile") await page.getByRole("button", { name: "Menu" }).click();
      const trigger = page.getByRole("button", { name: "Explore Category" });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const panel = page.getByRole("region", { name: "Category menu" });
      await panel.getByRole("button", { name: category.categoryName }).waitFor();
      expect(await panel.locator(".mega-menu__grid > li").count()).toBe(16);
      await shot(page, "mega-menu", viewport);
      await panel.getByRole("button", { name: "Next" }).click();
      await panel.getByText("Page 2").waitFor();
      await panel.getByRole("button", { name: "Previous" }).click();
      await panel.getByRole("button", { name: category.categoryName }).click();
      await panel.getByRole("link", { name: sub.subCategoryName, exact: true }).click();
      await page.waitForURL(/\/products\?subcategoryId=/);
      await page.getByRole("heading", { level: 1, name: sub.subCategoryName }).waitFor();
      await page.locator(".listing-card").first().waitFor();
      await imagesInViewLoaded(page);
      await shot(page, "products", viewport);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("closes the mega menu on Escape and returns focus to its button", async () => {
    const { page } = await openPage(viewports.desktop);
    const trigger = page.getByRole("button", { name: "Explore Category" });
    await trigger.click();
    await page.getByLabel("Search categories").first().waitFor();
    await page.keyboard.press("Escape");
    expect(await trigger.getAttribute("aria-expanded")).toBe("false");
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`finds a listing from a search with a one-letter typo at ${name} width`, async () => {
      const { listings } = await seededSubcategory();
      const target = listings[0]!;
      // The longest word of its name, less its third letter.
      const word = target.name.split(" ").reduce((longest, part) => (part.length > longest.length ? part : longest));
      const typo = word.slice(0, 2) + word.slice(3);
      const { page, errors } = await openPage(viewport);
      if (name === "mobile") await page.getByRole("button", { name: "Open search" }).click();
      const header = page.getByRole("searchbox", { name: "Search", exact: true });
      await header.fill(typo);
      await header.press("Enter");
      await page.waitForURL(/\/search\?q=/);
      const hit = page.getByRole("region", { name: "Listings" }).getByRole("link", { name: target.name });
      await hit.waitFor();
      // A typo matches without marks; the exact word is marked.
      await page.goto(`${baseUrl}/search?${new URLSearchParams({ q: word })}`);
      await page.locator(".search-hit mark").first().waitFor();
      expect(await page.locator(".search-hit").first().innerText()).not.toMatch(/[«»]/);
      await shot(page, "search", viewport);
      const box = page.getByRole("combobox", { name: "Search listings, jobs and freelancers" });
      await box.fill(word.slice(0, 4));
      await page.getByRole("option").first().waitFor();
      await box.press("ArrowDown");
      expect(await box.getAttribute("aria-activedescendant")).toBeTruthy();
      await shot(page, "search-suggestions", viewport);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows a listing's detail page at ${name} width`, async () => {
      const { sub, listings } = await seededSubcategory();
      const target = listings[0]!;
      const { page, errors } = await openPage(viewport, `/productdetail/${target._id}`);
      await page.getByRole("heading", { level: 1, name: target.name }).waitFor();
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      expect(await crumbs.getByRole("link", { name: sub.subCategoryName }).count()).toBe(1);
      expect(await page.getByRole("table").locator('tr[aria-current="date"]').count()).toBeLessThanOrEqual(1);
      expect(await page.title()).toContain(target.name);
      await imagesInViewLoaded(page);
      await shot(page, "product-detail", viewport);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("reloads a filtered /products URL with the same filters and results", async () => {
    const { sub } = await seededSubcategory();
    const path = `/products?${new URLSearchParams({ subcategoryId: sub._id, name: sub.subCategoryName, min: "1", sort: "price_asc" })}`;
    const response = await fetch(baseUrl + path);
    expect(response.status).toBe(200);
    const { page, errors } = await openPage(viewports.desktop, path);
    await page.getByRole("heading", { level: 1, name: sub.subCategoryName }).waitFor();
    await page.locator(".listing-card, .status-message").first().waitFor();
    const before = await page.locator(".listing-card h3").allInnerTexts();
    await page.reload();
    await page.locator(".listing-card, .status-message").first().waitFor();
    expect(await page.getByLabel("Min price ($)").inputValue()).toBe("1");
    expect(await page.getByLabel("Sort by").inputValue()).toBe("price_asc");
    expect(await page.locator(".listing-card h3").allInnerTexts()).toEqual(before);
    expect(errors).toEqual([]);
    await page.close();
  });
});
