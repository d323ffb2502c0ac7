import type { BrowserContext, Page } from "@playwright/test";
import { e2eAdmin } from "./accounts.ts";
import { signInThroughDialog } from "./auth-flows.ts";
import { expect } from "./fixtures.ts";

/**
 * Signs the suite's Super-Admin in on the site and opens the admin panel from My Account's Admin
 * button (the hand-off); answers the panel's page once the server has confirmed the admin.
 */
export async function openAdminPanel(page: Page, context: BrowserContext): Promise<Page> {
  await page.goto("/");
  await signInThroughDialog(page, e2eAdmin.email, e2eAdmin.password);
  await page.getByRole("button", { name: /My Account/ }).click();
  const popup = context.waitForEvent("page");
  await page.getByRole("region", { name: "My Account" }).getByRole("button", { name: "Admin" }).click();
  const admin = await popup;
  await expect(admin.getByRole("navigation", { name: "Admin sections" })).toBeVisible({ timeout: 15_000 });
  return admin;
}
