import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { e2eAdmin, newPerson } from "./support/accounts.ts";
import { signInByApi, signInThroughDialog } from "./support/auth-flows.ts";
import { expect, test } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

test.describe("sign-up, sign-in, the account menu and logout", () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    test.describe(() => {
      test.use({ viewport });
      test(`works end to end at ${size} width`, async ({ page, server }) => {
        const person = newPerson(`Shopper ${size}`);
        await page.goto("/");

        const dialog = page.getByRole("dialog");
        if (size === "desktop") {
          await page.getByRole("button", { name: "Register" }).click();
        } else {
          // On the narrowest phones, Register lives in the sign-in dialog.
          await page.getByRole("button", { name: "Sign in", exact: true }).click();
          await dialog.getByRole("button", { name: "Create an account" }).click();
        }
        await dialog.getByRole("button", { name: "Sign up" }).click();
        await expect(dialog.getByText("Name is required.")).toBeVisible();
        await expect(dialog.getByText("You must accept the Terms & Conditions.")).toBeVisible();
        await page.screenshot({ path: screenshotPath(`signup-errors-${size}`) });

        await dialog.getByLabel("Name").fill(person.name);
        await dialog.getByLabel("Email").fill(person.email);
        await dialog.getByLabel("Password", { exact: true }).fill(person.password);
        await dialog.getByLabel("Phone number").fill(person.phoneNumber);
        await dialog.getByLabel("User type").selectOption("User");
        await dialog.getByRole("checkbox").check();
        await dialog.getByRole("button", { name: "Sign up" }).click();

        // Success closes sign-up and opens login.
        await expect(page.getByText("Your account has been created. Please sign in.").first()).toBeVisible();
        await expect(dialog.getByRole("button", { name: "Forgot password?" })).toBeVisible();
        await dialog.getByLabel("Email").fill(person.email);
        await dialog.getByLabel("Password", { exact: true }).fill("not-the-password");
        await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
        await expect(dialog.getByText("Invalid email or password.").first()).toBeVisible();
        await page.screenshot({ path: screenshotPath(`login-error-${size}`) });
        await dialog.getByLabel("Password", { exact: true }).fill(person.password);
        await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
        await expect(page.getByText("Login successful!").first()).toBeVisible();

        await expect
          .poll(() => storedKeys(page))
          .toEqual(expect.arrayContaining(["token", "employerToken", "userId", "userType", "email", "user"]));

        await page.getByRole("button", { name: /My Account/ }).click();
        const panel = page.getByRole("region", { name: "My Account" });
        await expect(panel.getByText(person.email).first()).toBeVisible();
        await expect(panel.getByText(person.name).first()).toBeVisible();
        await expect(page.locator(".Toastify__toast")).toHaveCount(0, { timeout: 10_000 });
        await panel.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
        await page.screenshot({ path: screenshotPath(`account-menu-${size}`) });

        await panel.getByRole("button", { name: "Logout" }).click();
        await expect(page.getByText("Are you sure you want to logout?")).toBeVisible();
        await expect(page.getByRole("button", { name: "Stay Logged In" })).toBeVisible();
        await page.screenshot({ path: screenshotPath(`logout-confirm-${size}`) });
        // Through the admin host's redirect page with the clear flag, and back to the site's home.
        const adminOrigin = new URL(server.adminUrl).origin;
        const throughAdmin = page.waitForURL((url) => url.origin === adminOrigin && url.pathname === "/redirect");
        await page.getByRole("button", { name: "Yes, Logout" }).click();
        await throughAdmin;
        const siteOrigin = new URL(server.baseUrl).origin;
        await expect(page).toHaveURL((url) => url.origin === siteOrigin && url.pathname === "/");
        await expect(page.getByRole("button", { name: "Sign in", exact: true }).first()).toBeVisible();
        await expect
          .poll(async () =>
            (await storedKeys(page)).filter((k) => !k.startsWith("category") && !k.endsWith("categoryName")),
          )
          .toEqual([]);
      });
    });
  }

  test("refuses the token on the server once logged out", async ({ server, signUp }) => {
    const person = await signUp("Leaver");
    const { token } = await signInByApi(server.baseUrl, person);
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${server.baseUrl}/api/auth/session`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/auth/logout`, { method: "POST", headers: auth })).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/auth/session`, { headers: auth })).status).toBe(401);
  });
});

test.describe("dialogs", () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    test.describe(() => {
      test.use({ viewport });
      test(`replace one another and show the spec's messages at ${size} width`, async ({ page, errors }) => {
        await page.goto("/login");
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
        await expect(dialog.getByText("Email and Password are required!").first()).toBeVisible();
        await page.screenshot({ path: screenshotPath(`login-${size}`) });

        await dialog.getByRole("button", { name: "Forgot password?" }).click();
        await expect(dialog.getByRole("button", { name: "Send reset link" })).toBeVisible();
        await page.screenshot({ path: screenshotPath(`forgot-password-${size}`) });

        await dialog.getByRole("button", { name: "Back to sign in" }).click();
        await dialog.getByRole("button", { name: "Create an account" }).click();
        await expect(dialog.getByLabel("Country code")).toHaveValue(/us|\+1/i);
        await page.screenshot({ path: screenshotPath(`signup-${size}`) });
        expect(errors.filter((e) => !e.includes("status of 4"))).toEqual([]);
      });
    });
  }
});

