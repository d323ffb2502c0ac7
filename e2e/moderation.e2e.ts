import type { APIRequestContext } from "@playwright/test";
import { getJson, postAs } from "./support/api.ts";
import { signInThroughDialog } from "./support/auth-flows.ts";
import { openAdminPanel } from "./support/admin-panel.ts";
import { expect, test } from "./support/fixtures.ts";
import { png } from "./support/png.ts";
import { screenshotPath } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

type CategoryList = { result_value: { _id: string }[] };

const NOTE = "Sells mass-produced mugs as handmade.";

/** A published listing of the vendor's, made through the API as the listing form would. */
async function publishedListing(request: APIRequestContext, baseUrl: string, token: string, name: string) {
  const category = (await getJson<CategoryList>(request, "/api/category")).result_value[2]!;
  const subcategory = (await getJson<CategoryList>(request, `/api/subcategory/${category._id}`)).result_value[0]!;
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png(640, 400, [70, 110, 160]))], { type: "image/png" }), "cover.png");
  const cover = await postAs<{ _id: string }>(baseUrl, token, "/api/vendor/images", form);
  const listing = await postAs<{ _id: string }>(baseUrl, token, "/api/vendor/listings", {
    kind: "business",
    categoryId: category._id,
    subcategoryId: subcategory._id,
    name,
    description: "Mugs and bowls, thrown on the wheel.",
    priceCents: 2400,
    currency: "USD",
    address: "3 Glaze Street",
    city: "Springfield",
    latitude: 40.71,
    longitude: -74.0,
    phone: "+1 555 0151",
    email: "hello@mugs.example.org",
    website: "https://mugs.example.org",
    coverImageId: cover._id,
  });
  await postAs(baseUrl, token, `/api/vendor/listings/${listing._id}/publish`);
  return listing._id;
}

test.describe("moderation", () => {
  test("a visitor reports a listing, an admin hides it in the panel: it 404s for visitors and its owner sees why", async ({
    page,
    context,
    request,
    server,
    signUp,
    openPage,
  }) => {
    const vendor = await signUp("Mugmaker");
    const { page: vendorPage } = await openPage(viewports.desktop, "/");
    await signInThroughDialog(vendorPage, vendor.email, vendor.password);
    const token = await vendorPage.evaluate(() => localStorage.getItem("employerToken"));
    const listingName = `${vendor.name} Mugs`;
    const listingId = await publishedListing(request, server.baseUrl, token!, listingName);

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
