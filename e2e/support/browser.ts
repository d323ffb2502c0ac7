import type { Page } from "@playwright/test";

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
 * Waits until every image in view has loaded (lazy ones further down, or further along a row
 * that scrolls sideways on a phone, load only when scrolled to). Map tiles are left out: this
 * machine has no way to the tile server, and the map shows its offline state instead.
 */
export async function imagesInViewLoaded(page: Page) {
  await page.waitForFunction(() =>
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

/** Waits until React owns the page (main.tsx marks `<html data-hydrated>`): a click before that may do nothing. */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Makes `page.goto` and `page.reload` wait, on the site's own pages, until React owns the page. The
 * site paints its server-rendered HTML before it loads its scripts (decision 042), so a button can
 * be visible, and clicked, before it does anything. Other origins (the admin panel) and answers
 * that are not HTML are left as they are.
 */
export function waitForHydrationOnLoad(page: Page, siteOrigin: string): Page {
  const origin = new URL(siteOrigin).origin;
  const settle = async <T extends { headers(): Record<string, string> } | null>(response: T): Promise<T> => {
    const isHtml = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
    if (isHtml && new URL(page.url()).origin === origin) await hydrated(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
  return page;
}
