import type { Locator, Page, Response } from "@playwright/test";
import { seriousViolations } from "./support/axe.ts";
import { imagesInViewLoaded } from "./support/browser.ts";
import { expect, test } from "./support/fixtures.ts";
import { bannerAdPng } from "./support/banner-art.ts";
import { publishedListing, type ListingDraft } from "./support/listings.ts";
import { businessName as believableBusiness } from "./support/names.ts";
import { shot } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

test.use({ accountLabel: "Vendor" });

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

/** The vendor's listing with a cover, opening hours and a few custom fields; its public details are checked below. */
const fernhill = (name: string): ListingDraft => ({
  name,
  categoryIndex: 6,
  cover: { width: 800, height: 500, rgb: [46, 125, 110] },
  description: "Seasonal bouquets and plants.\nDelivery across town.",
  priceCents: 2400,
  address: "7 Market Row",
  email: "hello@fernhill.example.org",
  website: "https://fernhill.example.org",
  openingHours: { "2": [{ open: "08:00", close: "18:00" }], "6": [{ open: "09:00", close: "13:00" }] },
  fields: [
    { label: "Same-day delivery", type: "boolean", value: "true" },
    { label: "Established", type: "number", value: "2009" },
    { label: "Specialities", type: "text", value: "Wedding flowers, dried wreaths" },
    { label: "Order online", type: "link", value: "https://fernhill.example.org/order" },
  ],
});

