import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { getJson } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { imagesInViewLoaded } from "./support/browser.ts";
import { expect, test } from "./support/fixtures.ts";
import { shot, shotAtBothWidths } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

type ListingPage = { result_value: { _id: string }[] };
type Detail = {
  result_value: {
    _id: string;
    name: string;
    latitude: number | null;
    longitude: number | null;
    contact: { phone: string | null; website: string | null };
    vendor: { _id: string; name: string };
  };
};

/** A seeded listing with a phone, a website and coordinates: every action of the bar shows. */
async function demoListing(request: APIRequestContext) {
  const page = await getJson<ListingPage>(request, "/api/listings?limit=60");
  for (const { _id } of page.result_value) {
    const { result_value: listing } = await getJson<Detail>(request, `/api/listings/${_id}`);
    if (listing.contact.phone && listing.contact.website && listing.latitude !== null) return listing;
  }
  throw new Error("The seed has no listing with a phone, a website and coordinates.");
}

/** Nothing wider than the window: no sideways scrolling on a phone. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe("the listing page's action bar", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`offers Call, Directions, Website and Share in one bar that fits at ${name} width`, async ({
      page,
      errors,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const listing = await demoListing(request);
      await page.goto(`/productdetail/${listing._id}`);
      const bar = page.getByRole("group", { name: `Actions for ${listing.name}` });
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute("href", /^tel:\+?\d+$/);
      await expect(bar.getByRole("link", { name: "Directions" })).toHaveAttribute(
        "href",
        `https://www.openstreetmap.org/directions?to=${encodeURIComponent(`${listing.latitude},${listing.longitude}`)}`,
      );
      await expect(bar.getByRole("link", { name: "Website" })).toHaveAttribute("rel", "noopener noreferrer");
      await expect(bar.getByRole("button", { name: "Share" })).toBeVisible();
      const box = (await bar.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      if (name === "desktop") {
        // One row: every button on the same line.
        const tops = await bar
          .locator("> *")
          .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
        expect(new Set(tops).size).toBe(1);
      }
      await expect(page.getByRole("list", { name: "About the seller" })).toContainText("Member since");
      await bar.scrollIntoViewIfNeeded();
      await imagesInViewLoaded(page);
      await shot(page, "listing-actions", viewport);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("copies the page's link and says so where the browser has no share sheet", async ({
    page,
    context,
    errors,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    const listing = await demoListing(request);
    await page.goto(`/productdetail/${listing._id}`);
    await page
      .getByRole("group", { name: `Actions for ${listing.name}` })
      .getByRole("button", { name: "Share" })
      .click();
    await expect(page.getByText("Link copied")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(`/productdetail/${listing._id}`);
    expect(errors).toEqual([]);
  });

  test("shows the vendor's other listings, and the vendor page has the bar and the trust facts", async ({
    page,
    errors,
    request,
  }) => {
    const listing = await demoListing(request);
    await page.goto(`/productdetail/${listing._id}`);
    const more = page.getByRole("region", { name: `More from ${listing.vendor.name}` });
    const moreCount = await getJson<{ result_value: unknown[] }>(
      request,
      `/api/listings/${listing._id}/more-from-vendor`,
    );
    if (moreCount.result_value.length > 0) {
      await expect(more.locator(".listing-card")).toHaveCount(moreCount.result_value.length);
      await more.getByRole("link", { name: `All listings of ${listing.vendor.name}` }).click();
    } else {
      await expect(more).toHaveCount(0);
      await page.goto(`/vendor/${listing.vendor._id}`);
    }
    await expect(page).toHaveURL(new RegExp(`/vendor/${listing.vendor._id}$`));
    await expect(page.getByRole("group", { name: /^Actions for / })).toBeVisible();
    await expect(page.getByRole("list", { name: "About the seller" })).toContainText("Member since");
    await shotAtBothWidths(page, "vendor-page-actions");
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewports.desktop.width);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("the footer and its pages", () => {
  test("links About, Contact, Help, Privacy and Terms, each a page rendered on the server", async ({
    page,
    errors,
    request,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const links = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
    await expect(links).toHaveText(["About", "Contact", "Help", "Privacy", "Terms & Conditions"]);
    await expect(footer.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(3);
    await footer.scrollIntoViewIfNeeded();
    await shot(page, "footer", viewports.desktop);

    const pages: [string, string, string][] = [
      ["/about", "About", "Who it is for"],
      ["/help", "Help", "What are connects?"],
      ["/privacy", "Privacy", "Having it deleted"],
      ["/contact", "Contact us", "Your name"],
    ];
    for (const [pathname, title, text] of pages) {
      // The content is in the server's HTML: it reads without JavaScript.
      const html = await (await request.get(pathname)).text();
      expect(html, pathname).toContain(text.replace("?", ""));
      await footer.getByRole("link", { name: title === "Contact us" ? "Contact" : title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${pathname}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title === "About" ? /^About / : title);
      expect(await seriousViolations(page), pathname).toEqual([]);
    }
    await page.goto("/help");
    await page.getByText("What are connects?").click();
    await expect(page.getByText(/Connects are what freelancers spend/)).toBeVisible();
    await shotAtBothWidths(page, "help");
    await page.setViewportSize(viewports.mobile);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await shot(page, "footer", viewports.mobile);
    expect(errors).toEqual([]);
  });

  test("sends the contact form, and the message lands in the mail", async ({ page, errors, server }) => {
    const marker = `Question ${Date.now().toString(36)}: do you list mobile bike repair?`;
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Priya Natarajan");
    await page.getByLabel("Email").fill("priya.natarajan@example.com");
    await page.getByLabel("Topic").selectOption({ label: "Listing a business or an ad" });
    await page.getByLabel("Message").fill(marker);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Thank you: your message was sent. We answer by e-mail, usually within two working days.",
    );
    const mailDir = path.join(server.dataDir, "mail");
    await expect
      .poll(
        () =>
          readdirSync(mailDir)
            .map((file) => readFileSync(path.join(mailDir, file), "utf8").replace(/=\n/g, ""))
            .filter((mail) => mail.includes(marker)).length,
      )
      .toBe(1);
    const mail = readdirSync(mailDir)
      .map((file) => readFileSync(path.join(mailDir, file), "utf8").replace(/=\n/g, ""))
      .find((text) => text.includes(marker))!;
    expect(mail).toContain("Reply-To: priya.natarajan@example.com");
    expect(errors).toEqual([]);
  });
});
