import type { Page } from "@playwright/test";
import type { Person } from "./support/accounts.ts";
import { signInByApi, signInThroughDialog } from "./support/auth-flows.ts";
import { expect, test } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A sign-in and sign-out from a phone, through the API, so the log has more than one device. */
async function signInAndOutFromPhone(baseUrl: string, person: Person) {
  const { token } = await signInByApi(baseUrl, person, { "user-agent": IPHONE });
  const logout = await fetch(`${baseUrl}/api/auth/logout`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "user-agent": IPHONE },
  });
  expect(logout.status).toBe(200);
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe("the activity log", () => {
  test("is guarded: without a token the login dialog shows instead, and signing in reveals the log", async ({
    page,
    errors,
    server,
    signUp,
  }) => {
    const person = await signUp("Logger");
    await page.goto("/activitylog");

    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await expect(dialog).toBeVisible();
    await expect(page.getByText("Sign in to see this page")).toBeVisible();
    const list = page.getByRole("list", { name: "Account activity" });
    await expect(list).toHaveCount(0);

    await dialog.getByLabel("Email").fill(person.email);
    await dialog.getByLabel("Password", { exact: true }).fill(person.password);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();

    await expect(list).toBeVisible();
    await expect(page).toHaveURL(`${server.baseUrl}/activitylog`);
    await expect(list.locator(".activity-event__title")).toHaveText(["Signed in", "Account created"]);
    await expect(list.getByText("Chrome on Linux").first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    test.describe(() => {
      test.use({ viewport });
      test(`opens from the account menu's Activity log button at ${size} width`, async ({
        page,
        errors,
        server,
        signUp,
      }) => {
        const person = await signUp(`Menu ${size}`);
        await signInAndOutFromPhone(server.baseUrl, person);
        await page.goto("/");
        await signInThroughDialog(page, person.email, person.password);

        await page.getByRole("button", { name: /My Account/ }).click();
        const panel = page.getByRole("region", { name: "My Account" });
        await panel.getByRole("link", { name: "Activity log" }).click();
        await expect(page).toHaveURL(`${server.baseUrl}/activitylog`);
        await expect(page.getByRole("heading", { level: 1, name: "Activity log" })).toBeVisible();
        const list = page.getByRole("list", { name: "Account activity" });
        await expect(list.locator(".activity-event__title")).toHaveText([
          "Signed in",
          "Signed out",
          "Signed in",
          "Account created",
        ]);
        await expect(list.getByText("Safari on iPhone").first()).toBeVisible();
        await expect(page.getByRole("banner")).toHaveClass(/site-header--solid/);
        // Nothing may stick out sideways on a phone.
        expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
        if (size === "mobile") {
          await page.setViewportSize({ width: 360, height: 740 });
          await expect.poll(() => scrollWidth(page)).toBeLessThanOrEqual(360);
          await page.setViewportSize(viewport);
        }

        await expect(page.locator(".Toastify__toast")).toHaveCount(0, { timeout: 10_000 });
        await page.screenshot({ path: screenshotPath(`activity-log-${size}`) });
        expect(errors).toEqual([]);
      });
    });
  }
});
