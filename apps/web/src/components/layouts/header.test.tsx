import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter, scrollWindowTo } from "../../test/render";
import { Header, type NavEntry } from "./header";

const navigation: NavEntry[] = [
  { label: "Explore Category", to: "/#categories" },
  { label: "Our Products", to: "/ourproducts" },
];

function renderHeader(variant: "overlay" | "solid" = "overlay") {
  const view = renderWithRouter(<Header productName="Corner Shop" navigation={navigation} variant={variant} />);
  return { ...view, header: () => screen.getByRole("banner") };
}

describe("Header", () => {
  it("is transparent over the hero until the window scrolls more than 50 px", async () => {
    const { header } = renderHeader();
    await screen.findByRole("banner");
    expect(header().classList.contains("site-header--overlay")).toBe(true);
    expect(header().classList.contains("is-scrolled")).toBe(false);

    scrollWindowTo(50);
    expect(header().classList.contains("is-scrolled")).toBe(false);

    scrollWindowTo(51);
    expect(header().classList.contains("is-scrolled")).toBe(true);

    scrollWindowTo(0);
    expect(header().classList.contains("is-scrolled")).toBe(false);
  });

  it("gives the navigation its own style once the window scrolls more than 10 px", async () => {
    const { header } = renderHeader();
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(nav.classList.contains("is-scrolled")).toBe(false);

    scrollWindowTo(10);
    expect(nav.classList.contains("is-scrolled")).toBe(false);

    scrollWindowTo(11);
    expect(nav.classList.contains("is-scrolled")).toBe(true);
    // The header's own "scrolled" look waits for 50 px.
    expect(header().classList.contains("is-scrolled")).toBe(false);

    scrollWindowTo(0);
    expect(nav.classList.contains("is-scrolled")).toBe(false);
  });

  it("is solid navy from the top when the page asks for it", async () => {
    const { header } = renderHeader("solid");
    await screen.findByRole("banner");
    expect(header().classList.contains("site-header--solid")).toBe(true);
  });

  it("shows the product name as a link home and the menu from its entries", async () => {
    renderHeader();
    const home = await screen.findByRole("link", { name: "Corner Shop" });
    expect(home.getAttribute("href")).toBe("/");
    const menu = screen.getByRole("navigation", { name: "Main" });
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Explore Category", "/#categories"],
      ["Our Products", "/ourproducts"],
    ]);
  });

  it("opens and closes the small-screen menu", async () => {
    const { user } = renderHeader();
    const toggle = await screen.findByRole("button", { name: "Menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("renders no menu when there are no entries", async () => {
    renderWithRouter(<Header productName="Corner Shop" navigation={[]} variant="overlay" />);
    await screen.findByRole("banner");
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it("searches the site: submitting goes to /search?q=", async () => {
    const { user, router } = renderHeader();
    const input = await screen.findByRole("searchbox", { name: "Search" });
    await user.type(input, "  bakery ");
    await user.click(screen.getByRole("button", { name: "Submit search" }));
    expect(router.state.location.pathname).toBe("/search");
    expect(router.state.location.search).toBe("?q=bakery");
  });

  it("puts the mega menu it is given first in the menu", async () => {
    renderWithRouter(
      <Header
        productName="Corner Shop"
        navigation={[]}
        variant="overlay"
        megaMenu={<button type="button">Explore Category</button>}
      />,
    );
    const menu = await screen.findByRole("navigation", { name: "Main" });
    // The mega menu it was given, first in the main menu.
    const first = within(menu).getAllByRole("listitem")[0]!;
    expect(within(first).getByRole("button").textContent).toBe("Explore Category");
  });

  it("has no search button of its own: on phones the bottom bar's Search opens the header's box", async () => {
    renderHeader();
    await screen.findByRole("searchbox", { name: "Search" });
    expect(screen.queryByRole("button", { name: "Open search" })).toBeNull();
  });
});
