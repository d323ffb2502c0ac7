import type { APIRequestContext } from "@playwright/test";
import { getJson } from "./support/api.ts";
import { signInThroughDialog } from "./support/auth-flows.ts";
import { seriousViolations } from "./support/axe.ts";
import { hydrated, imagesInViewLoaded } from "./support/browser.ts";
import { expect, test } from "./support/fixtures.ts";
import { shot } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

type CategoryList = { result_value: { _id: string; categoryName: string }[] };
type SubcategoryList = { result_value: { _id: string; subCategoryName: string }[] };
type ListingPage = { result_value: { _id: string; name: string; latitude: number | null }[] };

/** A seeded subcategory with at least three listings that have coordinates. */
async function mappedSubcategory(request: APIRequestContext) {
  const categories = await getJson<CategoryList>(request, "/api/category");
  for (const category of categories.result_value) {
    const subs = await getJson<SubcategoryList>(request, `/api/subcategory/${category._id}`);
    for (const sub of subs.result_value) {
      const listings = await getJson<ListingPage>(request, `/api/listings?subcategoryId=${sub._id}&limit=100`);
      const mapped = listings.result_value.filter((listing) => listing.latitude !== null);
      if (mapped.length >= 3) return { category, sub, listings: listings.result_value };
    }
  }
  throw new Error("The seed has no subcategory with three mapped listings.");
}

const offlineNotice = /Map tiles could not be loaded\./;

