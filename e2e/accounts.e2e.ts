import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { e2eAdmin, newPerson } from "./support/accounts.ts";
import { signInThroughDialog, signUpByApi } from "./support/auth-flows.ts";
import { launchBrowser, newPage, viewports } from "./support/browser.ts";

const baseUrl = inject("baseUrl");
const adminUrl = inject("adminUrl");
const dataDir = inject("dataDir");
const screenshots = new URL("../docs/screenshots/", import.meta.url).pathname;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

describe("sign-up, sign-in, the account menu and logout", () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    it(`works end to end at ${size} width`, async () => {
      const person = newPerson(`Shopper ${size}`);
      const { context, page } = await newPage(browser, viewport);
      await page.goto(baseUrl);

      const dialog = page.getByRole("dialog");
      if (size === "desktop") {
        await page.getByRole("button", { name: "Register" }).click();
      } else {
        // On the narrowest phones, Register lives in the sign-in dialog.
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        await dialog.getByRole("button", { name: "Create an account" }).click();
      }
      await dialog.getByRole("button", { name: "Sign up" }).click();
      await dialog.getByText("Name is required.").waitFor();
      await dialog.getByText("You must accept the Terms & Conditions.").waitFor();
      await page.screenshot({ path: `${screenshots}signup-errors-${size}.png` });

      await dialog.getByLabel("Name").fill(person.name);
      await dialog.getByLabel("Email").fill(person.email);
      await dialog.getByLabel("Password", { exact: true }).fill(person.password);
      await dialog.getByLabel("Phone number").fill(person.phoneNumber);
      await dialog.getByLabel("User type").selectOption("User");
      await dialog.getByRole("checkbox").check();
      await dialog.getByRole("button", { name: "Sign up" }).click();

      // Success closes sign-up and opens login.
      await page.getByText("Your account has been created. Please sign in.").first().waitFor();
      await dialog.getByRole("button", { name: "Forgot password?" }).waitFor();
      await dialog.getByLabel("Email").fill(person.email);
      await dialog.getByLabel("Password", { exact: true }).fill("not-the-password");
      await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
      await dialog.getByText("Invalid email or password.").first().waitFor();
      await page.screenshot({ path: `${screenshots}login-error-${size}.png` });
      await dialog.getByLabel("Password", { exact: true }).fill(person.password);
      await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.getByText("Login successful!").first().waitFor();

      expect(await storedKeys(page)).toEqual(
        expect.arrayContaining(["token", "employerToken", "userId", "userType", "email", "user"]),
      );

      await page.getByRole("button", { name: /My Account/ }).click();
      const panel = page.getByRole("region", { name: "My Account" });
      await panel.getByText(person.email).first().waitFor();
      await panel.getByText(person.name).first().waitFor();
      await page.locator(".Toastify__toast").first().waitFor({ state: "detached", timeout: 10_000 });
      await panel.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      await page.screenshot({ path: `${screenshots}account-menu-${size}.png` });

      await panel.getByRole("button", { name: "Logout" }).click();
      await page.getByText("Are you sure you want to logout?").waitFor();
      await page.getByRole("button", { name: "Stay Logged In" }).waitFor();
      await page.screenshot({ path: `${screenshots}logout-confirm-${size}.png` });
      await page.getByRole("button", { name: "Yes, Logout" }).click();

      // Through the admin host's redirect page with the clear flag, and back to the site's home.
      await page.waitForURL((url) => url.origin === new URL(adminUrl).origin && url.pathname === "/redirect");
      await page.waitForURL((url) => url.origin === new URL(baseUrl).origin && url.pathname === "/");
      await page.getByRole("button", { name: "Sign in", exact: true }).first().waitFor();
      expect((await storedKeys(page)).filter((k) => !k.startsWith("category") && !k.endsWith("categoryName"))).toEqual(
        [],
      );
      await context.close();
    });
  }

  it("refuses the token on the server once logged out", async () => {
    const person = newPerson("Leaver");
    await signUpByApi(baseUrl, person);
    const login = await (
      await fetch(`${baseUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: person.email, password: person.password }),
      })
    ).json();
    const auth = { authorization: `Bearer ${login.token}` };
    expect((await fetch(`${baseUrl}/api/auth/session`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/auth/logout`, { method: "POST", headers: auth })).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/auth/session`, { headers: auth })).status).toBe(401);
  });
});

describe("dialogs", () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    it(`replace one another and show the spec's messages at ${size} width`, async () => {
      const { context, page, errors } = await newPage(browser, viewport);
      await page.goto(`${baseUrl}/login`);
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
      await dialog.getByText("Email and Password are required!").first().waitFor();
      await page.screenshot({ path: `${screenshots}login-${size}.png` });

      await dialog.getByRole("button", { name: "Forgot password?" }).click();
      await dialog.getByRole("button", { name: "Send reset link" }).waitFor();
      await page.screenshot({ path: `${screenshots}forgot-password-${size}.png` });

      await dialog.getByRole("button", { name: "Back to sign in" }).click();
      await dialog.getByRole("button", { name: "Create an account" }).click();
      await dialog.getByLabel("Country code").waitFor();
      expect(await dialog.getByLabel("Country code").inputValue()).toMatch(/us|\+1/i);
      await page.screenshot({ path: `${screenshots}signup-${size}.png` });
      expect(errors.filter((e) => !e.includes("status of 4"))).toEqual([]);
      await context.close();
    });
  }
});

