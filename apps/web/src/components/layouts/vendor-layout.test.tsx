import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { VendorLayout } from "./vendor-layout";

const socialLinks = { facebook: "https://f.example/", instagram: "https://i.example/", x: "https://x.example/" };

function renderVendorPage() {
  return renderRoutes(
    [
      {
        element: <VendorLayout productName="Corner Shop" navigation={[]} socialLinks={socialLinks} />,
        children: [{ path: "/profile", element: <h1>My business profile</h1> }],
      },
    ],
    "/profile",
  );
}

describe("VendorLayout", () => {
  it("shows the welcome banner with the product name", async () => {
    renderVendorPage();
    const banner = await screen.findByText(/^Welcome to the/);
    expect(banner.textContent).toBe("Welcome to the Corner Shop");
  });

  it("puts the page between the header and the footer", async () => {
    renderVendorPage();
    const header = await screen.findByRole("banner");
    const main = screen.getByRole("main");
    const footer = screen.getByRole("contentinfo");
    expect(main.textContent).toContain("My business profile");
    expect(header.compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(main.compareDocumentPosition(footer)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
