import type { APIRequestContext } from "@playwright/test";
import { getJson } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { imagesInViewLoaded } from "./support/browser.ts";
import { expect, test } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

type CategoryList = { result_value: { _id: string; categoryName: string }[] };
type SubcategoryList = { result_value: { subCategoryName: string }[] };

async function seededCategories(request: APIRequestContext) {
  return (await getJson<CategoryList>(request, "/api/category")).result_value;
}

const seededCategoryNames = async (request: APIRequestContext) =>
  (await seededCategories(request)).map((category) => category.categoryName);

test.describe("home page", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test.describe(() => {
      test.use({ viewport });
      test(`shows the seeded categories with icons at ${name} width, with no console or CSP errors`, async ({
        page,
        errors,
        request,
      }) => {
        await page.goto("/");
        const names = await seededCategoryNames(request);
        await expect(page.getByRole("button", { name: names[0]! }).first()).toBeVisible();
        await expect(page.locator("#categories").getByRole("button")).toHaveText(names, { useInnerText: true });
        await imagesInViewLoaded(page);
        const productName = await page.evaluate(
          () => JSON.parse(document.getElementById("app-config")!.textContent!).productName as string,
        );
        await expect.poll(() => page.title()).toContain(productName);
        await page.screenshot({ path: screenshotPath(`home-${viewport.width}x${viewport.height}`) });
        await page.screenshot({
          path: screenshotPath(`home-${viewport.width}x${viewport.height}-full`),
          fullPage: true,
        });
        expect(errors).toEqual([]);
      });
    });
  }

  test("has no serious or critical accessibility violations", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: (await seededCategoryNames(request))[0]! }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("filters the categories from the search box, and the URL can be shared", async ({ page, request }) => {
    await page.goto("/");
    const names = await seededCategoryNames(request);
    const target = names[5]!;
    const search = page.getByRole("searchbox", { name: "Search categories" });
    await search.fill(target);
    await search.press("Enter");
    await expect(page).toHaveURL(/\?q=/);
    const tiles = page.locator("#categories .category-tile");
    const targetTile = page.locator("#categories").getByRole("button", { name: target }).first();
    const other = names.find(
      (n) => !n.toLowerCase().includes(target.toLowerCase()) && !target.toLowerCase().includes(n.toLowerCase()),
    )!;
    const otherTile = page.locator("#categories").getByRole("button", { name: other, exact: true });
    await expect.poll(() => tiles.count()).toBeLessThan(names.length);
    await expect(targetTile).toBeVisible();
    await expect(otherTile).toHaveCount(0);

    await page.reload();
    await expect(targetTile).toBeVisible();
    await expect.poll(() => tiles.count()).toBeLessThan(names.length);
    await expect(otherTile).toHaveCount(0);
  });

  test("opens a category's subcategories with their images", async ({ page, request }) => {
    await page.goto("/");
    const first = (await seededCategories(request))[0]!;
    await page.getByRole("button", { name: first.categoryName }).first().click();
    const subs = await getJson<SubcategoryList>(request, `/api/subcategory/${first._id}`);
    await expect(page.getByText(subs.result_value[0]!.subCategoryName, { exact: true }).first()).toBeVisible();
  });
});

test.describe("other pages", () => {
  test("shows 404 Not Found for an unknown path, with status 404", async ({ page, request }) => {
    expect((await request.get("/no/such/page")).status()).toBe(404);
    await page.goto("/no/such/page");
    await expect(page.getByText("404 Not Found", { exact: true }).first()).toBeVisible();
  });

  test("shows the terms inside the layout and without it", async ({ page }) => {
    await page.goto("/terms-conditions");
    await expect(page.getByText(/AUD\s?500,000/).first()).toBeVisible();
    await expect(page.locator("footer")).toHaveCount(1);

    await page.goto("/terms&conditions");
    await expect(page.getByText(/AUD\s?500,000/).first()).toBeVisible();
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByText(/72 hours/).first()).toBeVisible();
  });

  test("shows the footer with the product name, the year and the terms link", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByText(/© 2025/)).toBeVisible();
    await footer.getByRole("link", { name: /terms/i }).click();
    await expect(page).toHaveURL(/\/terms-conditions$/);
  });
});
