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

/** The session the API answers a sign-in with: the token and the account's id. */
export type Session = { token: string; user: { _id: string } };

/** Signs `person` in through the API, as the login dialog does (`headers`: a phone's user agent, say). */
export async function signInByApi(
  baseUrl: string,
  person: Pick<Person, "email" | "password">,
  headers: Record<string, string> = {},
): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Session;
}

/** The session token the site keeps for the account signed in on `page`. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem("employerToken"));
  if (!token) throw new Error("no session token: nobody is signed in on this page");
  return token;
}
