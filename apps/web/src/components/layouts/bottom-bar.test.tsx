import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter, scrollWindowTo } from "../../test/render";
import { headerSearchId, heroSearchId } from "../search/search-targets";
import { BottomBar } from "./bottom-bar";

const quickActions = () => screen.queryByRole("navigation", { name: "Quick actions" });

describe("BottomBar", () => {
  it("is there from the first screen, before any scroll, and stays when scrolled", async () => {
    renderWithRouter(
      <>
        <p>Page</p>
        <BottomBar />
      </>,
    );
    await screen.findByText("Page");
    expect(quickActions()).not.toBeNull();
    scrollWindowTo(120);
    expect(quickActions()).not.toBeNull();
  });

  it("offers Home first, then Search and Categories", async () => {
    renderWithRouter(<BottomBar />);
    const bar = await screen.findByRole("navigation", { name: "Quick actions" });
    expect([...bar.children].map((item) => item.textContent)).toEqual(["Home", "Search", "Categories"]);
    expect(within(bar).getByRole("link", { name: "Categories" }).getAttribute("href")).toBe("/#categories");
    expect(within(bar).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    // Search is an action on this page, not a link away from it.
    expect(within(bar).getByRole("button", { name: "Search" })).toHaveProperty("type", "button");
    expect(
      within(bar)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).not.toContain("Search");
  });

  it("sends focus to the page's own search box, else to the header's", async () => {
    const { user } = renderWithRouter(
      <>
        <input id={headerSearchId} aria-label="Header search" />
        <BottomBar />
      </>,
    );
    const search = await screen.findByRole("button", { name: "Search" });
    await user.click(search);
    expect(document.activeElement?.id).toBe(headerSearchId);

    const hero = document.createElement("input");
    hero.id = heroSearchId;
    document.body.append(hero);
    await user.click(search);
    expect(document.activeElement).toBe(hero);
    hero.remove();
  });
});
