import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, sentRequests } from "@mp/ui/test/api-mock.ts";
import { dialogNamed } from "../../test/dom";
import { renderApp } from "../../test/render";
import { makeUser, sessionBody, signIn } from "../../test/session";

const signedInEvent = {
  _id: "20000000-0000-4000-8000-000000000001",
  type: "signed_in",
  ip: "198.51.100.4",
  userAgent: null,
  createdAt: new Date().toISOString(),
};

function answer(url: URL) {
  if (url.pathname === "/api/activitylog") {
    const page = Number(url.searchParams.get("page"));
    return { body: { result: 1, result_value: [signedInEvent], meta: { hasMore: false, currentPage: page } } };
  }
  return { body: { result: 1, result_value: [] } };
}

describe("/activitylog", () => {
  it("shows the log under the solid header when a token is stored", async () => {
    signIn();
    const fetchMock = mockApi(answer);
    renderApp("/activitylog");
    expect(await screen.findByRole("heading", { level: 1, name: "Activity log" })).toBeTruthy();
    expect(await screen.findByText("Signed in")).toBeTruthy();
    expect(screen.getByRole("banner").className).toContain("site-header--solid");
    await waitFor(() => expect(document.title).toBe("Activity log · Main Street Market"));
    expect(sentRequests(fetchMock).some((r) => r.path === "/api/activitylog?page=1&limit=20")).toBe(true);
  });

  it("reads the page from the address", async () => {
    signIn();
    const fetchMock = mockApi(answer);
    renderApp("/activitylog?page=3");
    expect(await screen.findByText("Signed in")).toBeTruthy();
    expect(sentRequests(fetchMock).some((r) => r.path === "/api/activitylog?page=3&limit=20")).toBe(true);
  });

  it("opens the login dialog instead of the page without a token, and shows the log after signing in", async () => {
    const account = makeUser();
    const fetchMock = mockApi((url) =>
      url.pathname === "/api/auth/login" ? { body: sessionBody(account) } : answer(url),
    );
    const { user } = renderApp("/activitylog");
    const login = await dialogNamed("Sign in");
    expect(screen.getByText("Sign in to see this page")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Account activity" })).toBeNull();
    expect(sentRequests(fetchMock).some((r) => r.path.startsWith("/api/activitylog"))).toBe(false);

    await user.type(within(login).getByLabelText("Email"), account.email);
    await user.type(within(login).getByLabelText("Password"), "a-good-password");
    await user.click(within(login).getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Signed in")).toBeTruthy();
    expect(screen.queryByText("Sign in to see this page")).toBeNull();
  });
});