test.describe("forgot password", () => {
  test("sends a link by mail that sets a new password, once", async ({ page, server, signUp }) => {
    const person = await signUp("Forgetful");
    await page.goto("/forgotpassword");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(person.email);
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(/If an account exists for this email/).first()).toBeVisible();

    await expect.poll(() => resetLink(server.dataDir, person.email)).toBeDefined();
    const link = (await resetLink(server.dataDir, person.email))!;
    expect(link.startsWith(`${server.baseUrl}/resetpassword/`)).toBe(true);
    await page.goto(link);
    const newPassword = `${person.password}-new`;
    await page.getByLabel("New password").fill(newPassword);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText(/Your password has been changed/).first()).toBeVisible();

    await page.goto("/");
    await signInThroughDialog(page, person.email, newPassword);

    const again = await fetch(`${server.baseUrl}/api/auth/reset-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: link.split("/").pop(), password: "yet-another-password" }),
    });
    expect(again.status).toBe(400);
  });
});

test.describe("the admin panel hand-off", () => {
  test("opens the user list for a Super-Admin", async ({ page, context, server }) => {
    await page.goto("/");
    await signInThroughDialog(page, e2eAdmin.email, e2eAdmin.password);
    await page.getByRole("button", { name: /My Account/ }).click();
    const popupPromise = context.waitForEvent("page");
    await page.getByRole("region", { name: "My Account" }).getByRole("button", { name: "Admin" }).click();
    const admin = await popupPromise;
    // Spec section 6: the Admin button opens the panel's user list.
    await expect(admin).toHaveURL((url) => url.origin === new URL(server.adminUrl).origin && url.pathname === "/users");
    await expect(admin.getByRole("heading", { name: "Users", level: 1 })).toBeVisible({ timeout: 15_000 });
    const searched = admin.waitForResponse(
      (r) => r.url().includes("/api/admin/users") && r.url().includes("search=e2e-admin"),
    );
    await admin.getByLabel("Search users").fill("e2e-admin");
    await searched;
    await expect(admin).toHaveURL(/search=e2e-admin/);
    await expect(admin.getByText("Loading users")).toHaveCount(0);
    // Only the admin matches: the people who signed up in other tests are filtered out.
    await expect(admin.getByText(/@example\.com/)).toHaveCount(1);
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await admin.setViewportSize(viewport);
      await admin.screenshot({ path: screenshotPath(`admin-users-${viewport.width}`), animations: "disabled" });
    }
  });

  test("tells anyone else they are not authorized", async ({ page, context, signedIn: _ }) => {
    await page.getByRole("button", { name: /My Account/ }).click();
    await page.getByRole("region", { name: "My Account" }).getByRole("button", { name: "Admin" }).click();
    await expect(page.getByText("You are not authorized to access the admin panel").first()).toBeVisible();
    expect(context.pages()).toHaveLength(1);
  });

  test("keeps the admin panel closed to a message from another origin", async ({ page, server }) => {
    await page.goto(server.adminUrl);
    await page.evaluate(() =>
      window.postMessage(
        { token: "x".repeat(40), userId: crypto.randomUUID(), additionalusertype: "Super-Admin" },
        "*",
      ),
    );
    // A forged hand-off would take effect at once: give it a moment to (wrongly) do so.
    await page.waitForTimeout(500);
    await expect(page.getByText(/Open the admin panel from your account menu/).first()).toBeVisible();
    await expect(page.getByLabel("Search users")).toHaveCount(0);
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: screenshotPath(`admin-signed-out-${viewport.width}`), animations: "disabled" });
    }
  });
});

/** The password-reset link in the mail the server wrote for `email` under its DATA_DIR, if any yet. */
async function resetLink(dataDir: string, email: string): Promise<string | undefined> {
  const mailDir = path.join(dataDir, "mail");
  const files = await readdir(mailDir).catch(() => [] as string[]);
  for (const file of files) {
    const raw = await readFile(path.join(mailDir, file), "utf8");
    if (!raw.includes(email)) continue;
    const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const match = /https?:\/\/[^\s"<>]+\/resetpassword\/[\w-]+/.exec(unfolded);
    if (match) return match[0];
  }
  return undefined;
}
