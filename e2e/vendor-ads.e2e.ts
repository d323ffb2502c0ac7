import type { Browser, Locator, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newPerson } from "./support/accounts.ts";
import { getJson } from "./support/api.ts";
import { signInThroughDialog, signUpByApi } from "./support/auth-flows.ts";
import { seriousViolations } from "./support/axe.ts";
import { imagesInViewLoaded, launchBrowser, newPage, viewports } from "./support/browser.ts";
import { png, type Rgb } from "./support/png.ts";
import { shot } from "./support/screenshots.ts";

type CategoryList = { result_value: { _id: string; categoryName: string }[] };
type SubcategoryList = { result_value: { _id: string; subCategoryName: string }[] };

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A banner's picture: a plum-to-coral sweep with a light band across its middle, and stripes at the right. */
function bannerPaint(x: number, y: number): Rgb {
  const t = x / 1200;
  const base: Rgb = [Math.round(96 + 150 * t), Math.round(40 + 70 * t), Math.round(110 - 40 * t)];
  const isBand = y > 120 && y < 180 && x > 80 && x < 760;
  const isStripe = x > 900 && (x + y) % 60 < 18;
  if (isBand) return [250, 240, 230];
  return isStripe ? (base.map((c) => Math.min(255, c + 40)) as Rgb) : base;
}

/** Brings `target` to the middle of the view and waits for the pictures there. */
async function bringIntoView(page: Page, target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await imagesInViewLoaded(page);
}

/** Brings the top of `target` just under the sticky header and waits for the pictures in view. */
async function scrollToTop(page: Page, target: Locator) {
  await target.evaluate((element) => {
    element.scrollIntoView({ block: "start" });
    const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, -Math.max(0, headerBottom) - 16);
  });
  await imagesInViewLoaded(page);
}

/** The UTC day `offset` days from today, as the banner form's date fields hold it. */
const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function signedInVendor() {
  const vendor = newPerson("Vendor");
  await signUpByApi(baseUrl, vendor);
  const { page, errors } = await newPage(browser, viewports.desktop, baseUrl + "/");
  await signInThroughDialog(page, vendor.email, vendor.password);
  const token = await page.evaluate(() => localStorage.getItem("employerToken"));
  if (!token) throw new Error("no token after sign-in");
  return { page, errors, token };
}

/** The vendor API with the signed-in vendor's token: the JSON body's `result_value`, or a thrown error. */
async function vendorApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && !isForm ? { "content-type": "application/json" } : {}),
    },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result_value: T }).result_value;
}

/** A published listing with a cover and a few custom fields, made through the API as the listing form would. */
async function publishedListing(token: string, name: string) {
  const category = (await getJson<CategoryList>("/api/category")).result_value[6]!;
  const subcategory = (await getJson<SubcategoryList>(`/api/subcategory/${category._id}`)).result_value[0]!;
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png(800, 500, [46, 125, 110]))], { type: "image/png" }), "cover.png");
  const cover = await vendorApi<{ _id: string }>(token, "POST", "/api/vendor/images", form);
  const listing = await vendorApi<{ _id: string }>(token, "POST", "/api/vendor/listings", {
    kind: "business",
    categoryId: category._id,
    subcategoryId: subcategory._id,
    name,
    description: "Seasonal bouquets and plants.\nDelivery across town.",
    priceCents: 2400,
    currency: "USD",
    address: "7 Market Row",
    city: "Springfield",
    latitude: 40.71,
    longitude: -74.0,
    phone: "+1 555 0150",
    email: "hello@fernhill.example.org",
    website: "https://fernhill.example.org",
    openingHours: { "2": [{ open: "08:00", close: "18:00" }], "6": [{ open: "09:00", close: "13:00" }] },
    coverImageId: cover._id,
  });
  await vendorApi(token, "PUT", `/api/vendor/listings/${listing._id}/fields`, {
    fields: [
      { label: "Same-day delivery", type: "boolean", value: "true" },
      { label: "Established", type: "number", value: "2009" },
      { label: "Specialities", type: "text", value: "Wedding flowers, dried wreaths" },
      { label: "Order online", type: "link", value: "https://fernhill.example.org/order" },
    ],
  });
  await vendorApi(token, "POST", `/api/vendor/listings/${listing._id}/publish`);
  return { listingId: listing._id, subcategory };
}

