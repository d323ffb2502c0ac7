import { describe, expect, it, vi } from "vitest";
import { clearAdminStorage, getSessionSnapshot, saveSession, subscribeToSession } from "./session-store";

const session = { token: "token-1", userId: "00000000-0000-4000-8000-000000000001" };

describe("session store", () => {
  it("keeps the session in localStorage, so a reload and the other admin tabs see it", () => {
    saveSession(session);
    expect(getSessionSnapshot()).toEqual({ session, reason: null });
    expect(JSON.parse(localStorage.getItem("mp-admin:session") ?? "null")).toEqual(session);
  });

  it("returns the same snapshot until something changes", () => {
    saveSession(session);
    expect(getSessionSnapshot()).toBe(getSessionSnapshot());
  });

  it("clears all of the admin origin's storage and keeps the reason", () => {
    saveSession(session);
    localStorage.setItem("something-else", "1");
    sessionStorage.setItem("scratch", "1");
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    clearAdminStorage("expired");
    unsubscribe();
    expect(listener).toHaveBeenCalled();
    expect(getSessionSnapshot()).toEqual({ session: null, reason: "expired" });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it("ignores a stored value that is not a session", () => {
    localStorage.setItem("mp-admin:session", '{"token":""}');
    expect(getSessionSnapshot().session).toBeNull();
  });

  it("signs out when another tab (the site's logout via /redirect) clears the storage", () => {
    saveSession(session);
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    expect(getSessionSnapshot().session).toEqual(session);
    localStorage.clear(); // what the other tab did
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    unsubscribe();
    expect(listener).toHaveBeenCalledOnce();
    expect(getSessionSnapshot()).toEqual({ session: null, reason: "signed-out" });
  });
});