/** The number beside `label` in a list of totals (a <dt>/<dd> pair). */
const total = (scope: Locator, label: string) =>
  scope
    .locator("dl > div")
    .filter({ has: scope.page().locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

test.describe("a vendor advertises", () => {
  test("creates a banner ad that shows on the home page, and sees its impressions and clicks on /bannerview/{id}", async ({
    page,
    browser,
    errors,
    openPage,
    server,
    signedIn: _,
  }) => {
    test.setTimeout(120_000);
    const florist = believableBusiness("Florist");
    const title = `Spring sale at ${florist}`;
    const linkUrl = `https://example.org/${florist.toLowerCase().replace(/[^a-z]+/g, "-")}/spring-sale`;

    await page.goto("/addbannerads");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Banner image").setInputFiles({
      name: "banner.png",
      mimeType: "image/png",
      buffer: await bannerAdPng(browser, {
        business: florist,
        headline: "Spring bouquets are here",
        offer: "20% off every bouquet, this week only",
        callToAction: "Order today",
        note: "Same-day delivery across town",
      }),
    });
    await expect(page.getByRole("img", { name: "Banner preview" })).toBeVisible();
    await page.getByLabel("Link", { exact: true }).fill(linkUrl);
    await page
      .getByRole("radiogroup", { name: "Placement" })
      .getByRole("radio", { name: /^Home page/ })
      .check();
    await page.getByLabel("First day", { exact: true }).fill(utcDay());
    await page.getByLabel("Last day", { exact: true }).fill(utcDay(7));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Create the banner ad" }).click();
    await expect(page).toHaveURL(/\/bannerview\/[0-9a-f-]{36}$/);
    const adId = page.url().split("/").at(-1)!;

    await page.goto("/bannerads");
    const row = page.getByRole("list", { name: "Your banner ads" }).getByRole("listitem").filter({ hasText: title });
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(row.getByText("Home page", { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A visitor (another browser context) sees it below the categories. Every visitor on this
    // machine is one address and one browser to the server, so the numbers below are exact.
    const { page: visitor, errors: visitorErrors } = await openPage(viewports.desktop);
    await visitor
      .context()
      .route("https://example.org/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Advertiser</title><p>Spring sale</p>" }),
      );
    const isEvent = (type: "impression" | "click") => (response: Response) =>
      response.url() === `${server.baseUrl}/api/banner-ads/${adId}/events` &&
      response.request().method() === "POST" &&
      (response.request().postDataJSON() as { type: string }).type === type;
    const banner = visitor.getByRole("link", { name: `${title} Ad (opens in a new tab)` });
    const showOwnBanner = async () => {
      // Banners share the home slot in turns: another vendor's may be picked, so look again (bounded).
      for (let attempt = 0; attempt < 10; attempt++) {
        await visitor.goto("/");
        await expect(visitor.getByRole("complementary", { name: "Sponsored" })).toBeVisible();
        if ((await banner.count()) > 0) return;
      }
      throw new Error("The home page never showed the new banner ad.");
    };
    let impression = visitor.waitForResponse(isEvent("impression"));
    await showOwnBanner();
    await expect(banner).toHaveAttribute("href", linkUrl);
    await bringIntoView(visitor, banner);
    await expect(banner.getByText(/^Ad/)).toBeVisible();
    // A visitor may report the ad, once signed in.
    await expect(visitor.getByRole("link", { name: "Report ad: sign in first" }).first()).toBeVisible();
    expect((await impression).status()).toBe(202);
    await shot(visitor, "banner-home", viewports.desktop);

    const click = visitor.waitForResponse(isEvent("click"));
    const [advertiser] = await Promise.all([visitor.waitForEvent("popup"), banner.click()]);
    expect((await click).status()).toBe(202);
    await advertiser.waitForLoadState();
    await expect(advertiser).toHaveURL(linkUrl);
    await advertiser.close();

    const main = page.locator("main");
    await page.goto(`/bannerview/${adId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Banner ad statistics" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Impressions per day" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Clicks per day" })).toBeVisible();
    await expect(total(main, "Impressions")).toHaveText("1");
    await expect(total(main, "Clicks")).toHaveText("1");
    await expect(total(main, "Click-through rate")).toHaveText("100.0%");
    await page.getByText("The numbers day by day", { exact: true }).click();
    const today = page.getByRole("region", { name: "The numbers day by day" }).getByRole("row").nth(1);
    await expect(today.getByRole("cell")).toHaveText(["1", "1", "100.0%"], { useInnerText: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The same visitor coming back within half an hour is not counted again.
    impression = visitor.waitForResponse(isEvent("impression"));
    await showOwnBanner();
    await bringIntoView(visitor, banner);
    const repeat = await impression;
    expect(((await repeat.json()) as { result_value: { counted: boolean } }).result_value.counted).toBe(false);
    await page.reload();
    await expect(page.getByRole("img", { name: "Impressions per day" })).toBeVisible();
    await expect(total(main, "Impressions")).toHaveText("1");
    await expect(total(main, "Clicks")).toHaveText("1");
    await shot(page, "bannerview", viewports.desktop, true);
    expect(visitorErrors).toEqual([]);

    const { page: phone, errors: phoneErrors } = await openPage(viewports.mobile, "/");
    const phoneBanner = phone.getByRole("link", { name: `${title} Ad (opens in a new tab)` });
    await expect(phone.getByRole("complementary", { name: "Sponsored" })).toBeVisible();
    // Shown alone in its slot in this suite; should another banner be picked, the picture is still a banner.
    await bringIntoView(phone, (await phoneBanner.count()) > 0 ? phoneBanner : phone.locator(".banner-slot"));
    await shot(phone, "banner-home", viewports.mobile);
    expect(phoneErrors).toEqual([]);

    await page.goto("/bannerads");
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await imagesInViewLoaded(page);
    await shot(page, "bannerads", viewports.desktop);
    await page.setViewportSize(viewports.mobile);
    await page.goto(`/bannerview/${adId}`);
    await expect(page.getByRole("img", { name: "Clicks per day" })).toBeVisible();
    await imagesInViewLoaded(page);
    await shot(page, "bannerview", viewports.mobile, true);
    expect(errors).toEqual([]);
  });

  test("features a listing, marked Featured on the home page and atop its subcategory, with a public vendor page", async ({
    page,
    errors,
    openPage,
    request,
    server,
    signedIn,
  }) => {
    test.setTimeout(120_000);
    const name = believableBusiness("Florist");
    const businessName = believableBusiness("Flowers & Gifts");
    const { listingId, subcategory } = await publishedListing(request, signedIn.token, fernhill(name));

    await page.goto("/addfeatureads");
    await page.getByRole("radio", { name: new RegExp(name) }).check();
    await page.getByLabel("Run for", { exact: true }).selectOption("7");
    await expect(page.getByText("Featured from now until")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Feature this listing" }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/featureads`);
    const row = page.getByRole("list", { name: "Your feature ads" }).getByRole("listitem").filter({ hasText: name });
    await expect(row.getByText("Running", { exact: true })).toBeVisible();
    // The toast of the save fades before the picture is taken.
    await expect(page.getByText("Your listing is featured.")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await imagesInViewLoaded(page);
    await shot(page, "featureads", viewports.desktop);

    // A profile filled through the form heads the public vendor page.
    await page.goto("/editprofile");
    await page.getByLabel("Business name", { exact: true }).fill(businessName);
    await page
      .getByLabel("About", { exact: true })
      .fill("Family florist since 2009.\nBouquets, plants and wedding flowers, delivered the same day across town.");
    await page.getByLabel("City", { exact: true }).fill("Springfield");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/profile`);
    await page.getByRole("link", { name: "View public page" }).click();
    await expect(page).toHaveURL(/\/vendor\/[0-9a-f-]{36}$/);
    const vendorPath = new URL(page.url()).pathname;
    expect(errors).toEqual([]);

    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const { page: visitor, errors: visitorErrors } = await openPage(viewport, "/");
      const featured = visitor.getByRole("region", { name: "Featured" });
      const card = featured.getByRole("article").filter({ has: visitor.getByRole("link", { name }) });
      await expect(card.getByText("Featured", { exact: true })).toBeVisible();
      await scrollToTop(visitor, featured);
      await shot(visitor, "featured-home", viewport);

      await visitor.goto(vendorPath);
      await expect(visitor.getByRole("heading", { level: 1, name: businessName })).toBeVisible();
      // Another address opened in the same tab starts at its top, not where the last page was left.
      expect(await visitor.evaluate(() => window.scrollY)).toBe(0);
      await expect(visitor.getByText("Family florist since 2009.", { exact: false })).toBeVisible();
      await expect(visitor.getByRole("heading", { name: `Listings by ${businessName}` })).toBeVisible();
      await expect(visitor.getByRole("link", { name })).toBeVisible();
      await imagesInViewLoaded(visitor);
      await shot(visitor, "vendor-profile", viewport);
      expect(visitorErrors).toEqual([]);
    }

    // At the top of its subcategory, above the other listings, marked Featured.
    const { page: visitor, errors: visitorErrors } = await openPage(
      viewports.desktop,
      `/products?${new URLSearchParams({ subcategoryId: subcategory._id, name: subcategory.subCategoryName })}`,
    );
    const top = visitor.getByRole("region", { name: "Featured" });
    await expect(
      top
        .getByRole("article")
        .filter({ has: visitor.getByRole("link", { name }) })
        .getByText("Featured"),
    ).toBeVisible();
    const firstCard = visitor.getByRole("article").first();
    await expect(firstCard.getByRole("link").first()).toHaveText(name, { useInnerText: true });
    await expect(firstCard.getByText("Featured", { exact: true })).toBeVisible();
    expect(visitorErrors).toEqual([]);

    // The listing's custom fields on a phone, then at desktop width.
    const { page: phone, errors: phoneErrors } = await openPage(viewports.mobile, `/productdetail/${listingId}`);
    const details = phone.getByRole("region", { name: "Details" });
    await expect(details.getByRole("link", { name: "fernhill.example.org" })).toBeVisible();
    await expect(total(details, "Same-day delivery")).toHaveText("Yes");
    await expect(total(details, "Established")).toHaveText("2009");
    await expect(total(details, "Specialities")).toHaveText("Wedding flowers, dried wreaths");
    await bringIntoView(phone, details);
    await shot(phone, "custom-fields", viewports.mobile);
    await phone.setViewportSize(viewports.desktop);
    await bringIntoView(phone, details);
    await shot(phone, "custom-fields", viewports.desktop);
    expect(phoneErrors).toEqual([]);
  });
});
