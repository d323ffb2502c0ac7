import { expect, type Page } from "@playwright/test";
import type { Person } from "./accounts.ts";
import { hydrated } from "./browser.ts";

/** Creates an account through the API, the way the sign-up dialog does. */
export async function signUpByApi(baseUrl: string, person: Person, userType: "User" | "Employer" = "User") {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: person.name,
      email: person.email,
      password: person.password,
      phone: `+1 ${person.phoneNumber}`,
      userType,
      acceptTerms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
}

/** Signs in through the header's "Sign in" and the login dialog. */
export async function signInThroughDialog(page: Page, email: string, password: string) {
  // Right after a page load the header's button is the server's HTML: a click before React owns it opens nothing.
  await hydrated(page);
  await page.getByRole("button", { name: "Sign in", exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Login successful!").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /My Account/ })).toBeVisible();
}
