import { seriousViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { publishedListing } from "./support/listings.ts";
import { businessName } from "./support/names.ts";
import { shot } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

test.use({ accountLabel: "Vendor" });

async function vendorApi<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !isForm ? { "content-type": "application/json" } : {}) },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result_value: T }).result_value;
}

test.describe("the vendor funnel", () => {
  test("counts a visitor's impression and view, and shows the listing's and the business's funnel", async ({
    page,
    errors,
    openPage,
    request,
    server,
    signedIn,
  }) => {
    test.setTimeout(120_000);
    const name = businessName("Bakery");
    const { listingId, subcategory: sub } = await publishedListing(request, signedIn.token, {
      name,
      categoryIndex: 3,
      cover: { width: 800, height: 500, rgb: [180, 120, 60] },
      description: "Sourdough and rye, baked before dawn.",
      priceCents: 450,
      address: "3 Mill Lane",
      email: "hello@bakery.example.org",
      website: "https://bakery.example.org",
      openingHours: { "1": [{ open: "07:00", close: "15:00" }] },
    });

    // A visitor sees the card in its subcategory's list, and opens it.
    const visitor = await openPage(viewports.desktop);
    const beacon = visitor.page.waitForResponse((res) => res.url().endsWith("/api/listings/impressions"));
    await visitor.page.goto(`/products?${new URLSearchParams({ subcategoryId: sub._id, name: sub.subCategoryName })}`);
    expect((await beacon).status()).toBe(202);
    await visitor.page.getByRole("link", { name, exact: true }).click();
    await expect(visitor.page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect
      .poll(async () => {
        const funnel = await vendorApi<{ totals: { impressions: number; views: number } }>(
          server.baseUrl,
          signedIn.token,
          "GET",
          `/api/vendor/listings/${listingId}/funnel`,
        );
        return [funnel.totals.impressions, funnel.totals.views];
      })
      .toEqual([1, 1]);

    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await page.setViewportSize(viewport);
      await page.goto(`/listingfunnel/${listingId}`);
      const steps = page.getByRole("list", { name: "The funnel" });
      await expect(steps.getByRole("listitem").first()).toHaveText("Impressions1cards shown in lists");
      await expect(steps.getByRole("listitem").nth(1)).toHaveText("Views1100.0% of impressions");
      await expect(page.locator(".funnel-chart .recharts-wrapper")).toBeVisible();
      await shot(page, "listing-funnel", viewport, true);

      await page.goto("/businessfunnel");
      const table = page.getByRole("region", { name: "Each listing's numbers" });
      await expect(table.getByRole("link", { name })).toBeVisible();
      await page.getByRole("radio", { name: "Last 7 days" }).check();
      await expect(page.getByText(/^1 listing, /)).toBeVisible();
      await shot(page, "business-funnel", viewport, true);
      expect(await seriousViolations(page), `axe at ${viewport.width} px`).toEqual([]);
    }
    await page.setViewportSize(viewports.desktop);
    await page.getByRole("button", { name: "Views per impression" }).click();
    await expect(page.getByRole("columnheader", { name: "Views per impression" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });
});
