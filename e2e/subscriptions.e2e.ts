import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { shot, shotAtBothWidths } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

type Plan = { _id: string; name: string; connectsPerPeriod: number; freelancersPerPeriod: number };

async function plansOf(baseUrl: string, family: "user" | "hire"): Promise<Record<string, Plan>> {
  const response = await fetch(`${baseUrl}/api/plans?family=${family}`);
  const { result_value } = (await response.json()) as { result_value: Plan[] };
  return Object.fromEntries(result_value.map((plan) => [plan.name, plan]));
}

async function currentPlans(baseUrl: string, token: string) {
  const response = await fetch(`${baseUrl}/api/subscription`, { headers: { authorization: `Bearer ${token}` } });
  const { result_value } = (await response.json()) as {
    result_value: { user: { plan: Plan } | null; hire: { plan: Plan } | null };
  };
  return { user: result_value.user?.plan.name ?? null, hire: result_value.hire?.plan.name ?? null };
}

/** The value beside a label in the account menu, the payment summary or the checkout. */
const valueOf = (page: Page | Locator, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

async function openAccountMenu(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: /My Account/ }).click();
  return page.getByRole("region", { name: "My Account" });
}

/** Pays the open test checkout and waits for the server's confirmation on the success page. */
async function payAndConfirm(page: Page) {
  await expect(page.getByText("Test mode — no real payment")).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/paymentsuccess\?checkout=/);
  await expect(page.getByRole("heading", { name: "Payment confirmed" })).toBeVisible();
}

test.describe("subscriptions in test mode", { tag: "@db" }, () => {
  test.use({ accountLabel: "Subscriber" });
  // Each test goes through several checkouts and pages, on a shared and busy machine.
  test.beforeEach(() => test.slow());

  test("buys Basic, declines an upgrade without effect, then upgrades to Premium", async ({
    page,
    errors,
    server,
    signedIn,
  }) => {
    const plans = await plansOf(server.baseUrl, "user");
    const basic = plans.Basic!;
    const premium = plans.Premium!;

    // No plan yet: the menu offers to buy one.
    let menu = await openAccountMenu(page);
    await expect(valueOf(menu, "Subscription Plan")).toHaveText("No subscription yetBuy subscription");
    await menu.getByRole("link", { name: "Buy subscription" }).click();
    await expect(page).toHaveURL(/\/productsubscriptionplan$/);
    await expect(page.getByRole("button", { name: "Buy Basic" })).toBeVisible();
    await shotAtBothWidths(page, "subscription-plans");

    await page.getByRole("button", { name: "Buy Basic" }).click();
    await expect(page).toHaveURL(/\/testcheckout\//);
    await expect(page.getByRole("heading", { name: "Buy Basic" })).toBeVisible();
    await shotAtBothWidths(page, "test-checkout");
    await payAndConfirm(page);
    await expect(valueOf(page, "Connects")).toHaveText(
      `+${basic.connectsPerPeriod}, ${basic.connectsPerPeriod} connects left`,
    );
    await expect(valueOf(page, "Next renewal")).toBeVisible();
    await shotAtBothWidths(page, "payment-success");

    menu = await openAccountMenu(page);
    await expect(valueOf(menu, "Subscription Plan")).toHaveText("BasicUpgrade");
    await expect(menu.getByText(`${basic.connectsPerPeriod} connects left`)).toBeVisible();
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await page.setViewportSize(viewport);
      await shot(page, "account-menu-plan", viewport);
    }
    await page.setViewportSize(viewports.desktop);

    // An upgrade declined at the checkout changes nothing.
    await menu.getByRole("link", { name: "Upgrade" }).click();
    await expect(page.getByText("Current plan", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await expect(page.getByText("Due now (prorated)")).toBeVisible();
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page).toHaveURL(/\/paymentfailed\?checkout=/);
    await expect(page.getByRole("heading", { name: "Nothing was charged" })).toBeVisible();
    await shotAtBothWidths(page, "payment-failed");
    expect(await currentPlans(server.baseUrl, signedIn.token)).toEqual({ user: "Basic", hire: null });
    menu = await openAccountMenu(page);
    await expect(valueOf(menu, "Subscription Plan")).toHaveText("BasicUpgrade");
    await expect(menu.getByText(`${basic.connectsPerPeriod} connects left`)).toBeVisible();

    // The upgrade paid: Premium, no more Upgrade, the connects topped up to Premium's.
    await page.goto("/paymentfailed");
    await page.getByRole("link", { name: "Try again" }).click();
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await payAndConfirm(page);
    await expect(page.getByText("You are now on Premium.")).toBeVisible();
    menu = await openAccountMenu(page);
    await expect(valueOf(menu, "Subscription Plan")).toHaveText("Premium");
    await expect(menu.getByText(`${premium.connectsPerPeriod} connects left`)).toBeVisible();

    await page.goto("/subscription");
    const payments = page.getByRole("list", { name: "Payments" });
    await expect(payments.locator(".billing-row__title")).toHaveText(["Premium · Upgrade", "Basic · Purchase"]);
    await expect(page.getByText(/^Renews on /)).toBeVisible();
    const download = page.waitForEvent("download");
    await payments
      .getByRole("button", { name: /^Download receipt/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/^receipt-.+\.pdf$/);
    await shotAtBothWidths(page, "subscription");
    expect(errors).toEqual([]);
  });

  test("a client buys a hire plan and sees its Remaining Freelancer", async ({ page, errors, server, signedIn }) => {
    const standard = (await plansOf(server.baseUrl, "hire")).Standard!;

    await page.goto("/hiresubscriptionplan");
    await expect(page.getByText("Register as a client first")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Buy / })).toHaveCount(0);

    const registered = await fetch(`${server.baseUrl}/api/clients/register`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${signedIn.token}` },
      body: JSON.stringify({
        FullName: signedIn.person.name,
        Email: signedIn.person.email,
        PhoneNumber: `+1 ${signedIn.person.phoneNumber}`,
        Role: "Owner",
        CompanyName: "Corner Hires",
      }),
    });
    expect(registered.status).toBe(201);

    await page.reload();
    await expect(page.getByRole("button", { name: "Buy Standard" })).toBeVisible();
    await shotAtBothWidths(page, "hire-plans");
    await page.getByRole("button", { name: "Buy Standard" }).click();
    await payAndConfirm(page);
    const allowance = standard.freelancersPerPeriod;
    await expect(valueOf(page, "Remaining Freelancer")).toHaveText(`+${allowance}, ${allowance} left`);
    // The page shows the payment at once; the stored keys follow when the account's details come back.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("hireConnectLeft"))).toBe(String(allowance));

    const menu = await openAccountMenu(page);
    await menu.getByRole("tab", { name: "Member Profile" }).click();
    await expect(valueOf(menu, "Hire Plan")).toHaveText("StandardUpgrade");
    await expect(valueOf(menu, "Remaining Freelancer")).toContainText(String(allowance));
    await shot(page, "account-menu-member-plan", viewports.desktop);
    expect(errors).toEqual([]);
  });
});