test.describe("a subcategory on the map", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test.describe(() => {
      test.use({ viewport });

      test(`switches /products to the map, which says it is offline and keeps the pins, at ${name} width`, async ({
        page,
        errors,
        request,
      }) => {
        const { sub } = await mappedSubcategory(request);
        await page.goto(`/products?${new URLSearchParams({ subcategoryId: sub._id, name: sub.subCategoryName })}`);
        await expect(page.locator(".listing-card").first()).toBeVisible();
        const map = page.getByRole("region", { name: `Map of ${sub.subCategoryName} listings` });
        if (name === "desktop") {
          // From 1100 px the map stands beside the list, without a toggle (issue 16).
          await expect(map).toBeVisible();
          await expect(page.getByRole("group", { name: "Show results as" })).toBeHidden();
          await expect(page.locator(".listing-card").first()).toBeVisible();
          await page.goto(
            `/products?${new URLSearchParams({ subcategoryId: sub._id, name: sub.subCategoryName, view: "map" })}`,
          );
        } else {
          await expect(map).toHaveCount(0);
          await page.getByRole("group", { name: "Show results as" }).getByRole("button", { name: "Map" }).click();
          await expect(page).toHaveURL(/view=map/);
        }
        await expect(map).toBeVisible();
        // No internet here: the tiles fail, the map says so, and the pins and clusters stay.
        await expect(page.getByText(offlineNotice)).toBeVisible();
        await expect.poll(() => map.locator(".leaflet-marker-icon").count()).toBeGreaterThan(0);
        await shot(page, "products-map", viewport);

        await page.reload();
        await expect(page.getByText(offlineNotice)).toBeVisible();
        if (name === "mobile") {
          await expect(page.getByRole("button", { name: "Map" })).toHaveAttribute("aria-pressed", "true");
        }
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });

      test(`opens a listing's gallery and moves through it with the keyboard at ${name} width`, async ({
        page,
        errors,
        request,
      }) => {
        const { listings } = await mappedSubcategory(request);
        await page.goto(`/gallery/${listings[0]!._id}`);
        await expect(page.getByText(/1 of \d+/)).toBeVisible();
        await page.keyboard.press("ArrowRight");
        await expect(page.getByText(/(2|1) of \d+/)).toBeVisible();
        await imagesInViewLoaded(page);
        await shot(page, "gallery", viewport);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    });
  }

  test("shows a listing's place on its page, with its schema.org data", async ({ page, errors, request }) => {
    const { listings } = await mappedSubcategory(request);
    const target = listings.find((listing) => listing.latitude !== null)!;
    await page.goto(`/productdetail/${target._id}`);
    await expect(page.getByRole("heading", { level: 1, name: target.name })).toBeVisible();
    await expect(page.getByRole("region", { name: `Map showing where ${target.name} is` })).toBeVisible();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data).toMatchObject({ "@context": "https://schema.org", name: target.name });
    expect(["LocalBusiness", "Product"]).toContain(data["@type"]);
    await expect(page.getByText(offlineNotice)).toBeVisible();
    await shot(page, "product-detail-map", viewports.desktop);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("search facets", { tag: "@db" }, () => {
  test("narrows a search with a typo to one kind and one category, each count matching what it shows", async ({
    page,
    errors,
  }) => {
    await page.goto("/search?q=cofee");
    const kinds = page.getByRole("navigation", { name: "Result kinds" });
    await kinds.getByRole("link", { name: /^Listings/ }).click();
    await expect(page).toHaveURL(/kind=listings/);
    const category = page.getByLabel("Category", { exact: true });
    const option = category.locator("option").nth(1);
    const [value, label] = [await option.getAttribute("value"), await option.innerText()];
    const count = Number(/\((\d+)\)$/.exec(label)?.[1]);
    await category.selectOption(value!);
    await expect(page).toHaveURL(new RegExp(`categoryId=${value}`));
    // The previous results stay on screen, marked busy, until the new ones arrive.
    await expect(page.locator(".search-results:not([aria-busy])")).toBeVisible();
    const hits = page.getByRole("region", { name: "Listings" }).locator(".search-hit");
    await expect(hits.first()).toBeVisible();
    // One page holds up to 10 hits: the facet's count is what the pages hold in all.
    await expect(hits).toHaveCount(Math.min(count, 10));
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("browse pages", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test.describe(() => {
      test.use({ viewport });

      test(`finds jobs by type and keeps the filter on reload at ${name} width`, async ({ page, errors }) => {
        await page.goto("/findjob");
        await expect(page.getByRole("heading", { level: 1, name: "Find Jobs" })).toBeVisible();
        const articles = page.locator("article");
        await expect(articles.first()).toBeVisible();
        await hydrated(page);
        await page.getByLabel("Job type").selectOption("full-time");
        await page.getByRole("button", { name: "Search", exact: true }).last().click();
        await expect(page).toHaveURL(/jobType=full-time/);
        await expect(articles.first()).toBeVisible();
        // The previous results may stay a moment while the filtered ones load.
        await expect
          .poll(async () => (await articles.allInnerTexts()).every((text) => text.includes("Full-time")))
          .toBe(true);
        await page
          .getByRole("button", { name: /Show description/ })
          .first()
          .click();
        await expect(page.getByRole("button", { name: /Hide description/ }).first()).toHaveAttribute(
          "aria-expanded",
          "true",
        );
        await shot(page, "findjob", viewport);
        await page.reload();
        await expect(page.getByLabel("Job type")).toHaveValue("full-time");
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });

      test(`browses freelancers by rating at ${name} width`, async ({ page, errors }) => {
        await page.goto("/hirefreelancers?sort=rating");
        await expect(page.getByRole("heading", { level: 1, name: "Hire Freelancers" })).toBeVisible();
        await expect(page.locator("article").first()).toBeVisible();
        await expect(page.getByLabel("Sort by")).toHaveValue("rating");
        await shot(page, "hirefreelancers", viewport);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });

      test(`lists the marketplace's products at ${name} width`, async ({ page, errors }) => {
        await page.goto("/ourproducts");
        await expect(page.getByRole("heading", { level: 1, name: "Our Products" })).toBeVisible();
        await expect(page.locator(".listing-card").first()).toBeVisible();
        await imagesInViewLoaded(page);
        await shot(page, "ourproducts", viewport);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });

      test(`shows every category with its subcategories at ${name} width`, async ({ page, errors, request }) => {
        const categories = (await getJson<CategoryList>(request, "/api/category")).result_value;
        await page.goto("/categories");
        const last = categories.at(-1)!;
        await expect(page.getByRole("heading", { name: last.categoryName })).toBeVisible();
        const first = page.getByRole("heading", { name: categories[0]!.categoryName, exact: true });
        await expect(first).toBeVisible();
        // The filter applies as a deferred update: wait for the other categories to go.
        await page.getByLabel("Filter categories").fill(last.categoryName);
        await expect(first).toHaveCount(0);
        await expect(page.getByRole("heading", { name: last.categoryName, exact: true })).toHaveCount(1);
        await page.getByLabel("Filter categories").fill("");
        await expect(first).toBeVisible();
        await shot(page, "categories", viewport);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    });
  }
});

test.describe("the Employer sidebar", () => {
  test("is shown to an Employer only, with one category open at a time, leading to /products", async ({
    page,
    errors,
    request,
    signUp,
  }) => {
    const employer = await signUp("Employer", "Employer");
    await page.goto("/");
    const sidebar = page.getByRole("navigation", { name: "Employer menu" });
    await expect(page.getByRole("button", { name: "Sign in", exact: true }).first()).toBeVisible();
    await expect(sidebar).toHaveCount(0);
    await signInThroughDialog(page, employer.email, employer.password);
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/home");

    const categories = (await getJson<CategoryList>(request, "/api/category")).result_value;
    const [first, second] = [categories[0]!, categories[1]!];
    const firstToggle = sidebar.getByRole("button", { name: first.categoryName });
    const secondToggle = sidebar.getByRole("button", { name: second.categoryName });
    const icon = firstToggle.locator("img");
    expect(
      await icon.evaluate((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height]),
    ).toEqual([20, 20]);
    await firstToggle.click();
    await expect(firstToggle).toHaveAttribute("aria-expanded", "true");
    await secondToggle.click();
    await expect(secondToggle).toHaveAttribute("aria-expanded", "true");
    await expect(firstToggle).toHaveAttribute("aria-expanded", "false");
    const subs = (await getJson<SubcategoryList>(request, `/api/subcategory/${second._id}`)).result_value;
    const link = sidebar.getByRole("link", { name: subs[0]!.subCategoryName, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute(
      "href",
      `/products/${encodeURIComponent(subs[0]!.subCategoryName)}/${subs[0]!._id}`,
    );
    await shot(page, "employer-sidebar", viewports.desktop);
    expect(await seriousViolations(page)).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(/\/products\?subcategoryId=/);
    await expect(page.getByRole("heading", { level: 1, name: subs[0]!.subCategoryName })).toBeVisible();
    await secondToggle.click();
    await expect(secondToggle).toHaveAttribute("aria-expanded", "false");
    expect(errors).toEqual([]);
  });
});

test.describe("for search engines", () => {
  test("serves robots.txt and a sitemap that lists the pages and the published listings", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: `);
    const index = await (await request.get("/sitemap.xml")).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(files).toContain("/sitemaps/pages.xml");
    const listings = await (await request.get("/sitemaps/listings-1.xml")).text();
    expect(listings).toMatch(/<loc>[^<]+\/productdetail\/[0-9a-f-]{36}<\/loc>/);
  });
});
