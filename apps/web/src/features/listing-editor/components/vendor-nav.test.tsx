import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { VendorNav } from "./vendor-nav";

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <VendorNav />
    </MemoryRouter>,
  );
  return screen.getByRole("navigation", { name: "Your business" });
}

describe("VendorNav", () => {
  it("links the vendor's five pages in order", () => {
    const nav = renderAt("/vendorproducts");
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["View Business", "/vendorproducts"],
      ["Business funnel", "/businessfunnel"],
      ["Business profile", "/profile"],
      ["Banner ads", "/bannerads"],
      ["Feature ads", "/featureads"],
    ]);
  });

  it("marks the page the vendor is on, and only that one", () => {
    const nav = renderAt("/bannerads");
    const current = within(nav)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Banner ads"]);
  });
});
