import { apiOk } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { publishedListing } from "./support/listings.ts";
import { businessName } from "./support/names.ts";
import { shot } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

test.use({ accountLabel: "Vendor" });

type Funnel = { totals: Record<string, number> };

test.describe("the vendor funnel", () => {
  test("counts a visitor's impression, view and contact from a feature ad, and shows the listing's, the business's and the ad's funnel", async ({
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

    const hour = 60 * 60 * 1000;
    const ad = (
      await apiOk<{ _id: string }>(server.baseUrl, "POST", "/vendor/feature-ads", signedIn.token, {
        listingId,
        startsAt: new Date(Date.now() - hour).toISOString(),
        endsAt: new Date(Date.now() + 7 * 24 * hour).toISOString(),
      })
    ).result_value;

    // A visitor sees the featured card atop its subcategory, opens it, and follows its website link.
    const visitor = await openPage(viewports.desktop);
    await visitor.page.context().route("https://bakery.example.org/**", (route) => route.fulfill({ body: "Bakery" }));
    const beacon = visitor.page.waitForResponse((res) => res.url().endsWith("/api/listings/impressions"));
    await visitor.page.goto(`/products?${new URLSearchParams({ subcategoryId: sub._id, name: sub.subCategoryName })}`);
    expect((await beacon).status()).toBe(202);
    const click = visitor.page.waitForResponse((res) =>
      res.url().endsWith(`/api/listings/${listingId}/featured-click`),
    );
    await visitor.page.getByRole("region", { name: "Featured" }).getByRole("link", { name, exact: true }).click();
    expect((await click).status()).toBe(202);
    await expect(visitor.page.getByRole("heading", { level: 1, name })).toBeVisible();
    const contact = visitor.page.waitForResponse(
      (res) =>
        res.url().endsWith(`/api/listings/${listingId}/events`) &&
        res.request().postData()?.includes("contact") === true,
    );
    await visitor.page.getByRole("link", { name: "Website" }).click();
    expect((await contact).status()).toBe(202);
    await expect
      .poll(async () => {
        const { totals } = (
          await apiOk<Funnel>(server.baseUrl, "GET", `/vendor/listings/${listingId}/funnel`, signedIn.token)
        ).result_value;
        return [totals.impressions, totals.views, totals.contactClicks];
      })
      .toEqual([1, 1, 1]);
    // The ad's numbers are the part of the listing's it brought: its card shown, opened, and the contact.
    const adFunnel = await apiOk<Funnel>(server.baseUrl, "GET", `/vendor/feature-ads/${ad._id}/funnel`, signedIn.token);
    expect(adFunnel.result_value.totals).toMatchObject({
      impressions: 1,
      clicks: 1,
      contactClicks: 1,
      messages: 0,
      saves: 0,
    });

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

      await page.goto("/featureads");
      await page
        .getByRole("group", { name: `Actions for ${name}` })
        .getByRole("link", { name: "Funnel" })
        .click();
      await expect(page).toHaveURL(`${server.baseUrl}/featureadfunnel/${ad._id}`);
      const adSteps = page.getByRole("list", { name: "The funnel" });
      await expect(adSteps.getByRole("listitem").nth(1)).toHaveText("Clicks1100.0% of impressions");
      await expect(adSteps.getByRole("listitem").nth(2)).toHaveText("Contact clicks1100.0% of clicks");
      await expect(page.locator(".funnel-chart .recharts-wrapper")).toBeVisible();
      await shot(page, "feature-ad-funnel", viewport, true);
      expect(await seriousViolations(page), `axe at ${viewport.width} px`).toEqual([]);
    }
    await page.setViewportSize(viewports.desktop);
    await page.goto("/businessfunnel");
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
