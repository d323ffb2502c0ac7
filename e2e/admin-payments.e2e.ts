import type { Locator, Page } from "@playwright/test";
import { e2eAdmin } from "./support/accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { openAdminPanel } from "./support/admin-panel.ts";
import { expect, test } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

/** docs/screenshots/admin-{name}-{width}.png at 1280 and 390 px, whole page; left at 1280. */
async function shotBothWidths(page: Page, name: string) {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: screenshotPath(`admin-${name}-${viewport.width}`),
      fullPage: true,
      animations: "disabled",
    });
  }
  await page.setViewportSize(viewports.desktop);
}

/** The open dialog at 1280 and 390 px, scrolled to `focus` (a modal scrolls inside itself); left at 1280. */
async function shotDialogBothWidths(page: Page, name: string, focus: Locator) {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`admin-${name}-${viewport.width}`), animations: "disabled" });
  }
  await page.setViewportSize(viewports.desktop);
}

/** What the server says of the signed-in user: connects and the live user plan. */
async function balanceOf(baseUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const session = (await (await fetch(`${baseUrl}/api/auth/session`, { headers })).json()) as {
    result_value: { connects: number };
  };
  const plans = (await (await fetch(`${baseUrl}/api/subscription`, { headers })).json()) as {
    result_value: { user: { plan: { name: string } } | null };
  };
  return { connects: session.result_value.connects, plan: plans.result_value.user?.plan.name ?? null };
}

test.describe("admin payments", { tag: "@db" }, () => {
  test.use({ accountLabel: "Refundee" });
  test.beforeEach(() => test.slow());

  test("a user buys Basic in test mode, an admin refunds it in the panel, the connects drop and the plan ends", async ({
    page,
    browser,
    server,
    signedIn,
  }) => {
    // The user buys Basic (40 connects) through the site's test checkout.
    await page.goto("/productsubscriptionplan");
    await page.getByRole("button", { name: "Buy Basic" }).click();
    await expect(page.getByText("Test mode — no real payment")).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Payment confirmed" })).toBeVisible();
    const before = await balanceOf(server.baseUrl, signedIn.token);
    expect(before).toEqual({ connects: 40, plan: "Basic" });

    // The admin, in a browser context of their own, opens the panel (on its user list, as the
    // spec has it) and goes to the dashboard.
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: server.baseUrl });
    try {
      const site = await context.newPage();
      const admin = await openAdminPanel(site, context);
      await admin.getByRole("link", { name: "Dashboard" }).click();
      await expect(admin.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
      await expect(admin.getByRole("list", { name: "Totals for the period" })).toBeVisible();
      await expect(admin.locator(".recharts-surface").first()).toBeVisible({ timeout: 15_000 });
      expect(await seriousViolations(admin)).toEqual([]);
      await shotBothWidths(admin, "dashboard");

      await admin.getByRole("link", { name: "Payments" }).click();
      await expect(admin.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();
      await admin.getByLabel("Payer e-mail or receipt").fill(signedIn.person.email);
      await admin.getByLabel("Payer e-mail or receipt").press("Enter");
      const row = admin.getByRole("row", { name: new RegExp(signedIn.person.name) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("cell").nth(2)).toHaveText("$9.00");
      expect(await seriousViolations(admin)).toEqual([]);
      await admin.getByLabel("Payer e-mail or receipt").fill("");
      await admin.getByLabel("Payer e-mail or receipt").press("Enter");
      await shotBothWidths(admin, "payments");
      await admin.getByLabel("Payer e-mail or receipt").fill(signedIn.person.email);
      await admin.getByLabel("Payer e-mail or receipt").press("Enter");
      await expect(row).toHaveCount(1);

      await row.getByRole("button", { name: /^Details/ }).click();
      const drawer = admin.getByRole("dialog", { name: /^Payment MSM-/ });
      await expect(drawer.getByText("40 connects").first()).toBeVisible();
      await drawer.getByRole("button", { name: "Refund $9.00…" }).click();
      await expect(drawer.getByRole("alert")).toHaveText("Write a note saying why the payment is refunded.");
      await drawer.getByLabel("Note (why the payment is refunded)").fill("Bought by mistake, asked the same day");
      await drawer.getByRole("button", { name: "Refund $9.00…" }).click();
      await expect(drawer.getByText(`Refund $9.00 to ${signedIn.person.email}?`)).toBeVisible();
      expect(await seriousViolations(admin)).toEqual([]);
      await shotDialogBothWidths(admin, "payment-refund", drawer.getByRole("button", { name: "Yes, refund" }));
      await drawer.getByRole("button", { name: "Yes, refund" }).click();
      await expect(drawer.getByRole("heading", { name: "Refunded" })).toBeVisible();
      await expect(drawer.getByText("“Bought by mistake, asked the same day”")).toBeVisible();
      await drawer.getByRole("button", { name: "Close the payment details" }).click();
      const purchase = row.filter({ hasText: "Purchase" });
      await expect(purchase.getByRole("cell").nth(3)).toHaveText("Refunded");
      await expect(row.filter({ hasText: "Refund" }).first()).toBeVisible();

      // The user's connects are gone and the plan has ended.
      expect(await balanceOf(server.baseUrl, signedIn.token)).toEqual({ connects: 0, plan: null });
      await page.goto("/");
      await page.getByRole("button", { name: /My Account/ }).click();
      await expect(page.getByRole("region", { name: "My Account" }).getByText("No subscription yet")).toBeVisible();

      // The audit log has the refund, its note and its before → after.
      await admin.getByRole("link", { name: "Audit log" }).click();
      await admin.getByLabel("Search", { exact: true }).fill("Bought by mistake");
      await admin.getByLabel("Search", { exact: true }).press("Enter");
      const entry = admin.getByRole("listitem").filter({ hasText: "payment.refund" });
      await expect(entry).toHaveCount(1);
      await expect(entry.getByText(e2eAdmin.email)).toBeVisible();
      await expect(entry.locator("del").first()).toHaveText("paid");
      await expect(entry.locator("ins").first()).toHaveText("refunded");
      expect(await seriousViolations(admin)).toEqual([]);
      await admin.getByLabel("Search", { exact: true }).fill("");
      await admin.getByLabel("Search", { exact: true }).press("Enter");
      await shotBothWidths(admin, "audit");
    } finally {
      await context.close();
    }
  });
});
