import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newPerson } from "./support/accounts.ts";
import { signInThroughDialog, signUpByApi } from "./support/auth-flows.ts";
import { seriousViolations } from "./support/axe.ts";
import { imagesInViewLoaded, launchBrowser, newPage, viewports } from "./support/browser.ts";
import { getJson } from "./support/api.ts";

type CategoryList = { result_value: { _id: string; categoryName: string }[] };
type SubcategoryList = { result_value: { _id: string; subCategoryName: string }[] };
type ListingPage = { result_value: { _id: string; name: string; latitude: number | null }[] };

const baseUrl = inject("baseUrl");
const screenshots = new URL("../docs/screenshots/", import.meta.url).pathname;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Viewport = { width: number; height: number };
const openPage = (viewport: Viewport, path = "/") => newPage(browser, viewport, baseUrl + path);
const shot = (page: Page, name: string, viewport: Viewport, fullPage = false) =>
  page.screenshot({ path: `${screenshots}${name}-${viewport.width}x${viewport.height}.png`, fullPage });

/** A seeded subcategory with at least three listings that have coordinates. */
async function mappedSubcategory() {
  const categories = await getJson<CategoryList>("/api/category");
  for (const category of categories.result_value) {
    const subs = await getJson<SubcategoryList>(`/api/subcategory/${category._id}`);
    for (const sub of subs.result_value) {
      const listings = await getJson<ListingPage>(`/api/listings?subcategoryId=${sub._id}&limit=100`);
      const mapped = listings.result_value.filter((listing) => listing.latitude !== null);
      if (mapped.length >= 3) return { category, sub, listings: listings.result_value };
    }
  }
  throw new Error("The seed has no subcategory with three mapped listings.");
}

