import type { Page } from "@playwright/test";
import { imagesInViewLoaded } from "./browser.ts";
import { viewports, type Viewport } from "./viewports.ts";

const screenshots = new URL("../../docs/screenshots/", import.meta.url).pathname;

/** docs/screenshots/{name}.png, for a picture named other than by its width. */
export const screenshotPath = (name: string) => `${screenshots}${name}.png`;

/** docs/screenshots/{name}-{width}x{height}.png of the page as it is now, transitions finished. */
export async function shot(page: Page, name: string, viewport: Viewport, fullPage = false) {
  // A whole page is taken from its top: scrolled, the sticky header would be drawn mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: `${screenshots}${name}-${viewport.width}x${viewport.height}.png`,
    fullPage,
    animations: "disabled",
  });
}

/** The same page at desktop width, then on a phone, whole; the page is left at desktop width. */
export async function shotAtBothWidths(page: Page, name: string) {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await imagesInViewLoaded(page);
    await shot(page, name, viewport, true);
  }
  await page.setViewportSize(viewports.desktop);
}
