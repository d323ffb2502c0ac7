import type { APIRequestContext } from "@playwright/test";
import { getJson } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { signInThroughDialog } from "./support/auth-flows.ts";
import { openAdminPanel } from "./support/admin-panel.ts";
import { expect, test } from "./support/fixtures.ts";
import { png } from "./support/png.ts";
import { screenshotPath } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

type CategoryList = { result_value: { _id: string }[] };

/** Signs the Super-Admin in on the site and opens the admin panel from the account menu (the hand-off). */
/** The API as the signed-in vendor: the body's `result_value`, or a thrown error. */
async function vendorApi<T>(baseUrl: string, token: string, path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(baseUrl + path, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...(body && !isForm ? { "content-type": "application/json" } : {}) },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result_value: T }).result_value;
}

/** A published listing of the vendor's, made through the API as the listing form would. */
async function publishedListing(request: APIRequestContext, baseUrl: string, token: string, name: string) {
  const category = (await getJson<CategoryList>(request, "/api/category")).result_value[3]!;
  const subcategory = (await getJson<CategoryList>(request, `/api/subcategory/${category._id}`)).result_value[0]!;
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png(640, 400, [160, 82, 45]))], { type: "image/png" }), "cover.png");
  const cover = await vendorApi<{ _id: string }>(baseUrl, token, "/api/vendor/images", form);
  const listing = await vendorApi<{ _id: string }>(baseUrl, token, "/api/vendor/listings", {
    kind: "business",
    categoryId: category._id,
    subcategoryId: subcategory._id,
    name,
    description: "Hand-thrown mugs and bowls.",
    priceCents: 1800,
    currency: "USD",
    address: "12 Kiln Lane",
    city: "Springfield",
    latitude: 40.71,
    longitude: -74.0,
    phone: "+1 555 0150",
    email: "hello@pottery.example.org",
    website: "https://pottery.example.org",
    coverImageId: cover._id,
  });
  await vendorApi(baseUrl, token, `/api/vendor/listings/${listing._id}/publish`);
  return listing._id;
}

test.describe("the admin users pages", () => {
  test("an admin suspends a user in the panel: their session ends and their listing leaves the site", async ({
    page,
    context,
    request,
    server,
    signUp,
    openPage,
  }) => {
    const vendor = await signUp("Potter");
    const { page: vendorPage } = await openPage(viewports.desktop, "/");
    await signInThroughDialog(vendorPage, vendor.email, vendor.password);
    const token = await vendorPage.evaluate(() => localStorage.getItem("employerToken"));
    const listingName = `${vendor.name} Pottery`;
    const listingId = await publishedListing(request, server.baseUrl, token!, listingName);
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