describe("forgot password", () => {
  it("sends a link by mail that sets a new password, once", async () => {
    const person = newPerson("Forgetful");
    await signUpByApi(baseUrl, person);
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/forgotpassword`);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(person.email);
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await page
      .getByText(/If an account exists for this email/)
      .first()
      .waitFor();

    const link = await waitForResetLink(person.email);
    expect(link.startsWith(`${baseUrl}/resetpassword/`)).toBe(true);
    await page.goto(link);
    const newPassword = `${person.password}-new`;
    await page.getByLabel("New password").fill(newPassword);
    await page.getByRole("button", { name: "Save new password" }).click();
    await page
      .getByText(/Your password has been changed/)
      .first()
      .waitFor();

    await page.goto(baseUrl);
    await signInThroughDialog(page, person.email, newPassword);

    const again = await fetch(`${baseUrl}/api/auth/reset-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: link.split("/").pop(), password: "yet-another-password" }),
    });
    expect(again.status).toBe(400);
    await context.close();
  });
});

describe("the admin panel hand-off", () => {
  it("opens the user list for a Super-Admin", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(baseUrl);
    await signInThroughDialog(page, e2eAdmin.email, e2eAdmin.password);
    await page.getByRole("button", { name: /My Account/ }).click();
    const popupPromise = context.waitForEvent("page");
    await page.getByRole("region", { name: "My Account" }).getByRole("button", { name: "Admin" }).click();
    const admin = await popupPromise;
    await admin.waitForURL((url) => url.origin === new URL(adminUrl).origin);
    await admin.getByText(e2eAdmin.email).first().waitFor({ timeout: 15_000 });
    const searched = admin.waitForResponse(
      (r) => r.url().includes("/api/admin/users") && r.url().includes("search=e2e-admin"),
    );
    await admin.getByLabel("Search users").fill("e2e-admin");
    await searched;
    await admin.waitForURL(/search=e2e-admin/);
    await admin.getByText("Loading users").first().waitFor({ state: "detached" });
    // Only the admin matches: the people who signed up in other tests are filtered out.
    expect(await admin.getByText(/@example\.com/).count()).toBe(1);
    await admin.screenshot({ path: `${screenshots}admin-users-desktop.png` });
    await context.close();
  });

  it("tells anyone else they are not authorized", async () => {
    const person = newPerson("Curious");
    await signUpByApi(baseUrl, person);
    const { context, page } = await newPage(browser);
    await page.goto(baseUrl);
    await signInThroughDialog(page, person.email, person.password);
    await page.getByRole("button", { name: /My Account/ }).click();
    await page.getByRole("region", { name: "My Account" }).getByRole("button", { name: "Admin" }).click();
    await page.getByText("You are not authorized to access the admin panel").first().waitFor();
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });

  it("keeps the admin panel closed to a message from another origin", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(adminUrl);
    await page.evaluate(() =>
      window.postMessage(
        { token: "x".repeat(40), userId: crypto.randomUUID(), additionalusertype: "Super-Admin" },
        "*",
      ),
    );
    await page.waitForTimeout(500);
    await page
      .getByText(/Open the admin panel from your account menu/)
      .first()
      .waitFor();
    await context.close();
  });
});

async function waitForResetLink(email: string): Promise<string> {
  const mailDir = path.join(dataDir, "mail");
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = await readdir(mailDir).catch(() => [] as string[]);
    for (const file of files) {
      const raw = await readFile(path.join(mailDir, file), "utf8");
      if (!raw.includes(email)) continue;
      const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const match = /https?:\/\/[^\s"<>]+\/resetpassword\/[A-Za-z0-9_-]+/.exec(unfolded);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset mail for ${email}`);
}
