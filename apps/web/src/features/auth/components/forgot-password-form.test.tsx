import { FORGOT_PASSWORD_COOLDOWN_MS } from "@mp/contracts/auth";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { failure, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf, dialogNamed } from "../../../test/dom";
import { renderWithAuth } from "../../../test/render";
import { server } from "../../../test/server";
import { useAuthDialog } from "../auth-dialog-context";

const locked = "Email already sent. Please wait for 5 minutes before requesting again.";
const sent = "If an account exists for this email, we have sent a link to reset the password.";

/** `POST /api/auth/forgot-password` answering `reply`; returns the request log. */
function serveForgot(reply: () => Response = () => HttpResponse.json({ result: 1, message: sent })) {
  server.use(http.post("/api/auth/forgot-password", reply));
  return recordRequests(server);
}

function OpenForgot() {
  const { openAuthDialog } = useAuthDialog();
  return (
    <button type="button" onClick={() => openAuthDialog("forgot")}>
      Open forgot password
    </button>
  );
}

async function openForgot() {
  const view = renderWithAuth(<OpenForgot />);
  await view.user.click(await screen.findByRole("button", { name: "Open forgot password" }));
  const dialog = await dialogNamed("Forgot your password?");
  async function request(email = "ada@example.com") {
    const input = within(dialog).getByLabelText("Email");
    await view.user.clear(input);
    await view.user.type(input, email);
    await view.user.click(within(dialog).getByRole("button", { name: "Send reset link" }));
  }
  return { ...view, dialog, request };
}

describe("the forgot-password dialog", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for an email in email form", async () => {
    const { user, dialog, request } = await openForgot();
    await user.click(within(dialog).getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(descriptionOf(within(dialog).getByLabelText("Email"))).toBe("Email is required."));
    await request("not-an-email");
    await waitFor(() => expect(descriptionOf(within(dialog).getByLabelText("Email"))).toBe("Invalid email format."));
  });

  it("toasts the server's message, then locks: another request says an email was already sent", async () => {
    const requests = serveForgot();
    const { dialog, request } = await openForgot();

    await request();
    expect((await within(dialog).findByRole("status")).textContent).toBe(sent);
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText(sent)).toHaveLength(2));
    expect(Number(localStorage.getItem("forgotPasswordSentAt"))).toBeGreaterThan(0);

    await request();
    expect((await within(dialog).findByRole("alert")).textContent).toBe(locked);
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ["POST", "/api/auth/forgot-password", { email: "ada@example.com" }],
    ]);
  });

  it("stays locked after a reload, and opens again once 5 minutes have passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const sentAt = new Date("2026-03-01T10:00:00Z").getTime();
    vi.setSystemTime(sentAt + 60_000);
    localStorage.setItem("forgotPasswordSentAt", String(sentAt));
    const requests = serveForgot();
    const { dialog, request } = await openForgot();

    await request();
    expect((await within(dialog).findByRole("alert")).textContent).toBe(locked);
    expect(requests).toEqual([]);

    vi.setSystemTime(sentAt + FORGOT_PASSWORD_COOLDOWN_MS + 1);
    await request();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect((await within(dialog).findByRole("status")).textContent).toBe(sent);
  });

  it("shows the lock message when the server throttles", async () => {
    serveForgot(() => failure(429, locked));
    const { dialog, request } = await openForgot();
    await request();
    expect((await within(dialog).findByRole("alert")).textContent).toBe(locked);
  });

  it("shows the server's message for other failures", async () => {
    serveForgot(() => failure(404, "User not found."));
    const { dialog, request } = await openForgot();
    await request();
    expect((await within(dialog).findByRole("alert")).textContent).toBe("User not found.");
    expect(localStorage.getItem("forgotPasswordSentAt")).toBeNull();
  });
});
