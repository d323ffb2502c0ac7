import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { Footer } from "./footer";

const socialLinks = {
  facebook: "https://www.facebook.com/corner",
  instagram: "https://www.instagram.com/corner",
  x: "https://x.com/corner",
};

describe("Footer", () => {
  it("shows the product name and the 2025 copyright", async () => {
    renderWithRouter(<Footer productName="Corner Shop" socialLinks={socialLinks} />);
    const footer = await screen.findByRole("contentinfo");
    expect(footer.querySelector(".site-footer__name")?.textContent).toBe("Corner Shop");
    const name = within(footer).getByText("Corner Shop", { selector: ".site-footer__name" });
    // The name first, the copyright after it.
    expect(name.compareDocumentPosition(within(footer).getByText("© 2025 Corner Shop"))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("links to the terms and conditions", async () => {
    renderWithRouter(<Footer productName="Corner Shop" socialLinks={socialLinks} />);
    const link = await screen.findByRole("link", { name: "Terms & Conditions" });
    expect(link.getAttribute("href")).toBe("/terms-conditions");
  });

  it("has Facebook, Instagram and X links, each named and with an icon", async () => {
    renderWithRouter(<Footer productName="Corner Shop" socialLinks={socialLinks} />);
    const social = await screen.findByRole("list", { name: "Social media" });
    const links = within(social).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
      ["Corner Shop on Facebook", socialLinks.facebook],
      ["Corner Shop on Instagram", socialLinks.instagram],
      ["Corner Shop on X", socialLinks.x],
    ]);
    for (const link of links) {
      expect(link.querySelector(".site-footer__icon")?.getAttribute("aria-hidden")).toBe("true");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
  });
});

describe("Footer's pages", () => {
  it("links About, Contact, Help, Privacy and the terms, in that order", async () => {
    renderWithRouter(<Footer productName="Corner Shop" socialLinks={socialLinks} />);
    const nav = await screen.findByRole("navigation", { name: "Footer" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["About", "/about"],
      ["Contact", "/contact"],
      ["Help", "/help"],
      ["Privacy", "/privacy"],
      ["Terms & Conditions", "/terms-conditions"],
    ]);
  });

  it("leaves out a network whose link is switched off", async () => {
    renderWithRouter(<Footer productName="Corner Shop" socialLinks={{ ...socialLinks, instagram: null }} />);
    const social = await screen.findByRole("list", { name: "Social media" });
    expect(
      within(social)
        .getAllByRole("link")
        .map((link) => link.getAttribute("aria-label")),
    ).toEqual(["Corner Shop on Facebook", "Corner Shop on X"]);
  });
});
