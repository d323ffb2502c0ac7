import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { shot, shotAtBothWidths } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

const openAccountMenu = async (page: Page) => {
  await page.getByRole("button", { name: /My Account/ }).click();
  return page.getByRole("region", { name: "My Account" });
};

/** The menu, open, at both widths: docs/screenshots/{name}-{width}x{height}.png. */
async function shotMenuAtBothWidths(page: Page, name: string) {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole("region", { name: "My Account" })).toBeVisible();
    await shot(page, name, viewport);
  }
  await page.setViewportSize(viewports.desktop);
}

// Several people and pages in one test, on a shared two-core machine: three times the suite's limit.
test.beforeEach(() => test.slow());

test.describe("confirming the account's e-mail address and phone", () => {
  test("Confirm e-mail mails a link that confirms the address; a new number is confirmed by its code", async ({
    page,
    server,
    signedIn,
  }) => {
    const { email } = signedIn.person;
    let panel = await openAccountMenu(page);
    await expect(panel.getByRole("button", { name: "Confirm phone" })).toBeVisible();
    await shotMenuAtBothWidths(page, "account-confirmation-pending");

    await panel.getByRole("button", { name: "Confirm e-mail" }).click();
    await expect(page.getByText(`We sent a confirmation link to ${email}.`).first()).toBeVisible();
    await expect.poll(() => confirmationLink(server.dataDir, email)).toBeDefined();
    const link = new URL((await confirmationLink(server.dataDir, email))!);

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { name: "E-mail confirmed" })).toBeVisible();
    await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
    await shotAtBothWidths(page, "confirmemail");

    // A new, unconfirmed number: its code is texted to it (a file under DATA_DIR/sms here).
    const phone = `+1202555${String(100 + (hashOf(email) % 100)).padStart(4, "0")}`;
    await page.goto("/");
    panel = await openAccountMenu(page);
    await expect(panel.getByText("Confirmed")).toHaveCount(1);
    await panel.getByRole("button", { name: "Edit mobile number" }).click();
    await panel.getByLabel("Mobile number").fill(phone);
    await panel.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your phone number is saved.").first()).toBeVisible();
    await expect(panel.getByText(phone)).toBeVisible();
    const askedAt = Date.now();
    await panel.getByRole("button", { name: "Confirm phone" }).click();
    await expect.poll(() => codeTextedTo(server.dataDir, phone, askedAt)).toBeDefined();
    await panel.getByLabel("Code from the text message").fill((await codeTextedTo(server.dataDir, phone, askedAt))!);
    await panel.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page.getByText("Your phone number is confirmed.").first()).toBeVisible();
    await expect(panel.getByText("Confirmed")).toHaveCount(2);
    // The picture shows the menu, not the toast over it.
    await expect(page.getByText("Your phone number is confirmed.")).toBeHidden({ timeout: 20_000 });
    await shotMenuAtBothWidths(page, "account-confirmation-confirmed");
  });

  test("a forged link says so and leads to sign-in", async ({ page }) => {
    await page.goto("/confirmemail?token=forged.token");
    await expect(page.getByRole("heading", { name: "This link did not work" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(
      "This confirmation link is not valid. Ask for a new one from your account.",
    );
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  });
});

/** The confirmation link in the mail the server wrote for `email` under its DATA_DIR, if any yet. */
async function confirmationLink(dataDir: string, email: string): Promise<string | undefined> {
  const mailDir = path.join(dataDir, "mail");
  for (const file of await readdir(mailDir).catch(() => [] as string[])) {
    const raw = await readFile(path.join(mailDir, file), "utf8");
    if (!raw.includes(email)) continue;
    const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const match = /https?:\/\/[^\s"<>]+\/confirmemail\?token=[\w.-]+/.exec(unfolded);
    if (match) return match[0];
  }
  return undefined;
}

/** The newest code texted to `phone` since `since` (ms), if any yet. */
async function codeTextedTo(dataDir: string, phone: string, since: number): Promise<string | undefined> {
  const smsDir = path.join(dataDir, "sms");
  let newest: { at: number; code: string } | undefined;
  for (const file of await readdir(smsDir).catch(() => [] as string[])) {
    const full = path.join(smsDir, file);
    const at = (await stat(full)).mtimeMs;
    const text = await readFile(full, "utf8");
    const code = /(\d{6}) is your .+ confirmation code/.exec(text)?.[1];
    if (at >= since - 1000 && text.startsWith(`To: ${phone}\n`) && code && (!newest || at > newest.at)) {
      newest = { at, code };
    }
  }
  return newest?.code;
}

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}
