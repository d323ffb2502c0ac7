import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { openAdminPanel } from "./support/admin-panel.ts";
import { expect, test } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

/** The page at 1280 and 390 px, as docs/screenshots/admin-{name}-{width}.png. */
async function shotBothWidths(page: Page, name: string) {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: screenshotPath(`admin-${name}-${viewport.width}`), animations: "disabled" });
  }
  await page.setViewportSize(viewports.desktop);
}

// Several people and pages in one test, on a shared two-core machine: three times the suite's limit.
test.beforeEach(() => test.slow());

test.describe("the admin catalogue", () => {
  test("an admin renames a category in the panel and the site's categories page shows it at once", async ({
    page,
    context,
  }) => {
    const word = randomBytes(4).toString("hex");
    const created = `Kiosks ${word}`;
    const renamed = `Market Stalls ${word}`;
    const admin = await openAdminPanel(page, context);

    await admin.getByRole("link", { name: "Catalogue" }).click();
    await expect(admin.getByRole("heading", { name: "Catalogue", level: 1 })).toBeVisible();
    await expect(admin.getByText(/categories, in the order the site shows them/)).toBeVisible();
    await shotBothWidths(admin, "catalogue");
    // The edit dialog of a demo category, for the screenshots (the test's own names carry a suffix).
    await admin.getByRole("button", { name: "Edit Pets" }).click();
    const pets = admin.getByRole("dialog", { name: "Edit Pets" });
    await expect(pets.getByLabel("Name")).toHaveValue("Pets");
    await shotBothWidths(admin, "catalogue-edit-dialog");
    await pets.getByRole("button", { name: "Cancel" }).click();
    await expect(pets).toBeHidden();

    // A category of this test's own, so that no other test's names change.
    await admin.getByRole("button", { name: "New category" }).click();
    const create = admin.getByRole("dialog", { name: "New category" });
    await create.getByLabel("Name").fill(created);
    await create.getByRole("button", { name: "Create" }).click();
    await expect(create).toBeHidden();
    await expect(admin.getByText(created, { exact: true })).toBeVisible();

    await admin.getByRole("button", { name: `Edit ${created}` }).click();
    const edit = admin.getByRole("dialog", { name: `Edit ${created}` });
    await expect(edit.getByLabel("Slug")).toHaveValue(`kiosks-${word}`);
    await edit.getByLabel("Name").fill(renamed);
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    await expect(admin.getByText(renamed, { exact: true })).toBeVisible();

    // The new category is last; the keyboard moves it up one place.
    await admin.getByRole("button", { name: `Move ${renamed} up` }).focus();
    await admin.keyboard.press("Enter");
    await expect(admin.getByRole("button", { name: `Move ${renamed} down` })).toBeEnabled();

    await page.goto("/categories");
    await expect(page.getByText(renamed, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(created, { exact: true })).toHaveCount(0);

    await admin.getByRole("link", { name: "Plans" }).click();
    await expect(admin.getByRole("heading", { name: "Plans", level: 1 })).toBeVisible();
    await expect(
      admin.getByText("Changes apply to new subscriptions now and to current subscribers from their next period."),
    ).toBeVisible();
    await expect(admin.getByRole("region", { name: "Hire plans" })).toBeVisible();
    await shotBothWidths(admin, "plans");
  });
});
