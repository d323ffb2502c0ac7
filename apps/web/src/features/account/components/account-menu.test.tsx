import type { User } from "@mp/contracts/user";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "react-toastify/unstyled";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@mp/ui/components/toaster.tsx";
import type * as PagesModule from "../../../lib/pages";
import { readSession } from "../../../lib/session";
import { failure, recordRequests } from "@mp/ui/test/msw.ts";
import { clientDetailsBody, makeClientProfile } from "../../../test/profiles";
import { toastKind } from "../../../test/dom";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { makeToken, makeUser, signIn } from "../../../test/session";
import { AccountMenu } from "./account-menu";

// Which of the later pages exist besides the real list's, and which of its pages a test takes away.
const pages = vi.hoisted(() => ({ existing: new Set<string>(), missing: new Set<string>() }));
vi.mock("../../../lib/pages", async (importOriginal) => {
  const original = await importOriginal<typeof PagesModule>();
  return {
    ...original,
    hasPage: (path: string) => !pages.missing.has(path) && (pages.existing.has(path) || original.hasPage(path)),
  };
});

const adminUrl = "https://admin.example.com:8443";

/** `GET /api/adds/UserDetalis/{id}` as the server answers it: the user and their plan. */
const userDetails = (user: User) => ({ result: 1, result_value: user, userPlan: user.userPlan });

function renderMenu(account: User, { details = userDetails }: { details?: (user: User) => object } = {}) {
  const { token } = signIn(account, makeToken());
  server.use(
    http.get("/api/adds/UserDetalis/:id", () => HttpResponse.json(details(account))),
    http.post("/api/auth/logout", () => HttpResponse.json({ result: 1, message: "Logged out." })),
    http.post("/api/clientProfileDetails", () => failure(404, "Client not found.")),
  );
  const sent = recordRequests(server);
  const session = readSession();
  const view = renderWithRouter(
    <>
      <AccountMenu session={{ ...session, userId: account._id }} adminUrl={adminUrl} />
      <Toaster />
    </>,
  );
  return { ...view, sent, token };
}

async function openMenu(view: ReturnType<typeof renderMenu>) {
  await view.user.click(await screen.findByRole("button", { name: "My Account" }));
  return screen.findByRole("region", { name: "My Account" });
}

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
  afterEach(() => vi.useRealTimers());

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

  it("opens the admin panel for admins and posts the session to its exact origin after 1 s", async () => {
    const account = makeUser({ additionalusertype: "Super-Admin" });
    const view = renderMenu(account);
    const panel = await openMenu(view);
    await waitFor(() => expect(view.sent.filter((request) => request.path.startsWith("/api/adds/"))).toHaveLength(1));
    const adminWindow = { postMessage: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(adminWindow as unknown as Window);

    vi.useFakeTimers();
    fireEvent.click(within(panel).getByRole("button", { name: "Admin" }));
    expect(open).toHaveBeenCalledWith(`${adminUrl}/users`, "_blank");
    act(() => vi.advanceTimersByTime(999));
    expect(adminWindow.postMessage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(adminWindow.postMessage).toHaveBeenCalledExactlyOnceWith(
      { token: view.token, userId: account._id, additionalusertype: "Super-Admin" },
      "https://admin.example.com:8443",
    );
    // A panel still loading would miss it: the same message follows a second later, until closed.
    act(() => vi.advanceTimersByTime(1000));
    expect(adminWindow.postMessage).toHaveBeenCalledTimes(2);
    Object.assign(adminWindow, { closed: true });
    act(() => vi.advanceTimersByTime(5000));
    expect(adminWindow.postMessage).toHaveBeenCalledTimes(2);
  });

  it("tells others for 2 s that they may not open the admin panel", async () => {
    const view = renderMenu(makeUser({ additionalusertype: null }));
    const panel = await openMenu(view);
    const open = vi.spyOn(window, "open");
    const error = vi.spyOn(toast, "error");

    await view.user.click(within(panel).getByRole("button", { name: "Admin" }));

    expect(await toastKind("You are not authorized to access the admin panel")).toBe("error");
    expect(error).toHaveBeenCalledWith(
      "You are not authorized to access the admin panel",
      expect.objectContaining({ autoClose: 2000 }),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it("asks before logging out; staying keeps the session", async () => {
    const view = renderMenu(makeUser());
    const panel = await openMenu(view);
    await view.user.click(within(panel).getByRole("button", { name: "Logout" }));

    const dialog = await screen.findByRole("dialog", { name: "Log out" });
    // The question, then the two answers, in that order.
    expect(dialog.querySelector(".dialog__body")?.textContent).toBe(
      "Are you sure you want to logout?Stay Logged InYes, Logout",
    );
    await view.user.click(within(dialog).getByRole("button", { name: "Stay Logged In" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(localStorage.getItem("token")).not.toBeNull();
  });

  it("logs out: ends the server session, clears storage, and after 300 ms goes to the admin host's redirect", async () => {
    const view = renderMenu(makeUser());
    localStorage.setItem("categoryId", "cat-1");
    localStorage.setItem("forgotPasswordSentAt", "123");
    const panel = await openMenu(view);
    await view.user.click(within(panel).getByRole("button", { name: "Logout" }));
    const dialog = await screen.findByRole("dialog", { name: "Log out" });
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});

    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, Logout" }));

    expect(localStorage.length).toBe(0);
    expect(dialog.className).toContain("is-closing");

    act(() => vi.advanceTimersByTime(299));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledExactlyOnceWith("https://admin.example.com:8443/redirect?clear=true");

    vi.useRealTimers();
    await waitFor(() => expect(view.sent.map((request) => request.path)).toContain("/api/auth/logout"));
    const logout = view.sent.find((request) => request.path === "/api/auth/logout");
    expect(logout?.method).toBe("POST");
    expect(logout?.headers.get("Authorization")).toBe(`Bearer ${view.token}`);
  });
});
