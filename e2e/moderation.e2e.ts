import { signInThroughDialog } from "./support/auth-flows.ts";
import { openAdminPanel } from "./support/admin-panel.ts";
import { expect, test } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

const NOTE = "Sells mass-produced mugs as handmade.";

// Several people and pages in one test, on a shared two-core machine: three times the suite's limit.
test.beforeEach(() => test.slow());

test.describe("moderation", () => {
  test("a visitor reports a listing, an admin hides it in the panel: it 404s for visitors and its owner sees why", async ({
    page,
    context,
    signUp,
    openPage,
    vendorWithListing,
  }) => {
    const {
      page: vendorPage,
      listingId,
      listingName,
    } = await vendorWithListing("Mugmaker", "Mugs", {
      categoryIndex: 2,
      description: "Mugs and bowls, thrown on the wheel.",
      priceCents: 2400,
    });

    // A signed-out visitor is sent to sign in; a signed-in one reports with a reason and a note.
    const reporter = await signUp("Reporter");
    const { page: phone } = await openPage(viewports.mobile, `/productdetail/${listingId}`);
    await expect(phone.getByRole("heading", { name: listingName, level: 1 })).toBeVisible();
    await expect(phone.getByRole("link", { name: "Report: sign in first" })).toBeVisible();
    await phone.goto("/");
    await signInThroughDialog(phone, reporter.email, reporter.password);
    await phone.goto(`/productdetail/${listingId}`);
    await phone.getByRole("button", { name: "Report", exact: true }).click();
    const dialog = phone.getByRole("dialog", { name: "Report this listing" });
    await dialog.getByLabel("Reason").selectOption({ label: "Scam or fraud" });
    await dialog.getByLabel("Note (optional)").fill("The pictures are from a factory catalogue.");
    await phone.screenshot({ path: screenshotPath("moderation-report-dialog-390"), animations: "disabled" });
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(phone.getByText("Thanks — our moderators will review this.")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The admin finds it in the queue and hides it with a note.
    const admin = await openAdminPanel(page, context);
    await admin.getByRole("link", { name: "Moderation" }).click();
    const item = admin.getByRole("article", { name: `Listing: ${listingName}` });
    await expect(item).toContainText("Scam or fraud");
    await expect(item).toContainText("The pictures are from a factory catalogue.");
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await admin.setViewportSize(viewport);
      await admin.evaluate(() => window.scrollTo(0, 0));
      await admin.screenshot({ path: screenshotPath(`admin-moderation-${viewport.width}`), animations: "disabled" });
    }
    await admin.setViewportSize(viewports.desktop);
    await item.getByRole("button", { name: "Hide" }).click();
    const hide = admin.getByRole("dialog", { name: `Hide the listing "${listingName}"?` });
    await hide.getByLabel("Note to the owner (why)").fill(NOTE);
    await hide.getByRole("button", { name: "Hide" }).click();
    await expect(admin.getByText("Hidden. The owner has been told why.")).toBeVisible();
    await admin.getByRole("tab", { name: "Hidden" }).click();
    await expect(admin.getByRole("article", { name: `Listing: ${listingName}` })).toContainText(`Hidden: ${NOTE}`);

    // Gone for visitors; the owner sees the notice on their listings.
    const { page: visitor } = await openPage(viewports.desktop, `/productdetail/${listingId}`);
    await expect(visitor.getByRole("heading", { name: "Listing not found", level: 1 })).toBeVisible();
    await vendorPage.goto("/vendorproducts");
    await expect(vendorPage.getByRole("note")).toContainText(`Hidden by a moderator: ${NOTE}`);
    await vendorPage.screenshot({ path: screenshotPath("moderation-owner-notice-1280"), animations: "disabled" });
  });
});
