import { getJson } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { businessName } from "./support/names.ts";
import { png } from "./support/png.ts";
import { shot } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

type CategoryList = { result_value: { _id: string }[] };
type SubcategoryList = { result_value: { _id: string; subCategoryName: string }[] };

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
    const category = (await getJson<CategoryList>(request, "/api/category")).result_value[3]!;
    const sub = (await getJson<SubcategoryList>(request, `/api/subcategory/${category._id}`)).result_value[0]!;
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png(800, 500, [180, 120, 60]))], { type: "image/png" }), "cover.png");
    const cover = await vendorApi<{ _id: string }>(server.baseUrl, signedIn.token, "POST", "/api/vendor/images", form);
    const listing = await vendorApi<{ _id: string }>(server.baseUrl, signedIn.token, "POST", "/api/vendor/listings", {
      kind: "business",
      categoryId: category._id,
      subcategoryId: sub._id,
      name,
      description: "Sourdough and rye, baked before dawn.",
      priceCents: 450,
      currency: "USD",
      address: "3 Mill Lane",
      city: "Springfield",
      latitude: 40.72,
      longitude: -74.01,
      phone: "+1 555 0177",
      email: "hello@bakery.example.org",
      website: "https://bakery.example.org",
      openingHours: { "1": [{ open: "07:00", close: "15:00" }] },
      coverImageId: cover._id,
    });
    await vendorApi(server.baseUrl, signedIn.token, "POST", `/api/vendor/listings/${listing._id}/publish`);

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
          `/api/vendor/listings/${listing._id}/funnel`,
        );
        return [funnel.totals.impressions, funnel.totals.views];
      })
      .toEqual([1, 1]);

    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await page.setViewportSize(viewport);
      await page.goto(`/listingfunnel/${listing._id}`);
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
