import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pageOverrides as pages } from "../../../test/page-overrides";
import { openMenu, renderMenu } from "../../../test/account-menu";
import { clientDetailsBody, makeClientProfile } from "../../../test/profiles";
import { server } from "../../../test/server";
import { makeUser } from "../../../test/session";

vi.mock("../../../lib/pages", async (importOriginal) => {
  const { withPageOverrides } = await import("../../../test/page-overrides");
  return withPageOverrides(await importOriginal());
});

/** The value shown beside a row's label. */
function row(panel: HTMLElement, label: string): HTMLElement | null {
  const term = within(panel).queryAllByText(label, { selector: "dt" })[0];
  return (term?.nextElementSibling as HTMLElement | null) ?? null;
}

describe("the My Account menu", () => {
  beforeEach(() => {
    pages.existing.clear();
    pages.missing.clear();
  });

  it("loads the details with the bearer token and shows Name, Email, Mobile and User Type", async () => {
    const account = makeUser({ name: "Grace Hopper", phone: "+1 5550142", userType: "Employer" });
    const view = renderMenu(account, {
      details: (user) => ({ result: 1, result_value: { ...user, name: "Grace B. Hopper" }, userPlan: null }),
    });
    const panel = await openMenu(view);

    await waitFor(() => expect(row(panel, "Name")?.textContent).toBe("Grace B. Hopper"));
    // Beside each, its confirmation: nothing is confirmed yet (the default verification answer).
    expect(row(panel, "Email")?.textContent).toBe(`${account.email}Confirm e-mail`);
    expect(row(panel, "Mobile")?.textContent).toBe("+1 5550142Edit");
    expect(row(panel, "User Type")?.textContent).toBe("Employer");
    const details = view.sent.find((request) => request.path.startsWith("/api/adds/"));
    expect(details).toMatchObject({ method: "GET", path: `/api/adds/UserDetalis/${account._id}` });
    expect(details?.headers.get("Authorization")).toBe(`Bearer ${view.token}`);
  });

  it.each([
    [10, "account-balance--low"],
    [3, "account-balance--low"],
    [11, "account-balance--ok"],
  ])("shows %i connects left in the matching colour", async (connects, colour) => {
    const view = renderMenu(makeUser({ userPlan: { planType: "Premium", connects } }));
    const panel = await openMenu(view);
    const balance = await within(panel).findByText(`${connects} connects left`);
    expect(balance.className).toContain(colour);
  });

  it("offers Upgrade for Basic and Standard once the subscription page exists", async () => {
    pages.existing.add("/productsubscriptionplan");
    for (const [planType, hasUpgrade] of [
      ["Basic", true],
      ["Standard", true],
      ["Premium", false],
    ] as const) {
      const view = renderMenu(makeUser({ userPlan: { planType, connects: 40 } }));
      const panel = await openMenu(view);
      expect(row(panel, "Subscription Plan")?.textContent).toContain(planType);
      const upgrade = within(panel).queryByRole("link", { name: "Upgrade" });
      expect(Boolean(upgrade), planType).toBe(hasUpgrade);
      if (upgrade) expect(upgrade.getAttribute("href")).toBe("/productsubscriptionplan");
      view.unmount();
    }
  });

  it("shows no Upgrade or Buy subscription while the plan pages do not exist", async () => {
    pages.missing.add("/productsubscriptionplan").add("/hiresubscriptionplan");
    const view = renderMenu(makeUser({ userPlan: { planType: "Basic", connects: 40 } }));
    const panel = await openMenu(view);
    const links = within(panel).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Activity log", "/activitylog"],
      ["View Business", "/vendorproducts"],
      ["Saved", "/saved"],
      ["Saved searches", "/saved-searches"],
    ]);
    expect(
      within(panel)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Confirm e-mail", "Edit", "Admin", "Logout"]);
  });

  it("takes the Activity log button to its page and closes the menu", async () => {
    const view = renderMenu(makeUser());
    const panel = await openMenu(view);
    await view.user.click(within(panel).getByRole("link", { name: "Activity log" }));
    expect(view.router.state.location.pathname).toBe("/activitylog");
    await waitFor(() => expect(screen.queryByRole("region", { name: "My Account" })).toBeNull());
  });

  it("turns on View Business and Buy subscription when their pages exist", async () => {
    pages.existing.add("/activitylog").add("/vendorproducts").add("/productsubscriptionplan");
    const view = renderMenu(makeUser({ userPlan: null }));
    const panel = await openMenu(view);
    const links = within(panel).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Buy subscription", "/productsubscriptionplan"],
      ["Activity log", "/activitylog"],
      ["View Business", "/vendorproducts"],
      ["Saved", "/saved"],
      ["Saved searches", "/saved-searches"],
    ]);
  });

  it("shows the privileges as chips, linking to their profiles once those pages exist", async () => {
    const account = makeUser({ AddtionalRole: ["Freelancer", "Client"] });
    pages.missing.add("/clientprofile").add("/freelancerprofile");
    const view = renderMenu(account);
    let panel = await openMenu(view);
    expect(
      within(panel)
        .getAllByText(/./, { selector: ".account-chip" })
        .map((chip) => chip.textContent),
    ).toEqual(["Freelancer", "Client"]);
    expect(within(panel).queryByRole("link", { name: "Freelancer" })).toBeNull();
    view.unmount();

    pages.missing.clear();
    const again = renderMenu(account);
    panel = await openMenu(again);
    await again.user.click(within(panel).getByRole("link", { name: "Client" }));
    expect(again.router.state.location.pathname).toBe("/clientprofile");
    expect(again.router.state.location.state).toEqual({ UserId: account._id });
  });

  it("has a Member Profile tab only with the Client privilege", async () => {
    const plain = renderMenu(makeUser({ AddtionalRole: ["Freelancer"] }));
    let panel = await openMenu(plain);
    expect(within(panel).queryByRole("tab")).toBeNull();
    plain.unmount();

    const member = renderMenu(makeUser({ AddtionalRole: ["Client"], RemainingFreelancer: 7 }));
    server.use(
      http.post("/api/clientProfileDetails", () =>
        HttpResponse.json(clientDetailsBody(makeClientProfile({ CompanyName: "Engines Ltd", CompanyAddress: "" }))),
      ),
    );
    panel = await openMenu(member);
    const tabs = within(panel).getAllByRole("tab");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
      ["User Profile", "true"],
      ["Member Profile", "false"],
    ]);

    tabs[0]?.focus();
    await member.user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]?.getAttribute("aria-selected")).toBe("true");
    expect(row(panel, "User Type")?.textContent).toBe("Member");
    const remaining = row(panel, "Remaining Freelancer");
    expect(remaining?.textContent).toContain("7");
    expect(remaining?.querySelector(".account-balance--low")).not.toBeNull();
    await waitFor(() => expect(row(panel, "Company Name")?.textContent).toBe("Engines Ltd"));
    expect(row(panel, "Company Address")).toBeNull();
  });

  it("closes on Escape, returning focus to its button, and on a click outside", async () => {
    const view = renderMenu(makeUser());
    await openMenu(view);
    const button = screen.getByRole("button", { name: "My Account" });
    expect(button.getAttribute("aria-expanded")).toBe("true");

    await view.user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "My Account" })).toBeNull();
    expect(document.activeElement).toBe(button);

    await openMenu(view);
    await view.user.click(document.body);
    expect(screen.queryByRole("region", { name: "My Account" })).toBeNull();
  });
});