/** The number beside `label` in a list of totals (a <dt>/<dd> pair). */
const total = (scope: Locator, label: string) =>
  scope
    .locator("dl > div")
    .filter({ has: scope.page().locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd")
    .innerText();

describe("a vendor advertises", () => {
  it("creates a banner ad that shows on the home page, and sees its impressions and clicks on /bannerview/{id}", async () => {
    const { page, errors } = await signedInVendor();
    const title = `Spring sale at Fernhill ${Date.now().toString(36)}`;
    const linkUrl = `https://example.org/spring-sale?from=${Date.now().toString(36)}`;

    await page.goto(`${baseUrl}/addbannerads`);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Banner image").setInputFiles({
      name: "banner.png",
      mimeType: "image/png",
      buffer: png(1200, 300, bannerPaint),
    });
    await page.getByRole("img", { name: "Banner preview" }).waitFor();
    await page.getByLabel("Link", { exact: true }).fill(linkUrl);
    await page
      .getByRole("radiogroup", { name: "Placement" })
      .getByRole("radio", { name: /^Home page/ })
      .check();
    await page.getByLabel("First day", { exact: true }).fill(utcDay());
    await page.getByLabel("Last day", { exact: true }).fill(utcDay(7));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Create the banner ad" }).click();
    await page.waitForURL(/\/bannerview\/[0-9a-f-]{36}$/);
    const adId = page.url().split("/").at(-1)!;

    await page.goto(`${baseUrl}/bannerads`);
    const row = page.getByRole("list", { name: "Your banner ads" }).getByRole("listitem").filter({ hasText: title });
    await row.getByText("Active", { exact: true }).waitFor();
    await row.getByText("Home page", { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A visitor (another browser context) sees it below the categories. Every visitor on this
    // machine is one address and one browser to the server, so the numbers below are exact.
    const { context, page: visitor, errors: visitorErrors } = await newPage(browser, viewports.desktop);
    await context.route("https://example.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Advertiser</title><p>Spring sale</p>" }),
    );
    const isEvent = (type: "impression" | "click") => (response: Response) =>
      response.url() === `${baseUrl}/api/banner-ads/${adId}/events` &&
      response.request().method() === "POST" &&
      (response.request().postDataJSON() as { type: string }).type === type;
    const banner = visitor.getByRole("link", { name: `${title} Ad (opens in a new tab)` });
    const showOwnBanner = async () => {
      // Banners share the home slot in turns: another vendor's may be picked, so look again (bounded).
      for (let attempt = 0; attempt < 10; attempt++) {
        await visitor.goto(`${baseUrl}/`);
        await visitor.getByRole("complementary", { name: "Sponsored" }).waitFor();
        if ((await banner.count()) > 0) return;
      }
      throw new Error("The home page never showed the new banner ad.");
    };
    let impression = visitor.waitForResponse(isEvent("impression"));
    await showOwnBanner();
    expect(await banner.getAttribute("href")).toBe(linkUrl);
    await bringIntoView(visitor, banner);
    expect(await banner.getByText(/^Ad/).isVisible()).toBe(true);
    expect((await impression).status()).toBe(202);
    await shot(visitor, "banner-home", viewports.desktop);

    const click = visitor.waitForResponse(isEvent("click"));
    const [advertiser] = await Promise.all([visitor.waitForEvent("popup"), banner.click()]);
    expect((await click).status()).toBe(202);
    await advertiser.waitForLoadState();
    expect(advertiser.url()).toBe(linkUrl);
    await advertiser.close();

    await page.goto(`${baseUrl}/bannerview/${adId}`);
    await page.getByRole("heading", { level: 1, name: "Banner ad statistics" }).waitFor();
    await page.getByRole("img", { name: "Impressions per day" }).waitFor();
    await page.getByRole("img", { name: "Clicks per day" }).waitFor();
    expect(await total(page.locator("main"), "Impressions")).toBe("1");
    expect(await total(page.locator("main"), "Clicks")).toBe("1");
    expect(await total(page.locator("main"), "Click-through rate")).toBe("100.0%");
    await page.getByText("The numbers day by day", { exact: true }).click();
    const today = page.getByRole("region", { name: "The numbers day by day" }).getByRole("row").nth(1);
    expect(await today.getByRole("cell").allInnerTexts()).toEqual(["1", "1", "100.0%"]);
    expect(await seriousViolations(page)).toEqual([]);

    // The same visitor coming back within half an hour is not counted again.
    impression = visitor.waitForResponse(isEvent("impression"));
    await showOwnBanner();
    await bringIntoView(visitor, banner);
    const repeat = await impression;
    expect(((await repeat.json()) as { result_value: { counted: boolean } }).result_value.counted).toBe(false);
    await page.reload();
    await page.getByRole("img", { name: "Impressions per day" }).waitFor();
    expect(await total(page.locator("main"), "Impressions")).toBe("1");
    expect(await total(page.locator("main"), "Clicks")).toBe("1");
    await shot(page, "bannerview", viewports.desktop, true);
    expect(visitorErrors).toEqual([]);
    await visitor.close();

    const { page: phone, errors: phoneErrors } = await newPage(browser, viewports.mobile);
    await phone.goto(`${baseUrl}/`);
    const phoneBanner = phone.getByRole("link", { name: `${title} Ad (opens in a new tab)` });
    await phone.getByRole("complementary", { name: "Sponsored" }).waitFor();
    // Shown alone in its slot in this suite; should another banner be picked, the picture is still a banner.
    await bringIntoView(phone, (await phoneBanner.count()) > 0 ? phoneBanner : phone.locator(".banner-slot"));
    await shot(phone, "banner-home", viewports.mobile);
    expect(phoneErrors).toEqual([]);
    await phone.close();

    await page.goto(`${baseUrl}/bannerads`);
    await row.getByText("Active", { exact: true }).waitFor();
    await imagesInViewLoaded(page);
    await shot(page, "bannerads", viewports.desktop);
    await page.setViewportSize(viewports.mobile);
    await page.goto(`${baseUrl}/bannerview/${adId}`);
    await page.getByRole("img", { name: "Clicks per day" }).waitFor();
    await imagesInViewLoaded(page);
    await shot(page, "bannerview", viewports.mobile, true);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("features a listing, marked Featured on the home page and atop its subcategory, with a public vendor page", async () => {
    const { page, errors, token } = await signedInVendor();
    const name = `Fernhill Florist ${Date.now().toString(36)}`;
    const businessName = `Fernhill & Daughters ${Date.now().toString(36)}`;
    const { listingId, subcategory } = await publishedListing(token, name);

    await page.goto(`${baseUrl}/addfeatureads`);
    await page.getByRole("radio", { name: new RegExp(name) }).check();
    await page.getByLabel("Run for", { exact: true }).selectOption("7");
    await page.getByText("Featured from now until").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Feature this listing" }).click();
    await page.waitForURL(`${baseUrl}/featureads`);
    const row = page.getByRole("list", { name: "Your feature ads" }).getByRole("listitem").filter({ hasText: name });
    await row.getByText("Running", { exact: true }).waitFor();
    // The toast of the save fades before the picture is taken.
    await page.getByText("Your listing is featured.").waitFor({ state: "detached" });
    expect(await seriousViolations(page)).toEqual([]);
    await imagesInViewLoaded(page);
    await shot(page, "featureads", viewports.desktop);

    // A profile filled through the form heads the public vendor page.
    await page.goto(`${baseUrl}/editprofile`);
    await page.getByLabel("Business name", { exact: true }).fill(businessName);
    await page
      .getByLabel("About", { exact: true })
      .fill("Family florist since 2009.\nBouquets, plants and wedding flowers, delivered the same day across town.");
    await page.getByLabel("City", { exact: true }).fill("Springfield");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    await page.getByRole("link", { name: "View public page" }).click();
    await page.waitForURL(/\/vendor\/[0-9a-f-]{36}$/);
    const vendorPath = new URL(page.url()).pathname;
    expect(errors).toEqual([]);
    await page.close();

    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const { page: visitor, errors: visitorErrors } = await newPage(browser, viewport, `${baseUrl}/`);
      const featured = visitor.getByRole("region", { name: "Featured" });
      const card = featured.getByRole("article").filter({ has: visitor.getByRole("link", { name }) });
      await card.getByText("Featured", { exact: true }).waitFor();
      await scrollToTop(visitor, featured);
      await shot(visitor, "featured-home", viewport);

      await visitor.goto(`${baseUrl}${vendorPath}`);
      await visitor.getByRole("heading", { level: 1, name: businessName }).waitFor();
      // Another address opened in the same tab starts at its top, not where the last page was left.
      expect(await visitor.evaluate(() => window.scrollY)).toBe(0);
      await visitor.getByText("Family florist since 2009.", { exact: false }).waitFor();
      await visitor.getByRole("heading", { name: `Listings by ${businessName}` }).waitFor();
      await visitor.getByRole("link", { name }).waitFor();
      await imagesInViewLoaded(visitor);
      await shot(visitor, "vendor-profile", viewport);
      expect(visitorErrors).toEqual([]);
      await visitor.close();
    }

    // At the top of its subcategory, above the other listings, marked Featured.
    const { page: visitor, errors: visitorErrors } = await newPage(
      browser,
      viewports.desktop,
      `${baseUrl}/products?${new URLSearchParams({ subcategoryId: subcategory._id, name: subcategory.subCategoryName })}`,
    );
    const top = visitor.getByRole("region", { name: "Featured" });
    await top
      .getByRole("article")
      .filter({ has: visitor.getByRole("link", { name }) })
      .getByText("Featured")
      .waitFor();
    const firstCard = visitor.getByRole("article").first();
    expect(await firstCard.getByRole("link").first().innerText()).toBe(name);
    expect(await firstCard.getByText("Featured", { exact: true }).isVisible()).toBe(true);
    expect(visitorErrors).toEqual([]);
    await visitor.close();

    // The listing's custom fields on a phone, then at desktop width.
    const { page: phone, errors: phoneErrors } = await newPage(
      browser,
      viewports.mobile,
      `${baseUrl}/productdetail/${listingId}`,
    );
    const details = phone.getByRole("region", { name: "Details" });
    await details.getByRole("link", { name: "fernhill.example.org" }).waitFor();
    expect(await total(details, "Same-day delivery")).toBe("Yes");
    expect(await total(details, "Established")).toBe("2009");
    expect(await total(details, "Specialities")).toBe("Wedding flowers, dried wreaths");
    await bringIntoView(phone, details);
    await shot(phone, "custom-fields", viewports.mobile);
    await phone.setViewportSize(viewports.desktop);
    await bringIntoView(phone, details);
    await shot(phone, "custom-fields", viewports.desktop);
    expect(phoneErrors).toEqual([]);
    await phone.close();
  }, 120_000);
});
