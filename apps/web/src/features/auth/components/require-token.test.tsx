import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { dialogNamed, expectModal } from "../../../test/dom";
import { renderWithAuth } from "../../../test/render";
import { server } from "../../../test/server";
import { makeUser, sessionBody, signIn } from "../../../test/session";
import { RequireToken } from "./require-token";

function renderGuardedPage() {
  return renderWithAuth(
    <RequireToken>
      <h1>Activity log</h1>
    </RequireToken>,
    { path: "/activitylog" },
  );
}

describe("RequireToken", () => {
  it("shows the page when a token is stored", async () => {
    signIn();
    renderGuardedPage();
    expect(await screen.findByRole("heading", { level: 1 })).toHaveProperty("textContent", "Activity log");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the login dialog instead of the page without a token, switchable to sign-up and forgot password", async () => {
    const { user } = renderGuardedPage();
    const login = await dialogNamed("Sign in");
    expect(screen.queryByRole("heading", { name: "Activity log" })).toBeNull();

    await user.click(within(login).getByRole("button", { name: "Create an account" }));
    const signup = await dialogNamed("Create your account");
    await user.click(within(signup).getByRole("button", { name: "Sign in" }));
    await user.click(within(await dialogNamed("Sign in")).getByRole("button", { name: "Forgot password?" }));
    await expectModal("Forgot your password?");
    expect(screen.queryByRole("heading", { name: "Activity log" })).toBeNull();
  });

  it("shows the page once the visitor signs in", async () => {
    const account = makeUser();
    server.use(http.post("/api/auth/login", () => HttpResponse.json(sessionBody(account))));
    const { user } = renderGuardedPage();
    const login = await dialogNamed("Sign in");

    await user.type(within(login).getByLabelText("Email"), account.email);
    await user.type(within(login).getByLabelText("Password"), "a-good-password");
    await user.click(within(login).getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { level: 1 })).toHaveProperty("textContent", "Activity log");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the page hidden when the dialog is dismissed, with a button to sign in", async () => {
    const { user } = renderGuardedPage();
    await user.click(within(await dialogNamed("Sign in")).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Sign in to see this page").closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("heading", { name: "Activity log" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await expectModal("Sign in");
  });
});
