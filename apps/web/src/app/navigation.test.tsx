import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render";
import { makeUser, signIn } from "../test/session";

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

  it("opens the Directory: both registrations greyed out for a visitor, Hire Freelancer a link", async () => {
    const { user } = renderApp("/terms-conditions");
    const menu = await screen.findByRole("navigation", { name: "Main" });
    await user.click(within(menu).getByRole("button", { name: "Directory" }));
    for (const label of ["Register as a Freelancer", "Register as a Client"]) {
      const entry = within(menu).getByText(label);
      expect(entry.getAttribute("aria-disabled"), label).toBe("true");
      expect(entry.closest("a"), label).toBeNull();
    }
    expect(within(menu).getByRole("link", { name: "Hire Freelancer" }).getAttribute("href")).toBe("/hirefreelancers");
  });

  it("links a signed-in account to the registration it lacks and greys out the one it holds", async () => {
    signIn(makeUser({ AddtionalRole: ["Freelancer"] }));
    const { user, router } = renderApp("/terms-conditions");
    const menu = await screen.findByRole("navigation", { name: "Main" });
    await user.click(within(menu).getByRole("button", { name: "Directory" }));
    expect(within(menu).getByText("Register as a Freelancer").getAttribute("aria-disabled")).toBe("true");
    await user.click(within(menu).getByRole("link", { name: "Register as a Client" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/registerclient"));
  });
});
