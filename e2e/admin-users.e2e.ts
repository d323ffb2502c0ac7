import { seriousViolations } from "./support/axe.ts";
import { openAdminPanel } from "./support/admin-panel.ts";
import { expect, test } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

// Several people and pages in one test, on a shared two-core machine: three times the suite's limit.
test.beforeEach(() => test.slow());

test.describe("the admin users pages", () => {
  test("an admin suspends a user in the panel: their session ends and their listing leaves the site", async ({
    page,
    context,
    openPage,
    vendorWithListing,
  }) => {
    const {
      vendor,
      page: vendorPage,
      listingId,
      listingName,
    } = await vendorWithListing("Potter", "Pottery", {
      categoryIndex: 3,
      description: "Hand-thrown mugs and bowls.",
    });
    const { page: visitor } = await openPage(viewports.desktop, `/productdetail/${listingId}`);
    await expect(visitor.getByRole("heading", { name: listingName, level: 1 })).toBeVisible();

    const admin = await openAdminPanel(page, context);
    await admin.getByRole("link", { name: "Users" }).click();
    await admin.getByLabel("Search users").fill(vendor.email);
    await admin.getByRole("link", { name: vendor.name }).click();
    await expect(admin.getByRole("heading", { name: vendor.name, level: 1 })).toBeVisible();
    await expect(admin.getByRole("region", { name: "Account" })).toContainText("1 listing, 0 jobs, 0 applications");
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await admin.setViewportSize(viewport);
      await admin.evaluate(() => window.scrollTo(0, 0));
      await admin.screenshot({
        path: screenshotPath(`admin-user-details-${viewport.width}`),
        fullPage: true,
        animations: "disabled",
      });
    }
    await admin.setViewportSize(viewports.desktop);
    expect(await seriousViolations(admin)).toEqual([]);

    await admin.getByRole("button", { name: "Suspend" }).click();
    const dialog = admin.getByRole("dialog", { name: `Suspend ${vendor.name}?` });
    await expect(dialog.getByLabel("Note (why)")).toBeFocused();
    expect(await seriousViolations(admin)).toEqual([]);
    await dialog.getByLabel("Note (why)").fill("Selling pieces that are not handmade.");
    await dialog.getByRole("button", { name: "Suspend" }).click();
    await expect(admin.getByRole("note")).toContainText("“Selling pieces that are not handmade.”");

    // The vendor's next page load finds the session gone; the listing has left the site.
    await vendorPage.reload();
    await expect(vendorPage.getByRole("button", { name: "Sign in", exact: true }).first()).toBeVisible();
    await expect(vendorPage.getByRole("button", { name: /My Account/ })).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: "Listing not found", level: 1 })).toBeVisible();

    // Restored, the listing is back.
    await admin.getByRole("button", { name: "Restore" }).click();
    await admin
      .getByRole("dialog", { name: `Restore ${vendor.name}?` })
      .getByRole("button", { name: "Restore" })
      .click();
    await expect(admin.getByRole("button", { name: "Suspend" })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: listingName, level: 1 })).toBeVisible();
  });
});
