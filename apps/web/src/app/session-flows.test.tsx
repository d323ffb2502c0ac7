import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, mockApi, ok, type Reply } from "@mp/ui/test/api-mock.ts";
import { dialogNamed } from "../test/dom";
import { renderApp } from "../test/render";
import { makeToken, makeUser, signIn } from "../test/session";

/** Categories for the home page behind the dialogs, and `answer` for everything else. */
function mockSite(answer: (url: URL) => Reply = () => ok([])) {
  return mockApi((url) => (url.pathname.startsWith("/api/category") ? ok([]) : answer(url)));
}

/** The header, once the lazy page has rendered. */
const header = () => screen.findByRole("banner");

describe("the header's account area", () => {
  it("offers Register and Sign in when logged out, each opening its dialog", async () => {
    mockSite();
    const { user } = renderApp("/");
    await user.click(await within(await header()).findByRole("button", { name: "Register" }));
    await user.click(within(await dialogNamed("Create your account")).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(within(await header()).getByRole("button", { name: "Sign in" }));
    expect(await dialogNamed("Sign in")).toBeTruthy();
  });

  it("shows My Account when a token is stored", async () => {
    mockSite();
    signIn();
    renderApp("/");
    expect(await within(await header()).findByRole("button", { name: "My Account" })).toBeTruthy();
    expect(within(await header()).queryByRole("button", { name: "Sign in" })).toBeNull();
  });
});

describe("the session's upkeep", () => {
  it("drops an expired employer token at start", async () => {
    mockSite();
    signIn(makeUser(), makeToken(-60));
    renderApp("/");
    expect(await within(await header()).findByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(localStorage.getItem("employerToken")).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("drops an employer token that expires while the visitor browses, on the next navigation", async () => {
    mockSite();
    signIn(makeUser(), makeToken(3600));
    const { router } = renderApp("/");
    await within(await header()).findByRole("button", { name: "My Account" });

    // The same session, now past its expiry.
    localStorage.setItem("employerToken", makeToken(-1));
    await act(() => router.navigate("/terms-conditions"));

    expect(await within(await header()).findByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(localStorage.getItem("employerToken")).toBeNull();
  });

  it("clears storage and returns home when a call that needs the user gets 401", async () => {
    mockSite(() => failure(401, "Please sign in to continue."));
    signIn();
    const { user, router } = renderApp("/terms-conditions");
    await user.click(await within(await header()).findByRole("button", { name: "My Account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(localStorage.length).toBe(0);
    expect(await within(await header()).findByRole("button", { name: "Sign in" })).toBeTruthy();
  });
});

describe("the dialog routes", () => {
  it.each([
    ["/login", "Sign in"],
    ["/signup", "Create your account"],
    ["/forgotpassword", "Forgot your password?"],
  ])("%s shows the home page with its dialog open", async (path, title) => {
    mockSite();
    const { user, router } = renderApp(path);
    const dialog = await dialogNamed(title);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends a signed-in visitor from /login to the home page", async () => {
    mockSite();
    signIn();
    const { router } = renderApp("/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the reset-password page", () => {
  const token = "Zk3s9_xP-2mQ8vLr5tWy1nB7";

  it("checks the new password's length", async () => {
    mockSite();
    const { user } = renderApp(`/resetpassword/${token}`);
    await user.type(await screen.findByLabelText("New password"), "short");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("Password must be at least 8 characters.")).toBeTruthy();
  });

  it("saves the new password, then says so and opens the login", async () => {
    const fetchMock = mockSite(() => ({
      body: { result: 1, message: "Your password has been changed. Please sign in with the new password." },
    }));
    const { user, router } = renderApp(`/resetpassword/${token}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Choose a new password" })).toBeTruthy();
    await user.type(screen.getByLabelText("New password"), "a-brand-new-password");
    await user.click(screen.getByRole("button", { name: "Save new password" }));

    expect(await dialogNamed("Sign in")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    expect(
      await screen.findByText("Your password has been changed. Please sign in with the new password."),
    ).toBeTruthy();
    const call = fetchMock.mock.calls.find(([path]) => path === "/api/auth/reset-password");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token, password: "a-brand-new-password" });
  });

  it("explains an expired link and offers a new one", async () => {
    mockSite(() => failure(400, "This reset link is invalid or has expired."));
    const { user } = renderApp(`/resetpassword/${token}`);
    await user.type(await screen.findByLabelText("New password"), "a-brand-new-password");
    await user.click(screen.getByRole("button", { name: "Save new password" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This reset link is invalid or has expired.");
    await user.click(within(alert).getByRole("button", { name: "Request a new link" }));
    expect(await dialogNamed("Forgot your password?")).toBeTruthy();
  });
});
