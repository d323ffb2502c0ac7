import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { failure, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf, dialogNamed, expectModal, toastKind } from "../test/dom";
import { renderApp } from "../test/render";
import { server } from "../test/server";
import { makeToken, makeUser, signIn } from "../test/session";

/** `POST /api/auth/reset-password` answering `reply`; returns the request log. */
function serveReset(reply: () => Response) {
  server.use(http.post("/api/auth/reset-password", reply));
  return recordRequests(server);
}

/** Waits for the header to offer Sign in, and checks it no longer offers My Account. */
async function expectSignedOut() {
  const banner = await header();
  await within(banner).findByRole("button", { name: "Sign in" });
  expect(within(banner).queryByRole("button", { name: "My Account" })).toBeNull();
}

/** The header, once the lazy page has rendered. */
const header = () => screen.findByRole("banner");

describe("the header's account area", () => {
  it("offers Register and Sign in when logged out, each opening its dialog", async () => {
    const { user } = renderApp("/");
    await user.click(await within(await header()).findByRole("button", { name: "Register" }));
    await user.click(within(await dialogNamed("Create your account")).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(within(await header()).getByRole("button", { name: "Sign in" }));
    await expectModal("Sign in");
  });

  it("shows My Account when a token is stored", async () => {
    signIn();
    renderApp("/");
    const account = await within(await header()).findByRole("button", { name: "My Account" });
    expect(account.getAttribute("aria-expanded")).toBe("false");
    expect(within(await header()).queryByRole("button", { name: "Sign in" })).toBeNull();
  });
});

describe("the session's upkeep", () => {
  it("drops an expired employer token at start", async () => {
    signIn(makeUser(), makeToken(-60));
    renderApp("/");
    await expectSignedOut();
    expect(localStorage.getItem("employerToken")).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("drops an employer token that expires while the visitor browses, on the next navigation", async () => {
    signIn(makeUser(), makeToken(3600));
    const { router } = renderApp("/");
    await within(await header()).findByRole("button", { name: "My Account" });

    // The same session, now past its expiry.
    localStorage.setItem("employerToken", makeToken(-1));
    await act(() => router.navigate("/terms-conditions"));

    await expectSignedOut();
    expect(localStorage.getItem("employerToken")).toBeNull();
  });

  it("clears storage and returns home when a call that needs the user gets 401", async () => {
    server.use(http.get("/api/adds/UserDetalis/:id", () => failure(401, "Please sign in to continue.")));
    signIn();
    const { user, router } = renderApp("/terms-conditions");
    await user.click(await within(await header()).findByRole("button", { name: "My Account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(localStorage.length).toBe(0);
    await expectSignedOut();
  });
});

describe("the dialog routes", () => {
  it.each([
    ["/login", "Sign in"],
    ["/signup", "Create your account"],
    ["/forgotpassword", "Forgot your password?"],
  ])("%s shows the home page with its dialog open", async (path, title) => {
    const { user, router } = renderApp(path);
    const dialog = await expectModal(title);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Find the small businesses that make your street.",
    );

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends a signed-in visitor from /login to the home page", async () => {
    signIn();
    const { router } = renderApp("/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the reset-password page", () => {
  const token = "Zk3s9_xP-2mQ8vLr5tWy1nB7";

  it("checks the new password's length", async () => {
    const sent = recordRequests(server);
    const { user } = renderApp(`/resetpassword/${token}`);
    await user.type(await screen.findByLabelText("New password"), "short");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText("New password"))).toContain("Password must be at least 8 characters."),
    );
    expect(sent.some((r) => r.path === "/api/auth/reset-password")).toBe(false);
  });

  it("saves the new password, then says so and opens the login", async () => {
    const sent = serveReset(() =>
      HttpResponse.json({
        result: 1,
        message: "Your password has been changed. Please sign in with the new password.",
      }),
    );
    const { user, router } = renderApp(`/resetpassword/${token}`);
    await screen.findByRole("heading", { level: 1, name: "Choose a new password" });
    await waitFor(() => expect(document.title).toBe("Choose a new password · Main Street Market"));
    await user.type(screen.getByLabelText("New password"), "a-brand-new-password");
    await user.click(screen.getByRole("button", { name: "Save new password" }));

    await expectModal("Sign in");
    expect(router.state.location.pathname).toBe("/");
    expect(await toastKind("Your password has been changed. Please sign in with the new password.")).toBe("success");
    const call = sent.find((r) => r.path === "/api/auth/reset-password");
    expect(call?.body).toEqual({ token, password: "a-brand-new-password" });
  });

  it("explains an expired link and offers a new one", async () => {
    serveReset(() => failure(400, "This reset link is invalid or has expired."));
    const { user } = renderApp(`/resetpassword/${token}`);
    await user.type(await screen.findByLabelText("New password"), "a-brand-new-password");
    await user.click(screen.getByRole("button", { name: "Save new password" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This reset link is invalid or has expired.");
    await user.click(within(alert).getByRole("button", { name: "Request a new link" }));
    await expectModal("Forgot your password?");
  });
});
