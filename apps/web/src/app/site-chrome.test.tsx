import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render";

// Spec section 2: both layouts show one header, its menu starting with Explore Category.
describe("the site header in both layouts", () => {
  it.each([
    ["the main layout", "/terms-conditions"],
    ["the vendor layout", "/userproducts"],
  ])("%s has the Explore Category mega menu first in the menu", async (_layout, path) => {
    renderApp(path);
    const menu = await screen.findByRole("navigation", { name: "Main" });
    const entries = within(menu)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(entries[0]).toBe("Explore Category");
    expect(entries.slice(1)).toEqual([
      "Find Jobs",
      expect.stringContaining("Directory"),
      "List your business free",
      "Post An Ad",
      "Our Products",
    ]);
    expect(within(screen.getByRole("banner")).getByRole("button", { name: "Explore Category" })).toBeInstanceOf(
      HTMLButtonElement,
    );
  });
});