describe("a subcategory on the map", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`switches /products to the map, which says it is offline and keeps the pins, at ${name} width`, async () => {
      const { sub } = await mappedSubcategory();
      const path = `/products?${new URLSearchParams({ subcategoryId: sub._id, name: sub.subCategoryName })}`;
      const { page, errors } = await openPage(viewport, path);
      await page.locator(".listing-card").first().waitFor();
      await page.getByRole("group", { name: "Show results as" }).getByRole("button", { name: "Map" }).click();
      await page.waitForURL(/view=map/);
      const map = page.getByRole("region", { name: `Map of ${sub.subCategoryName} listings` });
      await map.waitFor();
      // No internet here: the tiles fail, the map says so, and the pins and clusters stay.
      await page.getByText(/Map tiles could not be loaded\./).waitFor();
      expect(await map.locator(".leaflet-marker-icon").count()).toBeGreaterThan(0);
      await shot(page, "products-map", viewport);

      await page.reload();
      await page.getByText(/Map tiles could not be loaded\./).waitFor();
      expect(await page.getByRole("button", { name: "Map" }).getAttribute("aria-pressed")).toBe("true");
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("shows a listing's place on its page, with its schema.org data", async () => {
    const { listings } = await mappedSubcategory();
    const target = listings.find((listing) => listing.latitude !== null)!;
    const { page, errors } = await openPage(viewports.desktop, `/productdetail/${target._id}`);
    await page.getByRole("heading", { level: 1, name: target.name }).waitFor();
    await page.getByRole("region", { name: `Map showing where ${target.name} is` }).waitFor();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data).toMatchObject({ "@context": "https://schema.org", name: target.name });
    expect(["LocalBusiness", "Product"]).toContain(data["@type"]);
    await page.getByText(/Map tiles could not be loaded\./).waitFor();
    await shot(page, "product-detail-map", viewports.desktop);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`opens a listing's gallery and moves through it with the keyboard at ${name} width`, async () => {
      const { listings } = await mappedSubcategory();
      const { page, errors } = await openPage(viewport, `/gallery/${listings[0]!._id}`);
      await page.getByText(/1 of \d+/).waitFor();
      await page.keyboard.press("ArrowRight");
      await page.getByText(/(2|1) of \d+/).waitFor();
      await imagesInViewLoaded(page);
      await shot(page, "gallery", viewport);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe("search facets", () => {
  it("narrows a search with a typo to one kind and one category, each count matching what it shows", async () => {
    const { page, errors } = await openPage(viewports.desktop, "/search?q=cofee");
    const kinds = page.getByRole("navigation", { name: "Result kinds" });
    await kinds.getByRole("link", { name: /^Listings/ }).click();
    await page.waitForURL(/kind=listings/);
    const category = page.getByLabel("Category", { exact: true });
    const option = category.locator("option").nth(1);
    const [value, label] = [await option.getAttribute("value"), await option.innerText()];
    const count = Number(/\((\d+)\)$/.exec(label)?.[1]);
    await category.selectOption(value!);
    await page.waitForURL(new RegExp(`categoryId=${value}`));
    // The previous results stay on screen, marked busy, until the new ones arrive.
    await page.locator(".search-results:not([aria-busy])").waitFor();
    const hits = page.getByRole("region", { name: "Listings" }).locator(".search-hit");
    await hits.first().waitFor();
    // One page holds up to 10 hits: the facet's count is what the pages hold in all.
    expect(await hits.count()).toBe(Math.min(count, 10));
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("browse pages", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`finds jobs by type and keeps the filter on reload at ${name} width`, async () => {
      const { page, errors } = await openPage(viewport, "/findjob");
      await page.getByRole("heading", { level: 1, name: "Find Jobs" }).waitFor();
      const first = page.locator("article").first();
      await first.waitFor();
      await page.getByLabel("Job type").selectOption("full-time");
      await page.getByRole("button", { name: "Search", exact: true }).last().click();
      await page.waitForURL(/jobType=full-time/);
      await page.locator("article").first().waitFor();
      // The previous results may stay a moment while the filtered ones load.
      await expect
        .poll(async () => (await page.locator("article").allInnerTexts()).every((text) => text.includes("Full-time")))
        .toBe(true);
      const expand = page.getByRole("button", { name: /Show description/ }).first();
      await expand.click();
      expect(
        await page
          .getByRole("button", { name: /Hide description/ })
          .first()
          .getAttribute("aria-expanded"),
      ).toBe("true");
      await shot(page, "findjob", viewport);
      await page.reload();
      expect(await page.getByLabel("Job type").inputValue()).toBe("full-time");
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`browses freelancers by rating at ${name} width`, async () => {
      const { page, errors } = await openPage(viewport, "/hirefreelancers?sort=rating");
      await page.getByRole("heading", { level: 1, name: "Hire Freelancers" }).waitFor();
      await page.locator("article").first().waitFor();
      expect(await page.getByLabel("Sort by").inputValue()).toBe("rating");
      await shot(page, "hirefreelancers", viewport);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`lists the marketplace's products at ${name} width`, async () => {
      const { page, errors } = await openPage(viewport, "/ourproducts");
      await page.getByRole("heading", { level: 1, name: "Our Products" }).waitFor();
      await page.locator(".listing-card").first().waitFor();
      await imagesInViewLoaded(page);
      await shot(page, "ourproducts", viewport);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`shows every category with its subcategories at ${name} width`, async () => {
      const categories = await getJson<CategoryList>("/api/category");
      const { page, errors } = await openPage(viewport, "/categories");
      const last = categories.result_value.at(-1)!;
      await page.getByRole("heading", { name: last.categoryName }).waitFor();
      const first = page.getByRole("heading", { name: categories.result_value[0]!.categoryName, exact: true });
      await first.waitFor();
      // The filter applies as a deferred update: wait for the other categories to go.
      await page.getByLabel("Filter categories").fill(last.categoryName);
      await first.waitFor({ state: "detached" });
      expect(await page.getByRole("heading", { name: last.categoryName, exact: true }).count()).toBe(1);
      await page.getByLabel("Filter categories").fill("");
      await first.waitFor();
      await shot(page, "categories", viewport);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe("the Employer sidebar", () => {
  it("is shown to an Employer only, with one category open at a time, leading to /products", async () => {
    const employer = newPerson("Employer");
    await signUpByApi(baseUrl, employer, "Employer");
    const { page, errors } = await openPage(viewports.desktop);
    expect(await page.getByRole("navigation", { name: "Employer menu" }).count()).toBe(0);
    await signInThroughDialog(page, employer.email, employer.password);
    const sidebar = page.getByRole("navigation", { name: "Employer menu" });
    await sidebar.waitFor();
    expect(await sidebar.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/home");

    const categories = (await getJson<CategoryList>("/api/category")).result_value;
    const [first, second] = [categories[0]!, categories[1]!];
    const firstToggle = sidebar.getByRole("button", { name: first.categoryName });
    const secondToggle = sidebar.getByRole("button", { name: second.categoryName });
    const icon = firstToggle.locator("img");
    expect(
      await icon.evaluate((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height]),
    ).toEqual([20, 20]);
    await firstToggle.click();
    expect(await firstToggle.getAttribute("aria-expanded")).toBe("true");
    await secondToggle.click();
    expect(await secondToggle.getAttribute("aria-expanded")).toBe("true");
    expect(await firstToggle.getAttribute("aria-expanded")).toBe("false");
    const subs = (await getJson<SubcategoryList>(`/api/subcategory/${second._id}`)).result_value;
    const link = sidebar.getByRole("link", { name: subs[0]!.subCategoryName, exact: true });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(
      `/products/${encodeURIComponent(subs[0]!.subCategoryName)}/${subs[0]!._id}`,
    );
    await shot(page, "employer-sidebar", viewports.desktop);
    expect(await seriousViolations(page)).toEqual([]);
    await link.click();
    await page.waitForURL(/\/products\?subcategoryId=/);
    await page.getByRole("heading", { level: 1, name: subs[0]!.subCategoryName }).waitFor();
    await secondToggle.click();
    expect(await secondToggle.getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("for search engines", () => {
  it("serves robots.txt and a sitemap that lists the pages and the published listings", async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: `);
    const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(files).toContain("/sitemaps/pages.xml");
    const listings = await (await fetch(`${baseUrl}/sitemaps/listings-1.xml`)).text();
    expect(listings).toMatch(/<loc>[^<]+\/productdetail\/[0-9a-f-]{36}<\/loc>/);
  });
});
