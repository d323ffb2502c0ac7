import type { Locator, Page } from "@playwright/test";
import { hydrated } from "./support/browser.ts";
import { expect, test } from "./support/fixtures.ts";
import { publishedListing } from "./support/listings.ts";
import { businessName } from "./support/names.ts";
import { shotAtBothWidths } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

/** Presses the heart labelled for `name` inside `scope`, and waits until it shows saved and the server kept it. */
async function pressHeart(page: Page, scope: Locator, name: string) {
  const heart = scope.getByRole("button", { name: `Save ${name}`, exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const saved = page.waitForResponse(
    (res) => res.request().method() === "PUT" && res.url().includes("/api/favourites/"),
  );
  await heart.click();
  await expect(scope.getByRole("button", { name: `Remove ${name} from saved` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect((await saved).status()).toBe(200);
}

/**
 * Saves the item of the first card `cards` finds by its heart; answers the name the heart was
 * labelled with. The card is then found by that name: other tests' new items may come first after
 * the save refetches.
 */
async function saveFirst(page: Page, cards: Locator, nameOf: (card: Locator) => Locator): Promise<string> {
  await hydrated(page);
  const name = (await nameOf(cards.first()).innerText()).trim();
  await pressHeart(page, cards.filter({ has: page.getByText(name, { exact: true }) }).first(), name);
  return name;
}

/**
 * Opens the page of another card of `cards` than the one named `saved` (its `link`), and saves its
 * item with the page's own Save button; answers the item's name.
 */
async function saveOnItsPage(page: Page, cards: Locator, link: string, saved: string): Promise<string> {
  const other = cards
    .filter({ hasNot: page.getByText(saved, { exact: true }) })
    .first()
    .locator(link);
  const name = (await other.innerText()).trim();
  await page.goto((await other.getAttribute("href"))!);
  await hydrated(page);
  await pressHeart(page, page.getByRole("main"), name);
  await expect(page.getByRole("main").getByRole("button", { name: `Remove ${name} from saved` })).toHaveText("Saved");
  return name;
}

// Several people and pages in one test, on a shared two-core machine: three times the suite's limit.
test.beforeEach(() => test.slow());

test.describe("favourites", { tag: "@db" }, () => {
  test("save from cards, item pages and search results, see the owner's count, find them on /saved, and unsave", async ({
    page,
    errors,
    request,
    signUp,
    signedIn,
    openPage,
    openSignedIn,
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

    // A vendor with two new listings (after the home page's save, so that neither was its first card).
    const vendor = await signUp("Vendor");
    const owner = await openSignedIn(vendor);
    const fromPage = businessName("Cooperage");
    const fromSearch = businessName("Letterpress");
    const { listingId } = await publishedListing(request, owner.token, { name: fromPage });
    await publishedListing(request, owner.token, { name: fromSearch });

    // The vendor's first listing from its own page's Save button, the second from a search's results.
    await page.goto(`/productdetail/${listingId}`);
    await hydrated(page);
    await pressHeart(page, page.getByRole("main"), fromPage);
    await page.goto(`/search?q=${encodeURIComponent(fromSearch)}`);
    await hydrated(page);
    const hit = page.locator(".search-hit").filter({ has: page.getByRole("link", { name: fromSearch, exact: true }) });
    await pressHeart(page, hit, fromSearch);

    // A job and a freelancer from their cards (Find Jobs, Hire Freelancers), and another of each from its page.
    await page.goto("/findjob");
    const jobCards = page.locator(".job-card");
    const job = await saveFirst(page, jobCards, (card) => card.locator(".job-card__title"));
    const jobFromPage = await saveOnItsPage(page, jobCards, ".job-card__title a", job);
    await page.goto("/hirefreelancers");
    const freelancerCards = page.locator(".freelancer-card");
    const freelancer = await saveFirst(page, freelancerCards, (card) => card.locator(".freelancer-card__link"));
    const freelancerFromPage = await saveOnItsPage(page, freelancerCards, ".freelancer-card__link", freelancer);

    // The vendor sees how many people saved each listing (not who).
    await owner.page.goto("/vendorproducts");
    const rows = owner.page.getByRole("list", { name: "Your listings" }).getByRole("listitem");
    for (const name of [fromPage, fromSearch]) {
      const count = rows.filter({ has: owner.page.getByRole("link", { name, exact: true }) }).locator(".saves-count");
      await expect(count).toHaveAttribute("title", "Saved by 1 person");
      await expect(count).toContainText("1 save");
    }

    // The Saved page from the account menu's entry, a tab per kind.
    await page.getByRole("button", { name: /My Account/ }).click();
    await page.getByRole("region", { name: "My Account" }).getByRole("link", { name: "Saved", exact: true }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole("heading", { level: 1, name: "Saved" })).toBeVisible();
    for (const name of [listing, fromPage, fromSearch]) {
      await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await shotAtBothWidths(page, "saved");
    const tabs = page.getByRole("navigation", { name: "Saved items" });
    await tabs.getByRole("link", { name: "Jobs" }).click();
    for (const name of [job, jobFromPage]) await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    await tabs.getByRole("link", { name: "Freelancers" }).click();
    for (const name of [freelancer, freelancerFromPage]) {
      await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await shotAtBothWidths(page, "saved-freelancers", false);

    // Unsaving from the Saved page takes each item off it, down to the empty list.
    await tabs.getByRole("link", { name: "Listings" }).click();
    for (const name of [listing, fromPage, fromSearch]) {
      await page.getByRole("button", { name: `Remove ${name} from saved` }).click();
      await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByText("No saved listings yet")).toBeVisible();
    await expect(page.getByText(/Tap the heart on any listing/)).toBeVisible();
    await shotAtBothWidths(page, "saved-empty", false);

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
    expect(owner.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });
});
