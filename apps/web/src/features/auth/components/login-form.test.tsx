import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { failure, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf, dialogNamed, expectModal, toastKind } from "../../../test/dom";
import { renderWithAuth } from "../../../test/render";
import { server } from "../../../test/server";
import { makeToken, makeUser, sessionBody } from "../../../test/session";
import { useAuthDialog } from "../auth-dialog-context";

function OpenLogin() {
  const { openAuthDialog } = useAuthDialog();
  return (
    <button type="button" onClick={() => openAuthDialog("login")}>
      Open login
    </button>
  );
}

/** `POST /api/auth/login` answering `reply`; returns the request log. */
function serveLogin(reply: () => Response | Promise<Response>) {
  server.use(http.post("/api/auth/login", reply));
  return recordRequests(server);
}

async function openLogin() {
  const view = renderWithAuth(<OpenLogin />);
  await view.user.click(await screen.findByRole("button", { name: "Open login" }));
  const dialog = await dialogNamed("Sign in");
  return { ...view, dialog };
}

describe("the login dialog", () => {
  it("says 'Email and Password are required!' under each empty field", async () => {
    const sent = recordRequests(server);
    const { user, dialog } = await openLogin();
    const email = within(dialog).getByLabelText("Email");
    expect(document.activeElement).toBe(email);
    await user.click(within(dialog).getByRole("button", { name: "Sign in" }));

    const password = within(dialog).getByLabelText("Password");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(email)).toBe("Email and Password are required!");
    expect(descriptionOf(password)).toBe("Email and Password are required!");
    expect(document.activeElement).toBe(email);
    expect(sent).toEqual([]);
  });

  it("signs in: stores the session, says 'Login successful!' and closes", async () => {
    const account = makeUser({ userType: "Employer", phone: "+1 5550142", RemainingFreelancer: 12 });
    const token = makeToken();
    const requests = serveLogin(() => HttpResponse.json(sessionBody(account, token)));
    const { user, dialog } = await openLogin();

    await user.type(within(dialog).getByLabelText("Email"), ` ${account.email} `);
    await user.type(within(dialog).getByLabelText("Password"), "correct horse");
    await user.click(within(dialog).getByRole("button", { name: "Sign in" }));

    expect(await toastKind("Login successful!")).toBe("success");
    expect(screen.queryByRole("dialog")).toBeNull();
    const [sent] = requests;
    expect(sent).toMatchObject({
      method: "POST",
      path: "/api/auth/login",
      body: { email: account.email, password: "correct horse" },
    });
    expect(sent?.headers.has("Authorization")).toBe(false);
    expect(Object.fromEntries(Object.entries(localStorage))).toEqual({
      token,
      employerToken: token,
      userId: account._id,
      userType: "Employer",
      contact: "+1 5550142",
      email: account.email,
      employerId: account._id,
      user: JSON.stringify(account),
      availableToHire: "false",
      hireConnectLeft: "12",
    });
  });

  it("stores the reduced set for a User with the Super-Admin role and closes", async () => {
    const admin = makeUser({ userType: "User", additionalusertype: "Super-Admin", ClientId: "c-1" });
    const token = makeToken();
    serveLogin(() => HttpResponse.json(sessionBody(admin, token)));
    const { user, dialog } = await openLogin();

    await user.type(within(dialog).getByLabelText("Email"), admin.email);
    await user.type(within(dialog).getByLabelText("Password"), "secret-pass");
    await user.click(within(dialog).getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(Object.keys(localStorage).sort()).toEqual([
      "addtionaluserType",
      "employerToken",
      "token",
      "user",
      "userId",
      "userType",
    ]);
    expect(localStorage.getItem("addtionaluserType")).toBe("Super-Admin");
  });

  it("shows the server's 401 message under the password field and stays open", async () => {
    const message = "Invalid email or password.";
    serveLogin(() => failure(401, message, { Password_error: message }));
    const { user, dialog } = await openLogin();

    await user.type(within(dialog).getByLabelText("Email"), "nobody@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "wrong-password");
    await user.click(within(dialog).getByRole("button", { name: "Sign in" }));

    const password = within(dialog).getByLabelText("Password");
    await waitFor(() => expect(descriptionOf(password)).toBe(message));
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(password);
    expect((screen.getByRole("dialog", { name: "Sign in" }) as HTMLDialogElement).open).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it("toasts 'Something went wrong. Please try again later.' when the server fails", async () => {
    serveLogin(() => failure(500, "Internal server error."));
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText("Email"), "ada@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "whatever1");
    await user.click(within(dialog).getByRole("button", { name: "Sign in" }));
    expect(await toastKind("Something went wrong. Please try again later.")).toBe("error");
    expect((screen.getByRole("dialog", { name: "Sign in" }) as HTMLDialogElement).open).toBe(true);
  });

  it("shows the throttling message when there were too many attempts", async () => {
    serveLogin(() => failure(429, "Too many attempts. Please try again later."));
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText("Email"), "ada@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "whatever1");
    await user.click(within(dialog).getByRole("button", { name: "Sign in" }));
    expect(await toastKind("Too many attempts. Please try again later.")).toBe("error");
  });

  it("shows a busy submit button while signing in", async () => {
    let answer: (value: Response) => void = () => {};
    serveLogin(() => new Promise((resolve) => (answer = resolve)));
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText("Email"), "ada@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "whatever1");
    await user.click(within(dialog).getByRole("button", { name: "Sign in" }));

    const busy = await within(dialog).findByRole("button", { name: "Signing in…" });
    expect(busy.hasAttribute("disabled")).toBe(true);
    answer(HttpResponse.json(sessionBody(makeUser())));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("gives way to sign-up and to forgot password, and sign-up back to login", async () => {
    const { user, dialog } = await openLogin();

    await user.click(within(dialog).getByRole("button", { name: "Create an account" }));
    const signup = await dialogNamed("Create your account");
    expect(document.activeElement).toBe(within(signup).getByLabelText("Name"));
    expect(screen.getAllByRole("dialog")).toHaveLength(1);

    await user.click(within(signup).getByRole("button", { name: "Sign in" }));
    const login = await dialogNamed("Sign in");
    await user.click(within(login).getByRole("button", { name: "Forgot password?" }));
    const forgot = await expectModal("Forgot your password?");
    expect(within(forgot).getByRole("button", { name: "Send reset link" })).toHaveProperty("type", "submit");
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });

  it("closes from its close button", async () => {
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
