import type { Page } from "@playwright/test";
import type { ListingDetail, ListingSummary } from "@mp/contracts/listing";
import { getJson } from "./support/api.ts";
import { watchConsoleErrors } from "./support/browser.ts";
import { expect, test } from "./support/fixtures.ts";
import { viewports } from "./support/viewports.ts";

/**
 * Decision 023: the public pages arrive rendered. Without JavaScript their HTML shows the content;
 * with it, the page hydrates without an error in the console and without asking the API again
 * for what the server already fetched.
 */

/** The newest published listing with a price, in full. */
async function aListing(request: Parameters<typeof getJson>[0]): Promise<ListingDetail> {
  const list = await getJson<{ result_value: ListingSummary[] }>(request, "/api/listings?sort=newest&limit=20");
  const priced = list.result_value.find((item) => item.priceCents !== null) ?? list.result_value[0];
  if (!priced) throw new Error("The demo catalogue has no listing.");
  return (await getJson<{ result_value: ListingDetail }>(request, `/api/listings/${priced._id}`)).result_value;
}

/** The API reads (GETs) the page makes, by path and query. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.startsWith("/api/")) reads.push(url.pathname + url.search);
  });
  return reads;
}

test("without JavaScript, a listing's page and the home page show their content", async ({
  browser,
  server,
  request,
}) => {
  const listing = await aListing(request);
  const categories = await getJson<{ result_value: { categoryName: string }[] }>(request, "/api/category");
  const firstCategory = categories.result_value[0]!.categoryName;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: viewports.mobile,
    baseURL: server.baseUrl,
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(`/productdetail/${listing._id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: listing.name })).toBeVisible();
    await expect(page.getByText(listing.description.slice(0, 60))).toBeVisible();
    await expect(page).toHaveTitle(`${listing.name} · Main Street Market`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes(JSON.stringify(listing.name)))).toBe(true);

    const home = await page.goto("/");
    expect(home?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Explore categories" })).toBeVisible();
    // The categories are in the HTML, not fetched by a script that does not run.
    await expect(page.getByRole("button", { name: firstCategory, exact: true })).toBeVisible();

    const missing = await page.goto("/productdetail/00000000-0000-4000-8000-000000000000");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Listing not found" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("without JavaScript, the job search form still filters Find Jobs", async ({ browser, server }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.baseUrl });
  try {
    const page = await context.newPage();
    await page.goto("/findjob");
    await page.getByLabel("Job type").selectOption("full-time");
    await page.getByRole("search", { name: "Job search" }).getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]jobType=full-time/);
    const cards = page.locator("article");
    await expect(cards.first()).toBeVisible();
    expect((await cards.allInnerTexts()).every((text) => text.includes("Full-time"))).toBe(true);
    await expect(page.getByLabel("Job type")).toHaveValue("full-time");
  } finally {
    await context.close();
  }
});

test("a server-rendered listing hydrates without errors and without fetching the listing again", async ({
  openPage,
  request,
}) => {
  const listing = await aListing(request);
  const { page, errors } = await openPage(viewports.desktop);
  const reads = apiReads(page);
  await page.goto(`/productdetail/${listing._id}`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: listing.name })).toBeVisible();
  // Hydrated: the header's sign-in opens its dialog.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(reads.filter((path) => path.startsWith(`/api/listings/${listing._id}`) && !path.includes("/gallery"))).toEqual(
    [],
  );
  expect(errors).toEqual([]);
});

test("the home page hydrates without errors and without fetching its categories again", async ({ page, errors }) => {
  const reads = apiReads(page);
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Explore categories" })).toBeVisible();
  expect(reads.filter((path) => path.startsWith("/api/category"))).toEqual([]);
  expect(reads.filter((path) => path.startsWith("/api/featured-listings"))).toEqual([]);
  expect(errors).toEqual([]);
});

test("a public page renders its first frame before it asks for any script, then hydrates (decision 042)", async ({
  openPage,
  request,
}) => {
  const listing = await aListing(request);
  for (const path of ["/", `/productdetail/${listing._id}`]) {
    const { page, errors } = await openPage(viewports.mobile);
    // The first frame after the page's HTML is parsed: what it shows and which scripts were asked for by then.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () =>
        requestAnimationFrame(() => {
          const scripts = performance.getEntriesByType("resource").filter((entry) => /\.js$/.test(entry.name));
          Object.assign(window, {
            firstFrame: { heading: document.querySelector("h1")?.textContent ?? null, scripts: scripts.length },
          });
        }),
      );
    });
    await page.goto(path, { waitUntil: "networkidle" });
    // Hydrated: the header's sign-in opens its dialog.
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame);
    expect(firstFrame, path).toEqual({ heading: expect.any(String), scripts: 0 });
    expect(errors, path).toEqual([]);
  }
});

test("pages hydrate without a mismatch in a time zone far from the server's", async ({ browser, server, request }) => {
  const listing = await aListing(request);
  const freelancers = await getJson<{ result_value: { _id: string }[] }>(request, "/api/freelancers?limit=1");
  // UTC+14: its day is not the server's for most of the day, so a date the server wrote would differ.
  const context = await browser.newContext({ timezoneId: "Pacific/Kiritimati", baseURL: server.baseUrl });
  try {
    const page = await context.newPage();
    const errors = watchConsoleErrors(page);
    for (const path of [
      "/findjob",
      "/hirefreelancers",
      `/freelancer/${freelancers.result_value[0]!._id}`,
      `/productdetail/${listing._id}`,
      "/search?q=coffee",
    ]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
