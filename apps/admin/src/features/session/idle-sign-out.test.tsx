import { adminSessionMessages } from "@mp/contracts/admin-session";
import { act, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSessionSnapshot, saveSession } from "../../lib/session-store";
import { renderApp } from "../../test/render";
import { serveAdminApi } from "../../test/server";
import { makeUser } from "../../test/users";
import { useIdleSignOut } from "./use-idle-sign-out";

const MINUTE = 60_000;

describe("signing out after a period without activity", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    saveSession({ token: "t", userId: "u" });
  });
  afterEach(() => vi.useRealTimers());

  it("ends the session after the limit without mouse or keyboard activity, and not before", () => {
    renderHook(() => useIdleSignOut(30));
    act(() => vi.advanceTimersByTime(29 * MINUTE));
    expect(getSessionSnapshot().session).not.toBeNull();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(getSessionSnapshot()).toEqual({ session: null, reason: "idle" });
  });

  it("starts the clock again on each key press or mouse move", () => {
    renderHook(() => useIdleSignOut(30));
    act(() => vi.advanceTimersByTime(25 * MINUTE));
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
    act(() => vi.advanceTimersByTime(25 * MINUTE));
    window.dispatchEvent(new Event("pointermove"));
    act(() => vi.advanceTimersByTime(25 * MINUTE));
    expect(getSessionSnapshot().session).not.toBeNull();
    act(() => vi.advanceTimersByTime(6 * MINUTE));
    expect(getSessionSnapshot().reason).toBe("idle");
  });

  it("checks at once when a sleeping tab is shown again", () => {
    renderHook(() => useIdleSignOut(5));
    vi.setSystemTime(Date.now() + 6 * MINUTE);
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(getSessionSnapshot().reason).toBe("idle");
  });
});

describe("the sign-in screen after an idle sign-out", () => {
  it("says the panel signed out for inactivity and after how long", async () => {
    const admin = makeUser({ additionalusertype: "Admin" });
    serveAdminApi({ token: "admin-token", me: admin, users: [admin] });
    saveSession({ token: "admin-token", userId: admin._id });
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"], shouldAdvanceTime: true });
    try {
      renderApp("/users");
      await screen.findByRole("navigation", { name: "Admin sections" });
      act(() => vi.advanceTimersByTime(31 * MINUTE));
      await screen.findByRole("heading", { name: "Signed out for inactivity" });
      screen.getByText(adminSessionMessages.idleSignedOut(30));
    } finally {
      vi.useRealTimers();
    }
  });
});
