import { chromium, type Browser, type Page } from "playwright-core";

/** Debian's Chromium (never a downloaded one), with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * The map tiles' default server. This machine has no internet, so each tile fails to load and
 * the map shows its offline notice; those failures are expected, not errors of the app.
 */
const tileOrigin = "https://tile.openstreetmap.org/";

/** Collects what the page logs as errors, CSP violations included, so a test can assert there were none. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (message.location().url.startsWith(tileOrigin) && message.text().startsWith("Failed to load resource")) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * A page in a context of its own (fresh storage), opened at `url` when given. Closing the page
 * closes its context too.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
  url?: string,
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on("close", () => context.close().catch(() => {}));
  const errors = watchConsoleErrors(page);
  if (url) await page.goto(url);
  return { context, page, errors };
}

/**
 * Waits until every image in view has loaded (lazy ones further down, or further along a row
 * that scrolls sideways on a phone, load only when scrolled to). Map tiles are left out: this
 * machine has no way to the tile server, and the map shows its offline state instead.
 */
export function imagesInViewLoaded(page: Page) {
  return page.waitForFunction(() =>
    [...document.querySelectorAll("img")]
      .filter((img) => {
        if (img.classList.contains("leaflet-tile")) return false;
        const box = img.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          box.right > 0 &&
          box.left < window.innerWidth
        );
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}
