import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { getSessionSnapshot, saveSession } from "../../lib/session-store";
import { recordRequests } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../test/render";
import { server } from "../../test/server";

const session = { token: "some-token", userId: "00000000-0000-4000-8000-000000000001" };

describe("/redirect", () => {
  it("with ?clear=true clears the admin storage and replaces the page with the site's home", async () => {
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => {});
    const sent = recordRequests(server);
    saveSession(session);
    sessionStorage.setItem("scratch", "1");
    renderApp("/redirect?clear=true");

    // Announced: a status, not just text.
    expect((await screen.findByText("Returning to Main Street Market…")).getAttribute("role")).toBe("status");
    expect(replace).toHaveBeenCalledExactlyOnceWith("http://localhost:5173/");
    expect(getSessionSnapshot()).toEqual({ session: null, reason: "signed-out" });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(sent).toEqual([]);
  });

  it("without it returns to the site and keeps the session", async () => {
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => {});
    saveSession(session);
    renderApp("/redirect");
    await screen.findByText("Returning to Main Street Market…");
    expect(replace).toHaveBeenCalledExactlyOnceWith("http://localhost:5173/");
    expect(getSessionSnapshot().session).toEqual(session);
  });
});
