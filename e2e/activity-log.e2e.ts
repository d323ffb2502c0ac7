import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newPerson } from "./support/accounts.ts";
import { signInThroughDialog, signUpByApi } from "./support/auth-flows.ts";
import { launchBrowser, newPage, viewports } from "./support/browser.ts";

const baseUrl = inject("baseUrl");
const screenshots = new URL("../docs/screenshots/", import.meta.url).pathname;
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A sign-in and sign-out from a phone, through the API, so the log has more than one device. */
async function signInAndOutFromPhone(person: ReturnType<typeof newPerson>) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": IPHONE },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const logout = await fetch(`${baseUrl}/api/auth/logout`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "user-agent": IPHONE },
  });
  expect(logout.status).toBe(200);
}

describe("the activity log", () => {
  it("is guarded: without a token the login dialog shows instead, and signing in reveals the log", async () => {
    const person = newPerson("Logger");
    await signUpByApi(baseUrl, person);
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/activitylog`);

    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await dialog.waitFor();
    await page.getByText("Sign in to see this page").waitFor();
    expect(await page.getByRole("list", { name: "Account activity" }).count()).toBe(0);

    await dialog.getByLabel("Email").fill(person.email);
    await dialog.getByLabel("Password", { exact: true }).fill(person.password);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();

    const list = page.getByRole("list", { name: "Account activity" });
    await list.waitFor();
    expect(page.url()).toBe(`${baseUrl}/activitylog`);
    const titles = await list.locator(".activity-event__title").allTextContents();
    expect(titles).toEqual(["Signed in", "Account created"]);
    await list.getByText("Chrome on Linux").first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`opens from the account menu's Activity log button at ${size} width`, async () => {
      const person = newPerson(`Menu ${size}`);
      await signUpByApi(baseUrl, person);
      await signInAndOutFromPhone(person);
      const { context, page, errors } = await newPage(browser, viewport);
      await page.goto(baseUrl);
      await signInThroughDialog(page, person.email, person.password);

      await page.getByRole("button", { name: /My Account/ }).click();
      const panel = page.getByRole("region", { name: "My Account" });
      await panel.getByRole("link", { name: "Activity log" }).click();
      await page.waitForURL(`${baseUrl}/activitylog`);
      await page.getByRole("heading", { level: 1, name: "Activity log" }).waitFor();
      const list = page.getByRole("list", { name: "Account activity" });
      await list.waitFor();
      expect(await list.locator(".activity-event__title").allTextContents()).toEqual([
        "Signed in",
        "Signed out",
        "Signed in",
        "Account created",
      ]);
      await list.getByText("Safari on iPhone").first().waitFor();
      expect(await page.getByRole("banner").getAttribute("class")).toContain("site-header--solid");
      // Nothing may stick out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (size === "mobile") {
        await page.setViewportSize({ width: 360, height: 740 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await page.setViewportSize(viewport);
      }

      await page.locator(".Toastify__toast").first().waitFor({ state: "detached", timeout: 10_000 });
      await page.screenshot({ path: `${screenshots}activity-log-${size}.png` });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
