import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { signInByApi } from "./support/auth-flows.ts";
import { expect, test } from "./support/fixtures.ts";
import { publishedListing } from "./support/listings.ts";
import { shotAtBothWidths } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

/** The unsubscribe link of the alert mail sent to `email` that names `word`, once the scheduled run wrote it. */
async function alertLink(dataDir: string, email: string, word: string): Promise<string | undefined> {
  const mailDir = path.join(dataDir, "mail");
  for (const file of await readdir(mailDir).catch(() => [] as string[])) {
    const raw = await readFile(path.join(mailDir, file), "utf8");
    if (!raw.includes(email)) continue;
    const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    if (!unfolded.includes(word)) continue;
    const match = /https?:\/\/[^\s"<>]+\/saved-searches\/unsubscribe\?token=[\w.-]+/.exec(unfolded);
    if (match) return match[0];
  }
  return undefined;
}

test.describe("saved searches", { tag: "@db" }, () => {
  test("save a search, get the instant alert by mail, unsubscribe from its link without signing in", async ({
    page,
    request,
    server,
    signUp,
    signedIn,
    openPage,
  }) => {
    // The e2e server runs the instant alerts every 6 s (SAVED_SEARCH_INSTANT_MINUTES=0.1), the first 30 s after its start.
    test.setTimeout(150_000);
    const word = `Kumquat${randomBytes(3)
      .toString("hex")
      .replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;
    await page.goto(`/search?q=${word}`);
    await expect(page.getByRole("heading", { name: `Results for “${word}”` })).toBeVisible();
    await page.getByRole("button", { name: "Save search" }).click();
    const dialog = page.getByRole("dialog", { name: "Save search" });
    await expect(dialog.getByLabel("Name")).toHaveValue(word);
    await dialog.getByLabel("Name").fill(`${word} preserves`);
    await dialog.getByLabel(/Instantly/).check();
    await shotAtBothWidths(page, "saved-search-dialog", false);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Search saved. We will mail you when something new matches it.")).toBeVisible();

    await page.goto("/saved-searches");
    const item = page.getByRole("listitem").filter({ hasText: `${word} preserves` });
    await expect(item.getByText(`Listings matching “${word}”`)).toBeVisible();
    await expect(item.getByLabel("Alerts")).toHaveValue("instant");
    await expect(item.getByRole("link", { name: "Run" })).toHaveAttribute("href", `/search?q=${word}`);
    await shotAtBothWidths(page, "saved-searches");

    const vendor = await signUp("Vendor");
    const { token } = await signInByApi(server.baseUrl, vendor);
    const { subcategory } = await publishedListing(request, token, {
      name: `${word} Marmalade`,
      kind: "product",
      description: "Small-batch preserves from the market garden.",
      priceCents: 850,
    });
    await expect
      .poll(() => alertLink(server.dataDir, signedIn.person.email, word), { timeout: 100_000, intervals: [1000] })
      .toBeDefined();
    const link = (await alertLink(server.dataDir, signedIn.person.email, word))!;
    expect(link.startsWith(`${server.baseUrl}/saved-searches/unsubscribe?token=`)).toBe(true);

    // A visitor who is not signed in (a mail client on another device): opening the link changes nothing.
    const visitor = await openPage(viewports.mobile, link.slice(server.baseUrl.length));
    await expect(visitor.page.getByRole("heading", { name: "Stop these alerts?" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: `${word} preserves` })).toBeVisible();
    await shotAtBothWidths(visitor.page, "saved-search-unsubscribe", false);
    await visitor.page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(visitor.page.getByText(`You will no longer receive alerts for “${word} preserves”.`)).toBeVisible();
    expect(visitor.errors).toEqual([]);

    await page.reload();
    await expect(page.getByRole("heading", { name: "No saved searches yet" })).toBeVisible();

    // A subcategory's page with its filters applied is saved as it is, and runs again from the manage page.
    const subcategoryName = subcategory.subCategoryName;
    await page.goto(`/products?${new URLSearchParams({ subcategoryId: subcategory._id, name: subcategoryName })}`);
    const filters = page.getByRole("form", { name: "Filters" });
    await filters.getByLabel("Search in this subcategory").fill(word);
    await filters.getByLabel("Max price ($)").fill("20");
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}&max=20$`));
    await expect(page.getByRole("link", { name: `${word} Marmalade`, exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Save search" }).click();
    const productsDialog = page.getByRole("dialog", { name: "Save search" });
    await expect(productsDialog.getByLabel("Name")).toHaveValue(`${word} in ${subcategoryName}`);
    await productsDialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Search saved. We will mail you when something new matches it.")).toBeVisible();
    await page.goto("/saved-searches");
    const filtered = page.getByRole("listitem").filter({ hasText: `${word} in ${subcategoryName}` });
    await expect(filtered.getByText(`Listings matching “${word}” in ${subcategoryName} · up to $20`)).toBeVisible();
    await filtered.getByRole("link", { name: "Run" }).click();
    await expect(page.getByRole("heading", { level: 1, name: subcategoryName })).toBeVisible();
    await expect(page.getByLabel("Search in this subcategory")).toHaveValue(word);
    await expect(page.getByLabel("Max price ($)")).toHaveValue("20");
  });
});
