import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { png } from "./support/png.ts";
import { shotAtBothWidths } from "./support/screenshots.ts";

test.use({ accountLabel: "Profiler" });

/** The header's Directory dropdown, opened. */
async function openDirectory(page: Page) {
  const menu = page.getByRole("navigation", { name: "Main" });
  await menu.getByRole("button", { name: "Directory" }).click();
  return menu;
}

const portfolioImage = (seed: number) => ({
  name: `work-${seed}.png`,
  mimeType: "image/png",
  buffer: png(480, 360, (x, y) => [(x + seed * 70) % 256, (y * 2) % 256, 120 + seed * 40]),
});

test.describe("freelancer and client profiles", () => {
  test("a visitor sees both registrations greyed out, and signing up from /registerclient starts as Employer", async ({
    page,
    errors,
  }) => {
    await page.goto("/");
    const menu = await openDirectory(page);
    for (const label of ["Register as a Freelancer", "Register as a Client"]) {
      await expect(menu.getByText(label)).toHaveAttribute("aria-disabled", "true");
    }
    await expect(menu.getByRole("link", { name: "Hire Freelancer" })).toBeVisible();

    await page.goto("/registerclient");
    const login = page.getByRole("dialog", { name: "Sign in" });
    await login.getByRole("button", { name: "Create an account" }).click();
    const signup = page.getByRole("dialog", { name: "Create your account" });
    await expect(signup.getByLabel("User type")).toHaveValue("Employer");
    expect(errors).toEqual([]);
  });

  test("one account registers as freelancer and as client: chips, Member Profile, Directory entries disabled after", async ({
    page,
    errors,
    signedIn,
  }) => {
    test.slow();
    const menu = await openDirectory(page);
    await menu.getByRole("link", { name: "Register as a Freelancer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Register as a Freelancer" })).toBeVisible();
    await expect(page.getByText(/gives you 10 connects to start with/)).toBeVisible();
    await shotAtBothWidths(page, "register-freelancer");

    await page.getByLabel("Headline").fill("Bookbinder and paper restorer");
    await page.getByLabel("Bio").fill("Twenty years of binding, box making and paper repair.\nSmall runs welcome.");
    await page.getByLabel("Skills").fill("Bookbinding, Paper repair, Box making");
    await page.getByLabel("Category", { exact: true }).selectOption({ index: 1 });
    await page.getByLabel("Hourly rate (USD)").fill("45");
    await page.getByLabel("Location").fill("Springfield");
    await page.getByLabel("Languages").fill("English, French");
    await page.getByRole("button", { name: "Register as a freelancer" }).click();
    await expect(page.getByText("You are registered as a freelancer: 10 connects added.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Freelancer profile" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: signedIn.person.name })).toBeVisible();
    await shotAtBothWidths(page, "freelancer-profile");

    // The ledger granted the welcome connects, once.
    const ledger = await page.request.get("/api/credits/ledger?kind=connects", {
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(ledger.status()).toBe(200);
    const rows = ((await ledger.json()) as { result_value: { delta: number }[] }).result_value;
    expect(rows.map((row) => row.delta)).toEqual([10]);

    await page.getByRole("link", { name: "Edit profile" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit freelancer profile" })).toBeVisible();
    for (const seed of [1, 2]) {
      await page.getByLabel("Add a portfolio image").setInputFiles(portfolioImage(seed));
      await expect(page.getByLabel(`Caption of image ${seed}`)).toBeVisible();
    }
    await page.getByLabel("Caption of image 1").fill("Half-leather binding");
    await page.getByLabel("Availability").selectOption("Limited availability");
    await shotAtBothWidths(page, "edit-freelancer-profile");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Profile saved.")).toBeVisible();

    await page.getByRole("link", { name: "View public page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: signedIn.person.name })).toBeVisible();
    await expect(page.getByText("Limited availability")).toBeVisible();
    await expect(page.getByRole("figure")).toHaveCount(2);
    await expect(page.getByText("No reviews yet.")).toBeVisible();
    await shotAtBothWidths(page, "freelancer-public");

    await (await openDirectory(page)).getByRole("link", { name: "Register as a Client" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Register as a Client" })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue(signedIn.person.name);
    await expect(page.getByLabel("Email")).toHaveValue(signedIn.person.email);
    await shotAtBothWidths(page, "register-client");
    await page.getByLabel("Your role").fill("Founder");
    await page.getByLabel("Company name").fill("Quillfeather Press");
    await page.getByLabel("Company address").fill("12 Paper Lane, Springfield");
    await page.getByLabel("Company logo (optional)").setInputFiles(portfolioImage(3));
    await expect(page.getByRole("button", { name: "Remove logo" })).toBeVisible();
    await page.getByRole("button", { name: "Register as a client" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Quillfeather Press" })).toBeVisible();
    await expect(page.getByText("No jobs posted yet.")).toBeVisible();
    await shotAtBothWidths(page, "client-profile");

    await page.getByRole("link", { name: "Edit profile" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit client profile" })).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue("Quillfeather Press");
    await shotAtBothWidths(page, "edit-client-profile");

    // Both privileges now: the Directory's registrations are greyed out.
    const directory = await openDirectory(page);
    for (const label of ["Register as a Freelancer", "Register as a Client"]) {
      await expect(directory.getByText(label)).toHaveAttribute("aria-disabled", "true");
    }
    await page.keyboard.press("Escape");

    // The chips lead to the profiles; the Member Profile tab shows the company.
    await page.getByRole("button", { name: "My Account" }).click();
    const account = page.getByRole("region", { name: "My Account" });
    await expect(account.locator(".account-chip")).toHaveText(["Freelancer", "Client"]);
    await account.getByRole("tab", { name: "Member Profile" }).click();
    await expect(account.getByText("Quillfeather Press")).toBeVisible();
    await expect(account.getByText("12 Paper Lane, Springfield")).toBeVisible();
    await account.getByRole("tab", { name: "User Profile" }).click();
    await account.getByRole("link", { name: "Freelancer" }).click();
    await expect(page).toHaveURL(/\/freelancerprofile$/);
    await expect(page.getByRole("heading", { level: 2, name: signedIn.person.name })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
