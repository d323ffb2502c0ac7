import { webPagePatterns } from "@mp/contracts/web-routes";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "@mp/ui/test/api-mock.ts";
import { renderApp } from "../test/render";

describe("routing", () => {
  it("shows 404 Not Found inside the main layout for an unknown path", async () => {
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "404 Not Found" })).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    // The title is set in an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.title).toBe("Page not found · Main Street Market"));
  });

  it("shows the terms inside the main layout at /terms-conditions", async () => {
    renderApp("/terms-conditions");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms & Conditions" })).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Terms & Conditions · Main Street Market"));
  });

  it.each(["/terms&conditions", "/terms%26conditions"])("shows the terms without the layout at %s", async (path) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Terms & Conditions" })).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.queryByText("404 Not Found")).toBeNull();
  });

  it("has a page for every path the server serves with status 200", async () => {
    mockApi(() => ok([]));
    for (const pattern of webPagePatterns) {
      const view = renderApp(pattern);
      await screen.findByRole("heading", { level: 1 });
      expect(screen.queryByText("404 Not Found"), pattern).toBeNull();
      view.unmount();
    }
  });

  it("sets the home page title and shows the hero search", async () => {
    mockApi(() => ok([]));
    renderApp("/");
    const hero = await screen.findByRole("search", { name: "Search categories" });
    expect(within(hero).getByRole("searchbox", { name: "Search categories" })).toBeTruthy();
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
