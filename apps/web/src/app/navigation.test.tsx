import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render";

describe("header menu", () => {
  it("links Find Jobs first and Our Products last, after the Explore Category menu", async () => {
    renderApp("/terms-conditions");
    const menu = await screen.findByRole("navigation", { name: "Main" });
    const items = within(menu).getAllByRole("listitem");
    expect(within(items[0]!).getByRole("button", { name: "Explore Category" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
    const links = within(menu)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links[0]).toEqual(["Find Jobs", "/findjob"]);
    expect(links.at(-1)).toEqual(["Our Products", "/ourproducts"]);
    expect(items[2]?.textContent).toBe("Directory");
  });

  it("opens the Directory with Hire Freelancer, now that /hirefreelancers exists", async () => {
    const { user } = renderApp("/terms-conditions");
    const menu = await screen.findByRole("navigation", { name: "Main" });
    await user.click(within(menu).getByRole("button", { name: "Directory" }));
    expect(within(menu).getByRole("link", { name: "Hire Freelancer" }).getAttribute("href")).toBe("/hirefreelancers");
  });
});
