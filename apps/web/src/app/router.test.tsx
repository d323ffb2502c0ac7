import { webPagePatterns } from "@mp/contracts/web-routes";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { ok } from "@mp/ui/test/msw.ts";
import { renderApp } from "../test/render";
import { page, server } from "../test/server";

/** Checks that `heading` sits in the main layout: in <main>, after the site header, before the footer. */
function expectInsideLayout(heading: HTMLElement) {
  expect(screen.getByRole("main").contains(heading)).toBe(true);
  expect(screen.getByRole("banner").compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(heading.compareDocumentPosition(screen.getByRole("contentinfo"))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
}

describe("routing", () => {
  it("shows 404 Not Found inside the main layout for an unknown path", async () => {
    renderApp("/no/such/page");
    expectInsideLayout(await screen.findByRole("heading", { level: 1, name: "404 Not Found" }));
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    // The title is set in an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.title).toBe("Page not found · Main Street Market"));
  });

  it("shows the terms inside the main layout at /terms-conditions", async () => {
    renderApp("/terms-conditions");
    expectInsideLayout(await screen.findByRole("heading", { level: 1, name: "Terms & Conditions" }));
    await waitFor(() => expect(document.title).toBe("Terms & Conditions · Main Street Market"));
  });

  it.each(["/terms&conditions", "/terms%26conditions"])("shows the terms without the layout at %s", async (path) => {
    renderApp(path);
    const heading = await screen.findByRole("heading", { level: 1, name: "Terms & Conditions" });
    expect(screen.getByRole("main").contains(heading)).toBe(true);
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.queryByText("404 Not Found")).toBeNull();
  });

  // Renders every page in turn (over 40, each its own lazy chunk): longer than one page's test.
  it("has a page for every path the server serves with status 200", { timeout: 90_000 }, async () => {
    // Every other read answers an empty page: only the routing is under test.
    server.use(
      http.get("/api/banner-ads", () => ok(null)),
      http.get("/api/*", () => page([])),
    );
    for (const pattern of webPagePatterns) {
      const view = renderApp(pattern);
      await screen.findByRole("heading", { level: 1 }).catch(() => {
        throw new Error(`${pattern} shows no level-one heading`);
      });
      expect(screen.queryByText("404 Not Found"), pattern).toBeNull();
      view.unmount();
    }
  });

  it("sets the home page title and shows the hero search", async () => {
    renderApp("/");
    const hero = await screen.findByRole("search", { name: "Search categories" });
    expect(within(hero).getByRole("searchbox", { name: "Search categories" })).toHaveProperty("value", "");
    await waitFor(() => expect(document.title).toBe("Home · Main Street Market"));
  });
});

describe("terms and conditions", () => {
  it("states the age limit, the breach notice period and the litigation bond", async () => {
    renderApp("/terms-conditions");
    const main = await screen.findByRole("main");
    await within(main).findByRole("heading", { level: 1, name: "Terms & Conditions" });
    const text = main.textContent ?? "";
    expect(text).toMatch(/must be aged 18 or over to use Main Street Market/);
    expect(text).toMatch(/notice of the breach within 72 hours/);
    expect(text).toMatch(/litigation bond of AUD 500,000/);
  });

  it("lists its sections in a table of contents that links to each", async () => {
    renderApp("/terms-conditions");
    const contents = await screen.findByRole("navigation", { name: "Contents" });
    for (const link of within(contents).getAllByRole("link")) {
      const target = document.getElementById(link.getAttribute("href")?.slice(1) ?? "");
      expect(target?.textContent).toContain(link.textContent);
    }
  });
});
