import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { siteOrigin } from "../../app/config";
import { getSessionSnapshot, saveSession } from "../../lib/session-store";
import { http } from "msw";
import { deferred, failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { postMessageFrom, renderApp } from "../../test/render";
import { serveAdminApi, server, userPage } from "../../test/server";
import { makeUser } from "../../test/users";

const token = "handed-over-token";
const admin = makeUser({ name: "Grace Hopper", additionalusertype: "Super-Admin", userType: "Employer" });
const member = makeUser({ name: "Linus Member" });
const handoff = { token, userId: admin._id, additionalusertype: "Super-Admin" };

/** Waits for the full-page screen titled `title`: its one h1, and the tab's title. */
async function expectScreen(title: string) {
  expect(await screen.findByRole("heading", { name: title })).toHaveProperty("tagName", "H1");
  expect(document.title).toBe(`${title} · Main Street Market Admin`);
}

const paths = (sent: { path: string }[]) => sent.map((request) => request.path);

describe("hand-off from the site", () => {
  it("waits for a sign-in, pointing to the site, and fetches nothing", async () => {
    const sent = recordRequests(server);
    renderApp("/users");
    await expectScreen("Waiting for your sign-in");
    expect(screen.getByText(/Open the admin panel from your account menu on/).textContent).toBe(
      "Open the admin panel from your account menu on Main Street Market.",
    );
    expect(screen.getByRole("link", { name: "Go to Main Street Market" }).getAttribute("href")).toBe(
      "http://localhost:5173/",
    );
    expect(sent).toEqual([]);
  });

  it("ignores a message from another origin", async () => {
    const sent = serveAdminApi({ token, me: admin });
    renderApp("/users");
    await screen.findByRole("heading", { name: "Waiting for your sign-in" });
    postMessageFrom("https://evil.example", handoff);
    postMessageFrom(location.origin, handoff);
    expect(getSessionSnapshot().session).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Waiting for your sign-in");
    expect(sent).toEqual([]);
  });

  it("ignores a malformed payload from the site", async () => {
    const sent = serveAdminApi({ token, me: admin });
    renderApp("/users");
    await screen.findByRole("heading", { name: "Waiting for your sign-in" });
    postMessageFrom(siteOrigin!, { token, userId: "not-a-uuid", additionalusertype: "Admin" });
    postMessageFrom(siteOrigin!, `token=${token}`);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Waiting for your sign-in");
    expect(sent).toEqual([]);
  });

  it("checks a valid hand-off with the server, then shows the panel", async () => {
    const listed = makeUser({ name: "Ada Lovelace" });
    const session = deferred<Response>();
    const sent = serveAdminApi({ token, me: admin, users: [admin, listed], sessionReply: () => session.promise });
    renderApp("/users");
    await screen.findByRole("heading", { name: "Waiting for your sign-in" });

    postMessageFrom(siteOrigin!, handoff);
    await expectScreen("Checking your access…");
    expect(paths(sent)).toEqual(["/api/auth/session"]);
    expect(sent[0]?.headers.get("Authorization")).toBe(`Bearer ${token}`);

    session.resolve(ok(admin));
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringContaining("Grace Hopper"), expect.stringContaining("Ada Lovelace")]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Users");
    const banner = screen.getByRole("banner");
    expect(within(banner).getByText("Grace Hopper").parentElement?.textContent).toBe(
      "Signed in as Grace Hopper, Super-Admin",
    );
    expect(within(banner).getByRole("link", { name: "Back to site" }).getAttribute("href")).toBe(
      "http://localhost:5173/",
    );
    expect(paths(sent)[1]).toBe("/api/admin/users?page=1&limit=20&search=");
  });

  it("refuses a token without admin rights and never asks for the user list", async () => {
    const sent = serveAdminApi({ token, me: member });
    renderApp("/users");
    postMessageFrom(siteOrigin!, { token, userId: member._id, additionalusertype: "Admin" });

    await expectScreen("You are not authorized to access the admin panel");
    expect(screen.getByRole("link", { name: "Go to Main Street Market" }).getAttribute("href")).toBe(
      "http://localhost:5173/",
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(paths(sent)).toEqual(["/api/auth/session"]);
    expect(getSessionSnapshot().session).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("refuses a token that belongs to someone else than the hand-off said", async () => {
    const sent = serveAdminApi({ token, me: admin });
    renderApp("/users");
    postMessageFrom(siteOrigin!, { ...handoff, userId: member._id });
    await expectScreen("Your admin session has ended");
    expect(paths(sent)).toEqual(["/api/auth/session"]);
    expect(getSessionSnapshot().session).toBeNull();
  });

  it("clears the storage and signs out when the server refuses the token (401)", async () => {
    serveAdminApi({ token: "the-token-the-server-knows", me: admin });
    renderApp("/users");
    postMessageFrom(siteOrigin!, handoff);
    await expectScreen("Your admin session has ended");
    expect(localStorage.length).toBe(0);
    expect(screen.getByText(/Sign in again on Main Street Market/).textContent).toMatch(
      /^Sign in again on Main Street Market/,
    );
  });

  it("offers a retry when the check cannot reach the server, keeping the session", async () => {
    let isDown = true;
    const sessionReply = () => (isDown ? failure(503, "Service unavailable.") : ok(admin));
    serveAdminApi({ token, me: admin, users: [admin], sessionReply });
    const { user } = renderApp("/users");
    postMessageFrom(siteOrigin!, handoff);
    await expectScreen("We couldn't check your access");
    expect(screen.getByText("Service unavailable.").closest("main")?.textContent).toContain(
      "We couldn't check your access",
    );
    expect(getSessionSnapshot().session?.token).toBe(token);

    isDown = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringContaining("Grace Hopper")]);
  });
});

describe("a stored session", () => {
  it("is checked again on load and opens the panel without a new hand-off", async () => {
    saveSession({ token, userId: admin._id });
    const sent = serveAdminApi({ token, me: admin, users: [admin] });
    renderApp("/users");
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("rowheader")).toHaveLength(1);
    expect(paths(sent)).toEqual(["/api/auth/session", "/api/admin/users?page=1&limit=20&search="]);
  });

  it("ends when any call answers 401: storage cleared, signed-out screen, no data", async () => {
    saveSession({ token, userId: admin._id });
    localStorage.setItem("mp-admin:other", "kept until sign-out");
    serveAdminApi({ token, me: admin, usersReply: () => failure(401, "Your session has expired.") });
    renderApp("/users");
    await expectScreen("Your admin session has ended");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("ends when the admin rights are gone (403 from the list)", async () => {
    saveSession({ token, userId: admin._id });
    serveAdminApi({ token, me: admin, usersReply: () => failure(403, "Admins only.") });
    renderApp("/users");
    await expectScreen("Your admin session has ended");
    expect(getSessionSnapshot().session).toBeNull();
  });

  it("ends at once when the site's logout clears it from another tab", async () => {
    saveSession({ token, userId: admin._id });
    serveAdminApi({ token, me: admin, users: [admin] });
    renderApp("/users");
    await screen.findByRole("table");

    localStorage.clear(); // /redirect?clear=true in the site's tab
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    await expectScreen("You're signed out");
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("a new hand-off while signed in", () => {
  it("checks the new token and shows nothing loaded for the previous one", async () => {
    const other = makeUser({ name: "Katherine Johnson", additionalusertype: "Admin" });
    const secondList = deferred<Response>();
    saveSession({ token, userId: admin._id });
    const whoSent = (request: Request) => {
      const bearer = request.headers.get("Authorization");
      return bearer === `Bearer ${token}` ? admin : bearer === "Bearer second-token" ? other : null;
    };
    server.use(
      http.get("/api/auth/session", ({ request }) => {
        const me = whoSent(request);
        return me ? ok(me) : failure(401, "Please sign in again.");
      }),
      http.get("/api/admin/users", ({ request }) => {
        const me = whoSent(request);
        if (!me) return failure(401, "Please sign in again.");
        return me === other ? secondList.promise : userPage([admin]);
      }),
    );
    const sent = recordRequests(server);
    renderApp("/users");
    await screen.findByRole("rowheader", { name: /Grace Hopper/ });

    postMessageFrom(siteOrigin!, { token: "second-token", userId: other._id, additionalusertype: "Admin" });
    await within(await screen.findByRole("banner")).findByText("Katherine Johnson");
    // The list loads afresh for the new admin: a skeleton, not the previous admin's rows.
    const skeleton = screen.getByText("Loading users…", { selector: ".visually-hidden" }).parentElement;
    expect(skeleton?.getAttribute("role")).toBe("status");
    expect(screen.queryByRole("rowheader", { name: /Grace Hopper/ })).toBeNull();

    secondList.resolve(userPage([other]));
    await screen.findByRole("rowheader", { name: /Katherine Johnson/ });
    expect(screen.getAllByRole("rowheader")).toHaveLength(1);
    expect(paths(sent)).toEqual([
      "/api/auth/session",
      "/api/admin/users?page=1&limit=20&search=",
      "/api/auth/session",
      "/api/admin/users?page=1&limit=20&search=",
    ]);
  });
});
