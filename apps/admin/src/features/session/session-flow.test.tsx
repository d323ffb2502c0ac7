import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { siteOrigin } from "../../app/config";
import { getSessionSnapshot, saveSession } from "../../lib/session-store";
import { deferred, failure, mockApi, ok, type Reply } from "@mp/ui/test/api-mock.ts";
import { makeUser, mockAdminApi, requestedPaths } from "../../test/api-mock";
import { postMessageFrom, renderApp } from "../../test/render";

const token = "handed-over-token";
const admin = makeUser({ name: "Grace Hopper", additionalusertype: "Super-Admin", userType: "Employer" });
const member = makeUser({ name: "Linus Member" });
const handoff = { token, userId: admin._id, additionalusertype: "Super-Admin" };

describe("hand-off from the site", () => {
  it("waits for a sign-in, pointing to the site, and fetches nothing", async () => {
    const fetchMock = mockApi(() => failure(500, "unexpected call"));
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Waiting for your sign-in" })).toBeTruthy();
    expect(screen.getByText(/Open the admin panel from your account menu on/).textContent).toBe(
      "Open the admin panel from your account menu on Main Street Market.",
    );
    expect(screen.getByRole("link", { name: "Go to Main Street Market" }).getAttribute("href")).toBe(
      "http://localhost:5173/",
    );
    expect(document.title).toBe("Waiting for your sign-in · Main Street Market Admin");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("ignores a message from another origin", async () => {
    const fetchMock = mockAdminApi({ token, me: admin });
    renderApp("/");
    await screen.findByRole("heading", { name: "Waiting for your sign-in" });
    postMessageFrom("https://evil.example", handoff);
    postMessageFrom(location.origin, handoff);
    expect(getSessionSnapshot().session).toBeNull();
    expect(screen.getByRole("heading", { name: "Waiting for your sign-in" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("ignores a malformed payload from the site", async () => {
    const fetchMock = mockAdminApi({ token, me: admin });
    renderApp("/");
    await screen.findByRole("heading", { name: "Waiting for your sign-in" });
    postMessageFrom(siteOrigin!, { token, userId: "not-a-uuid", additionalusertype: "Admin" });
    postMessageFrom(siteOrigin!, `token=${token}`);
    expect(screen.getByRole("heading", { name: "Waiting for your sign-in" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks a valid hand-off with the server, then shows the panel", async () => {
    const listed = makeUser({ name: "Ada Lovelace" });
    const session = deferred<{ body: unknown }>();
    const fetchMock = mockAdminApi({ token, me: admin, users: [admin, listed], sessionReply: () => session.promise });
    renderApp("/");
    await screen.findByRole("heading", { name: "Waiting for your sign-in" });

    postMessageFrom(siteOrigin!, handoff);
    expect(await screen.findByRole("heading", { name: "Checking your access…" })).toBeTruthy();
    expect(requestedPaths(fetchMock)).toEqual(["/api/auth/session"]);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("Authorization")).toBe(`Bearer ${token}`);

    session.resolve(ok(admin));
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("rowheader", { name: /Ada Lovelace/ })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Users" })).toBeTruthy();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByText("Grace Hopper")).toBeTruthy();
    expect(within(banner).getByText("Super-Admin")).toBeTruthy();
    expect(within(banner).getByRole("link", { name: "Back to site" }).getAttribute("href")).toBe(
      "http://localhost:5173/",
    );
    expect(requestedPaths(fetchMock)[1]).toBe("/api/admin/users?page=1&limit=20&search=");
  });

  it("refuses a token without admin rights and never asks for the user list", async () => {
    const fetchMock = mockAdminApi({ token, me: member });
    renderApp("/users");
    postMessageFrom(siteOrigin!, { token, userId: member._id, additionalusertype: "Admin" });

    expect(
      await screen.findByRole("heading", { name: "You are not authorized to access the admin panel" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Main Street Market" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(requestedPaths(fetchMock)).toEqual(["/api/auth/session"]);
    expect(getSessionSnapshot().session).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("refuses a token that belongs to someone else than the hand-off said", async () => {
    const fetchMock = mockAdminApi({ token, me: admin });
    renderApp("/");
    postMessageFrom(siteOrigin!, { ...handoff, userId: member._id });
    expect(await screen.findByRole("heading", { name: "Your admin session has ended" })).toBeTruthy();
    expect(requestedPaths(fetchMock)).toEqual(["/api/auth/session"]);
    expect(getSessionSnapshot().session).toBeNull();
  });

  it("clears the storage and signs out when the server refuses the token (401)", async () => {
    mockAdminApi({ token: "the-token-the-server-knows", me: admin });
    renderApp("/");
    postMessageFrom(siteOrigin!, handoff);
    expect(await screen.findByRole("heading", { name: "Your admin session has ended" })).toBeTruthy();
    expect(localStorage.length).toBe(0);
    expect(screen.getByText(/Sign in again on Main Street Market/)).toBeTruthy();
  });

  it("offers a retry when the check cannot reach the server, keeping the session", async () => {
    let isDown = true;
    const sessionReply = () => (isDown ? failure(503, "Service unavailable.") : ok(admin));
    mockAdminApi({ token, me: admin, users: [admin], sessionReply });
    const { user } = renderApp("/");
    postMessageFrom(siteOrigin!, handoff);
    expect(await screen.findByRole("heading", { name: "We couldn't check your access" })).toBeTruthy();
    expect(screen.getByText("Service unavailable.")).toBeTruthy();
    expect(getSessionSnapshot().session?.token).toBe(token);

    isDown = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table")).toBeTruthy();
  });
});

describe("a stored session", () => {
  it("is checked again on load and opens the panel without a new hand-off", async () => {
    saveSession({ token, userId: admin._id });
    const fetchMock = mockAdminApi({ token, me: admin, users: [admin] });
    renderApp("/users");
    expect(await screen.findByRole("table")).toBeTruthy();
    expect(requestedPaths(fetchMock)[0]).toBe("/api/auth/session");
  });

  it("ends when any call answers 401: storage cleared, signed-out screen, no data", async () => {
    saveSession({ token, userId: admin._id });
    localStorage.setItem("mp-admin:other", "kept until sign-out");
    mockAdminApi({ token, me: admin, usersReply: () => failure(401, "Your session has expired.") });
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Your admin session has ended" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("ends when the admin rights are gone (403 from the list)", async () => {
    saveSession({ token, userId: admin._id });
    mockAdminApi({ token, me: admin, usersReply: () => failure(403, "Admins only.") });
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Your admin session has ended" })).toBeTruthy();
    expect(getSessionSnapshot().session).toBeNull();
  });

  it("ends at once when the site's logout clears it from another tab", async () => {
    saveSession({ token, userId: admin._id });
    mockAdminApi({ token, me: admin, users: [admin] });
    renderApp("/");
    await screen.findByRole("table");

    localStorage.clear(); // /redirect?clear=true in the site's tab
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(await screen.findByRole("heading", { name: "You're signed out" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("a new hand-off while signed in", () => {
  it("checks the new token and shows nothing loaded for the previous one", async () => {
    const other = makeUser({ name: "Katherine Johnson", additionalusertype: "Admin" });
    const secondList = deferred<Reply>();
    saveSession({ token, userId: admin._id });
    const fetchMock = mockApi((url, { headers }) => {
      const bearer = headers.get("Authorization");
      const me = bearer === `Bearer ${token}` ? admin : bearer === "Bearer second-token" ? other : null;
      if (!me) return failure(401, "Please sign in again.");
      if (url.pathname === "/api/auth/session") return ok(me);
      if (me === other) return secondList.promise;
      return { body: { result: 1, result_value: [admin], meta: { hasMore: false, currentPage: 1, total: 1 } } };
    });
    renderApp("/");
    await screen.findByRole("rowheader", { name: /Grace Hopper/ });

    postMessageFrom(siteOrigin!, { token: "second-token", userId: other._id, additionalusertype: "Admin" });
    await within(await screen.findByRole("banner")).findByText("Katherine Johnson");
    // The list loads afresh for the new admin: a skeleton, not the previous admin's rows.
    expect(screen.getByText("Loading users…", { selector: ".visually-hidden" })).toBeTruthy();
    expect(screen.queryByRole("rowheader", { name: /Grace Hopper/ })).toBeNull();

    secondList.resolve({
      body: { result: 1, result_value: [other], meta: { hasMore: false, currentPage: 1, total: 1 } },
    });
    expect(await screen.findByRole("rowheader", { name: /Katherine Johnson/ })).toBeTruthy();
    expect(requestedPaths(fetchMock)).toEqual([
      "/api/auth/session",
      "/api/admin/users?page=1&limit=20&search=",
      "/api/auth/session",
      "/api/admin/users?page=1&limit=20&search=",
    ]);
  });
});
