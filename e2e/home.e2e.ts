import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { imagesInViewLoaded, launchBrowser, newPage, viewports } from "./support/browser.ts";

type CategoryList = { result_value: { _id: string; categoryName: string }[] };

const baseUrl = inject("baseUrl");
const screenshots = new URL("../docs/screenshots/", import.meta.url).pathname;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const openPage = (viewport: { width: number; height: number }, path = "/") =>
  newPage(browser, viewport, baseUrl + path);

async function seededCategoryNames(): Promise<string[]> {
  const body = (await (await fetch(`${baseUrl}/api/category`)).json()) as CategoryList;
  return body.result_value.map((c) => c.categoryName);
}

describe("home page", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows the seeded categories with icons at ${name} width, with no console or CSP errors`, async () => {
      const { page, errors } = await openPage(viewport);
      const names = await seededCategoryNames();
      await page.getByRole("button", { name: names[0]! }).first().waitFor({ state: "visible" });
      const tiles = page.locator("#categories").getByRole("button");
      expect(await tiles.allInnerTexts()).toEqual(names);
      await imagesInViewLoaded(page);
      const productName = await page.evaluate(
        () => JSON.parse(document.getElementById("app-config")!.textContent!).productName,
      );
      expect(await page.title()).toContain(productName);
      await page.screenshot({ path: `${screenshots}home-${viewport.width}x${viewport.height}.png` });
      await page.screenshot({
        path: `${screenshots}home-${viewport.width}x${viewport.height}-full.png`,
        fullPage: true,
      });
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("has no serious or critical accessibility violations", async () => {
    const { page } = await openPage(viewports.desktop);
    await page
      .getByRole("button", { name: (await seededCategoryNames())[0]! })
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("filters the categories from the search box, and the URL can be shared", async () => {
    const { page } = await openPage(viewports.desktop);
    const names = await seededCategoryNames();
    const target = names[5]!;
    const search = page.getByRole("searchbox", { name: "Search categories" });
    await search.fill(target);
    await search.press("Enter");
    await page.waitForURL(/\?q=/);
    const tiles = page.locator("#categories").getByRole("button", { name: target });
    await page.waitForFunction(
      (total) => document.querySelectorAll("#categories .category-tile").length < total,
      names.length,
    );
    await tiles.first().waitFor();
    const other = names.find(
      (n) => !n.toLowerCase().includes(target.toLowerCase()) && !target.toLowerCase().includes(n.toLowerCase()),
    )!;
    expect(await page.locator("#categories").getByRole("button", { name: other, exact: true }).count()).toBe(0);
    await page.reload();
    await page.waitForFunction((total) => {
      const count = document.querySelectorAll("#categories .category-tile").length;
      return count > 0 && count < total;
    }, names.length);
    expect(await page.locator("#categories").getByRole("button", { name: other, exact: true }).count()).toBe(0);
    await page.close();
  });

  it("opens a category's subcategories with their images", async () => {
    const { page } = await openPage(viewports.desktop);
    const first = (await seededCategoryNames())[0]!;
    await page.getByRole("button", { name: first }).first().click();
    const categories = (await (await fetch(`${baseUrl}/api/category`)).json()) as CategoryList;
    const subs = (await (await fetch(`${baseUrl}/api/subcategory/${categories.result_value[0]!._id}`)).json()) as {
      result_value: { subCategoryName: string }[];
    };
    await page.getByText(subs.result_value[0]!.subCategoryName, { exact: true }).first().waitFor();
    await page.close();
  });
});

async function visible(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: "visible" });
  return true;
}

describe("other pages", () => {
  it("shows 404 Not Found for an unknown path, with status 404", async () => {
    const response = await fetch(`${baseUrl}/no/such/page`);
    expect(response.status).toBe(404);
    const { page } = await openPage(viewports.desktop, "/no/such/page");
    expect(await visible(page, "404 Not Found")).toBe(true);
    await page.close();
  });

  it("shows the terms inside the layout and without it", async () => {
    const inLayout = await openPage(viewports.desktop, "/terms-conditions");
    await inLayout.page
      .getByText(/AUD\s?500,000/)
      .first()
      .waitFor();
    expect(await inLayout.page.locator("footer").count()).toBe(1);
    await inLayout.page.close();

    const bare = await openPage(viewports.desktop, "/terms&conditions");
    await bare.page
      .getByText(/AUD\s?500,000/)
      .first()
      .waitFor();
    expect(await bare.page.locator("footer").count()).toBe(0);
    expect(await bare.page.getByText(/72 hours/).count()).toBeGreaterThan(0);
    await bare.page.close();
  });

  it("shows the footer with the product name, the year and the terms link", async () => {
    const { page } = await openPage(viewports.desktop);
    const footer = page.locator("footer");
    await footer.getByText(/© 2025/).waitFor();
    await footer.getByRole("link", { name: /terms/i }).click();
    await page.waitForURL(/\/terms-conditions$/);
    await page.close();
  });
});
