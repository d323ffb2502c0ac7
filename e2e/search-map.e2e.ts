import type { APIRequestContext } from "@playwright/test";
import { getJson } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { shot } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

type ListingPage = { result_value: { _id: string; name: string; latitude: number | null }[] };
type Clusters = { result_value: { total: number } };

/** A word of a seeded listing's name that the search's map places at least two listings for. */
async function mappedWord(request: APIRequestContext): Promise<{ word: string; total: number }> {
  const listings = await getJson<ListingPage>(request, "/api/listings?limit=100");
  const words = new Set(
    listings.result_value
      .filter((listing) => listing.latitude !== null)
      .flatMap((listing) => listing.name.split(/\W+/).filter((word) => word.length >= 5)),
  );
  for (const word of words) {
    const found = await getJson<Clusters>(
      request,
      `/api/listings/clusters?bbox=-180,-90,180,90&zoom=2&match=search&q=${encodeURIComponent(word)}`,
    );
    if (found.result_value.total >= 2) return { word, total: found.result_value.total };
  }
  throw new Error("The seed has no word that the search finds two mapped listings for.");
}

const offlineNotice = /Map tiles could not be loaded\./;

test.describe("the search page's map", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test.describe(() => {
      test.use({ viewport });

      test(`shows where the listings found are, offline, at ${name} width`, async ({ page, errors, request }) => {
        const { word } = await mappedWord(request);
        await page.goto(`/search?${new URLSearchParams({ q: word })}`);
        await expect(page.locator(".search-hit").first()).toBeVisible();
        const map = page.getByRole("region", { name: `Map of the listings for “${word}”` });
        const toggle = page.getByRole("group", { name: "Show results as" });
        if (name === "desktop") {
          // From 1100 px the map stands beside the hits, without a toggle (issue 16).
          await expect(map).toBeVisible();
          await expect(toggle).toBeHidden();
          await expect(page.locator(".search-hit").first()).toBeVisible();
        } else {
          await expect(map).toHaveCount(0);
          await toggle.getByRole("button", { name: "Map" }).click();
          await expect(page).toHaveURL(/view=map/);
          await expect(page.locator(".search-hit").first()).toBeHidden();
        }
        await expect(map).toBeVisible();
        // No internet here: the tiles fail, the map says so, and the pins and clusters stay.
        await expect(page.getByText(offlineNotice)).toBeVisible();
        await expect.poll(() => map.locator(".leaflet-marker-icon").count()).toBeGreaterThan(0);
        await expect(page.getByText(/listings? in this view\./)).toBeVisible();
        // The shot frames the map, its bubbles and pins, rather than the hits above it.
        await map.scrollIntoViewIfNeeded();
        await shot(page, "search-map", viewport);

        // The jobs tab has no map.
        await page.getByRole("navigation", { name: "Result kinds" }).getByRole("link", { name: /^Jobs/ }).click();
        await expect(page).toHaveURL(/kind=jobs/);
        await expect(map).toHaveCount(0);
        await expect(toggle).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    });
  }
});
