import type { Locator, Page } from "@playwright/test";
import { hydrated } from "./support/browser.ts";
import { expect, test } from "./support/fixtures.ts";
import { shot, shotAtBothWidths } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

/**
 * Saves the item of the first card `cards` finds by its heart; answers the name the heart was
 * labelled with. The card is then found by that name: other tests' new items may come first after
 * the save refetches.
 */
async function saveFirst(page: Page, cards: Locator, nameOf: (card: Locator) => Locator): Promise<string> {
  await hydrated(page);
  const name = (await nameOf(cards.first()).innerText()).trim();
  const card = cards.filter({ has: page.getByText(name, { exact: true }) }).first();
  const heart = card.getByRole("button", { name: `Save ${name}`, exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const saved = page.waitForResponse(
    (res) => res.request().method() === "PUT" && res.url().includes("/api/favourites/"),
  );
  await heart.click();
  await expect(card.getByRole("button", { name: `Remove ${name} from saved` })).toHaveAttribute("aria-pressed", "true");
  expect((await saved).status()).toBe(200);
  return name;
}

// Several people and pages in one test, on a shared two-core machine: three times the suite's limit.
test.beforeEach(() => test.slow());

test.describe("favourites", { tag: "@db" }, () => {
  test("save a listing, a job and a freelancer from their cards, find them on /saved, and unsave", async ({
    page,
    errors,
    signedIn,
    openPage,
  }) => {
    expect(signedIn.token).toBeTruthy();

    // A listing from the home page's cards; the heart stays filled after a reload (the server has it).
    await page.goto("/");
    const listingCards = page.locator(".listing-card");
    const listing = await saveFirst(page, listingCards, (card) => card.locator(".listing-card__link"));
    await page.reload();
    await expect(page.getByRole("button", { name: `Remove ${listing} from saved` }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // A job from Find Jobs, and a freelancer from Hire Freelancers.
    await page.goto("/findjob");
    const job = await saveFirst(page, page.locator(".job-card"), (card) => card.locator(".job-card__title"));
    await page.goto("/hirefreelancers");
    const freelancer = await saveFirst(page, page.locator(".freelancer-card"), (card) =>
      card.locator(".freelancer-card__link"),
    );

    // The Saved page from the account menu's entry, a tab per kind.
    await page.getByRole("button", { name: /My Account/ }).click();
    await page.getByRole("region", { name: "My Account" }).getByRole("link", { name: "Saved", exact: true }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole("heading", { level: 1, name: "Saved" })).toBeVisible();
    await expect(page.getByRole("link", { name: listing, exact: true })).toBeVisible();
    await shotAtBothWidths(page, "saved");
    await page.getByRole("navigation", { name: "Saved items" }).getByRole("link", { name: "Jobs" }).click();
    await expect(page.getByRole("link", { name: job, exact: true })).toBeVisible();
    await page.getByRole("navigation", { name: "Saved items" }).getByRole("link", { name: "Freelancers" }).click();
    await expect(page.getByRole("link", { name: freelancer, exact: true })).toBeVisible();
    await shot(page, "saved-freelancers", viewports.desktop);

    // Unsaving from the Saved page takes the item off it.
    await page.getByRole("navigation", { name: "Saved items" }).getByRole("link", { name: "Listings" }).click();
    await page.getByRole("button", { name: `Remove ${listing} from saved` }).click();
    await expect(page.getByText("No saved listings yet")).toBeVisible();
    await expect(page.getByText(/Tap the heart on any listing/)).toBeVisible();
    await page.setViewportSize(viewports.mobile);
    await shot(page, "saved-empty", viewports.mobile);
    await page.setViewportSize(viewports.desktop);

    // A visitor's heart asks them to sign in.
    const visitor = await openPage(viewports.mobile, "/");
    await hydrated(visitor.page);
    await visitor.page
      .locator(".listing-card")
      .first()
      .getByRole("button", { name: /^Save / })
      .click();
    await expect(visitor.page.getByRole("dialog", { name: "Sign in" })).toBeVisible();

    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });
});
