import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import type { LayoutHandle } from "./layout-handle";
import { MainLayout } from "./main-layout";

const socialLinks = { facebook: "https://f.example/", instagram: "https://i.example/", x: "https://x.example/" };

function renderLayoutAt(path: string) {
  return renderRoutes(
    [
      {
        element: <MainLayout productName="Corner Shop" navigation={[]} socialLinks={socialLinks} />,
        children: [
          { path: "/", element: <h1>Home</h1> },
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
});
