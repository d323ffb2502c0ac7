import type { Page } from "@playwright/test";
import { imagesInViewLoaded } from "./browser.ts";
import { viewports, type Viewport } from "./viewports.ts";

const screenshots = new URL("../../docs/screenshots/", import.meta.url).pathname;

/** docs/screenshots/{name}.png, for a picture named other than by its width. */
export const screenshotPath = (name: string) => `${screenshots}${name}.png`;

/** How long a whole-page picture waits for the page's images before it is taken anyway. */
const IMAGE_WAIT_MS = 10_000;

/**
 * Makes every image of the page load, lazy ones included, and waits (at most IMAGE_WAIT_MS) until
 * each has: lazy images are made eager (those along a row that scrolls sideways on a phone too),
 * and the page is scrolled through to its end for pictures that components load when they come
 * near the screen. Map tiles are left out (no way to the tile server here), and a picture that
 * fails to load does not hold the screenshot beyond the wait.
 */
export async function everyImageLoaded(page: Page) {
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll("img[loading=lazy]")) img.setAttribute("loading", "eager");
    const step = Math.max(200, Math.round(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll("img")]
          .filter((img) => !img.classList.contains("leaflet-tile") && img.getBoundingClientRect().width > 0)
          .every((img) => img.complete && img.naturalWidth > 0),
      undefined,
      { timeout: IMAGE_WAIT_MS, polling: 100 },
    )
    .catch(() => console.warn(`${page.url()}: some images had not loaded after ${IMAGE_WAIT_MS} ms`));
}

/** docs/screenshots/{name}-{width}x{height}.png of the page as it is now, transitions finished. */
export async function shot(page: Page, name: string, viewport: Viewport, fullPage = false) {
  // A whole page is taken from its top: scrolled, the sticky header would be drawn mid-page.
  if (fullPage) await everyImageLoaded(page);
  await page.screenshot({
    path: `${screenshots}${name}-${viewport.width}x${viewport.height}.png`,
    fullPage,
    animations: "disabled",
  });
}

/**
 * The same page at desktop width, then on a phone, whole (or only its first screen where `fullPage`
 * is false: a phone's whole page shows its fixed bottom bar part-way down); the page is left at
 * desktop width.
 */
export async function shotAtBothWidths(page: Page, name: string, fullPage = true) {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await imagesInViewLoaded(page);
    await shot(page, name, viewport, fullPage);
  }
  await page.setViewportSize(viewports.desktop);
}
