import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "react-toastify/unstyled";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminUrl, openMenu, renderMenu } from "../../../test/account-menu";
import { toastKind } from "../../../test/dom";
import { makeUser } from "../../../test/session";

describe("the My Account menu's Admin and Logout buttons", () => {
  afterEach(() => vi.useRealTimers());

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
