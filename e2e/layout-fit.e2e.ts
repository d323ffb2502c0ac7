import type { Page } from "@playwright/test";
import type { ListingSummary } from "@mp/contracts/listing";
import { openAdminPanel } from "./support/admin-panel.ts";
import { getJson } from "./support/api.ts";
import { hydrated } from "./support/browser.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Nothing on the public pages, a member's pages or the admin panel sticks out of the window at any
 * common width: a phone, a small tablet, a tablet on its side and a laptop. (The header once pushed
 * "Sign in" off the edge at 800-880 px, where the page itself did not scroll sideways, so the page's
 * width alone missed it.)
 */
const widths = [360, 768, 800, 880, 1024, 1280];

/**
 * The elements whose box reaches past the window's sides, unless an ancestor clips or scrolls them
 * (a carousel, a folded menu) or they are hidden from view (visually-hidden text is clipped to 1 px).
 */
function outOfWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipsOrScrolls = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== "visible" || style.clipPath !== "none";
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : ""}`;
    const found: string[] = [];
    for (const element of document.querySelectorAll("header *, main *, footer *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height <= 1) continue;
      if (box.right <= innerWidth + 1 && box.left >= -1) continue;
      if (getComputedStyle(element).visibility === "hidden") continue;
      let ancestor = element.parentElement;
      let contained = false;
      while (ancestor && ancestor !== document.body) {
        if (clipsOrScrolls(ancestor)) {
          contained = true;
          break;
        }
        ancestor = ancestor.parentElement;
      }
      if (!contained) found.push(`${describe(element)} ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    return found;
  });
}

/** Each path at each width: what reaches past the window's sides, "width path: element". */
async function sweep(page: Page, paths: readonly string[], ready = hydrated): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await ready(page);
      found.push(...(await outOfWindow(page)).map((element) => `${width}px ${path}: ${element}`));
    }
  }
  return found;
}

test.describe("pages fit the window", () => {
  test("at 360, 768, 800, 880, 1024 and 1280 px nothing reaches past the window's sides", async ({
    page,
    request,
    errors,
  }) => {
    test.setTimeout(180_000);
    const listings = await getJson<{ result_value: ListingSummary[] }>(request, "/api/listings?sort=newest&limit=1");
    const listing = listings.result_value[0]!;
    const paths = [
      "/",
      "/categories",
      "/findjob",
      "/hirefreelancers",
      "/search?q=coffee",
      `/productdetail/${listing._id}`,
    ];
    expect(await sweep(page, paths)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a signed-in member's header and pages fit too", async ({ page, signedIn, errors }) => {
    test.setTimeout(180_000);
    test.info().annotations.push({ type: "account", description: signedIn.person.email });
    const paths = ["/", "/findjob", "/activitylog", "/saved", "/saved-searches"];
    expect(await sweep(page, paths)).toEqual([]);
    // Still the member's header after the sweep: the pages were seen signed in.
    await expect(page.getByRole("button", { name: /My Account/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the admin panel's sections fit too", async ({ page, context, errors }) => {
    test.setTimeout(180_000);
    const admin = await openAdminPanel(page, context);
    const origin = new URL(admin.url()).origin;
    const sections = ["/", "/moderation", "/users", "/catalogue", "/plans", "/payments", "/audit"];
    const loaded = async (panel: Page) => {
      await expect(panel.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
      await expect(panel.locator("[aria-busy=true]")).toHaveCount(0);
    };
    const found = await sweep(
      admin,
      sections.map((section) => origin + section),
      loaded,
    );
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
});
