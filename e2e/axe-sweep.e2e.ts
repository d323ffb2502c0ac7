import type { Page } from "@playwright/test";
import type { ListingDetail, ListingSummary } from "@mp/contracts/listing";
import { getJson } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { hydrated } from "./support/browser.ts";
import { expect, test } from "./support/fixtures.ts";
import { viewports } from "./support/viewports.ts";

/**
 * Issue 16's evidence: axe finds nothing serious or critical on any page of the site, for a
 * visitor and for a signed-in member, at the phone width (where the header, the bottom bar and
 * the folded filters differ). The specs of each flow check their own pages too, in their states.
 */

/** Opens `path`, waits until the page is React's and its main heading or dialog is there, and runs axe. */
async function violationsAt(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator("h1, [role=dialog]").first()).toBeVisible();
  // Nothing still loading: a skeleton is not the page.
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  return (await seriousViolations(page)).map((violation) => `${path} → ${violation}`);
}

test.describe("accessibility of every page", () => {
  test.use({ viewport: viewports.mobile });

  test("a visitor's pages have no serious or critical axe finding", async ({ page, request, errors }) => {
    test.setTimeout(180_000);
    const listings = await getJson<{ result_value: ListingSummary[] }>(request, "/api/listings?sort=newest&limit=5");
    const summary = listings.result_value[0]!;
    const listing = (await getJson<{ result_value: ListingDetail }>(request, `/api/listings/${summary._id}`))
      .result_value;
    const jobs = await getJson<{ result_value: { _id: string }[] }>(request, "/api/jobs?limit=1");
    const freelancers = await getJson<{ result_value: { _id: string }[] }>(request, "/api/freelancers?limit=1");
    const paths = [
      "/",
      "/categories",
      "/findjob",
      "/hirefreelancers",
      "/ourproducts",
      "/search?q=coffee",
      `/products/${encodeURIComponent(listing.subcategoryName)}/${listing.subcategoryId}`,
      `/productdetail/${listing._id}`,
      `/vendor/${listing.vendor._id}`,
      `/job/${jobs.result_value[0]!._id}`,
      `/freelancer/${freelancers.result_value[0]!._id}`,
      "/about",
      "/contact",
      "/help",
      "/privacy",
      "/terms-conditions",
      "/login",
      "/signup",
      "/forgotpassword",
    ];
    const found: string[] = [];
    for (const path of paths) found.push(...(await violationsAt(page, path)));
    expect(errors).toEqual([]);
    // Pages that show a refusal: the browser logs the API's 400 and the page's own 404.
    for (const path of ["/confirmemail?token=not-a-real-token", "/no-such-page"]) {
      found.push(...(await violationsAt(page, path)));
    }
    expect(found).toEqual([]);
  });

  test("a signed-in member's pages have no serious or critical axe finding", async ({ page, signedIn, errors }) => {
    test.setTimeout(180_000);
    expect(signedIn.token).toBeTruthy();
    const paths = [
      "/saved",
      "/saved-searches",
      "/messages",
      "/activitylog",
      "/productsubscriptionplan",
      "/hiresubscriptionplan",
      "/userproducts",
      "/addproducts",
      "/profile",
      "/bannerads",
      "/featureads",
      "/businessfunnel",
      "/registerfreelancer",
      "/registerclient",
      "/freelancerjobhire",
    ];
    const found: string[] = [];
    for (const path of paths) found.push(...(await violationsAt(page, path)));
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
});
