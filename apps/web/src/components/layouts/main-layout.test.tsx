import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import type { LayoutHandle } from "./layout-handle";
import { MainLayout } from "./main-layout";

const socialLinks = { facebook: "https://f.example/", instagram: "https://i.example/", x: "https://x.example/" };

function renderLayoutAt(path: string, sidebar?: ReactNode) {
  return renderRoutes(
    [
      {
        element: <MainLayout productName="Corner Shop" navigation={[]} socialLinks={socialLinks} sidebar={sidebar} />,
        children: [
          { path: "/", element: <h1>Home</h1> },
          { path: "/other", element: <h1>Other</h1> },
          { path: "/profile", element: <h1>Profile</h1>, handle: { headerVariant: "solid" } satisfies LayoutHandle },
        ],
      },
    ],
    path,
  );
}

describe("MainLayout", () => {
  it("uses the overlay header on pages that do not ask for a solid one", async () => {
    renderLayoutAt("/");
    await screen.findByRole("heading", { name: "Home" });
    expect(screen.getByRole("banner").className).toContain("site-header--overlay");
  });

  it("uses the solid header on a page whose route handle says so", async () => {
    renderLayoutAt("/profile");
    await screen.findByRole("heading", { name: "Profile" });
    expect(screen.getByRole("banner").className).toContain("site-header--solid");
  });

  it("switches the header when navigating between such pages", async () => {
    const { router } = renderLayoutAt("/profile");
    await screen.findByRole("heading", { name: "Profile" });
    await router.navigate("/");
    await screen.findByRole("heading", { name: "Home" });
    expect(screen.getByRole("banner").className).toContain("site-header--overlay");
  });

  it("renders the page in main, with a skip link to it", async () => {
    renderLayoutAt("/");
    const main = await screen.findByRole("main");
    expect(main.textContent).toBe("Home");
    expect(screen.getByRole("link", { name: "Skip to content" }).getAttribute("href")).toBe(`#${main.id}`);
  });

  it("has no sidebar unless given one", async () => {
    renderLayoutAt("/");
    await screen.findByRole("heading", { name: "Home" });
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(screen.queryByRole("button", { name: "Categories" })).toBeNull();
  });

  it("puts the sidebar beside the page, behind a Categories disclosure on narrow screens", async () => {
    const { user } = renderLayoutAt("/", <Link to="/other">Other page</Link>);
    await screen.findByRole("heading", { name: "Home" });
    const aside = screen.getByRole("complementary", { name: "Categories" });
    expect(within(aside).getByRole("link", { name: "Other page" }).getAttribute("href")).toBe("/other");
    expect(screen.getByRole("main").textContent).toBe("Home");

    const toggle = within(aside).getByRole("button", { name: "Categories" });
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(panel.className).not.toContain("is-open");

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(panel.className).toContain("is-open");

    // Following one of its links folds it away again.
    await user.click(within(aside).getByRole("link", { name: "Other page" }));
    await screen.findByRole("heading", { name: "Other" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("uses the solid header on pages with a sidebar", async () => {
    renderLayoutAt("/", <p>Side</p>);
    await screen.findByRole("heading", { name: "Home" });
    expect(screen.getByRole("banner").className).toContain("site-header--solid");
  });
});
