import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { failure, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf, dialogNamed, toastKind } from "../../../test/dom";
import { renderWithAuth } from "../../../test/render";
import { server } from "../../../test/server";
import { useAuthDialog } from "../auth-dialog-context";

function OpenSignup() {
  const { openAuthDialog } = useAuthDialog();
  return (
    <button type="button" onClick={() => openAuthDialog("signup")}>
      Open sign-up
    </button>
  );
}

async function openSignup() {
  const view = renderWithAuth(<OpenSignup />);
  await view.user.click(await screen.findByRole("button", { name: "Open sign-up" }));
  const dialog = await dialogNamed("Create your account");
  const field = (label: string) => within(dialog).getByLabelText(label);
  return { ...view, dialog, field };
}

type Filled = Awaited<ReturnType<typeof openSignup>>;

/** `POST /api/auth/signup` answering `reply`; returns the request log. */
function serveSignup(reply: () => Response) {
  server.use(http.post("/api/auth/signup", reply));
  return recordRequests(server);
}

const created = (message: string) => () => HttpResponse.json({ result: 1, error: false, message }, { status: 201 });

/** The sign-up dialog is open and modal (the terms open over it, then leave it). */
const expectSignupOpen = () =>
  expect((screen.getByRole("dialog", { name: "Create your account" }) as HTMLDialogElement).open).toBe(true);

async function fillValidForm({ user, field, dialog }: Filled) {
  await user.type(field("Name"), "Ada Lovelace");
  await user.type(field("Email"), "ada@example.com");
  await user.type(field("Password"), "analytical-engine");
  await user.type(field("Phone number"), "202 555 0142");
  await user.selectOptions(field("User type"), "User");
  await user.click(within(dialog).getByRole("checkbox", { name: "I accept the Terms & Conditions" }));
}

describe("the sign-up dialog", () => {
  it("shows every validation message of spec section 5 under its field", async () => {
    const sent = recordRequests(server);
    const { user, dialog, field } = await openSignup();
    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));

    await waitFor(() => expect(descriptionOf(field("Name"))).toBe("Name is required."));
    expect(descriptionOf(field("Email"))).toBe("Email is required.");
    expect(descriptionOf(field("Password"))).toBe("Password is required.");
    expect(descriptionOf(field("Phone number"))).toBe("Phone number is required.");
    expect(descriptionOf(field("User type"))).toBe("Select user type.");
    const terms = within(dialog).getByRole("checkbox", { name: "I accept the Terms & Conditions" });
    expect(descriptionOf(terms)).toBe("You must accept the Terms & Conditions.");
    for (const control of [field("Name"), field("Email"), field("User type"), terms]) {
      expect(control.getAttribute("aria-invalid")).toBe("true");
    }
    expect(sent).toEqual([]);
  });

  it("checks the name's length and the email's format", async () => {
    const { user, dialog, field } = await openSignup();
    await user.type(field("Name"), "Al");
    await user.type(field("Email"), "ada.example.com");
    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));

    await waitFor(() => expect(descriptionOf(field("Name"))).toBe("Name must be at least 3 characters."));
    expect(descriptionOf(field("Email"))).toBe("Invalid email format.");
  });

  it("defaults the dial code to the United States (+1) and sends the number in E.164", async () => {
    const sent = serveSignup(created("Your account has been created. Please sign in."));
    const view = await openSignup();
    const dialCode = view.field("Country code") as HTMLSelectElement;
    expect(dialCode.value).toBe("us");
    expect(within(dialCode).getByRole("option", { name: "United States (+1)" })).toHaveProperty("selected", true);
    await fillValidForm(view);
    await view.user.click(within(view.dialog).getByRole("button", { name: "Sign up" }));

    // Success closes the sign-up and opens the login, the email filled in.
    const login = await dialogNamed("Sign in");
    expect(within(login).getByLabelText("Email")).toHaveProperty("value", "ada@example.com");
    expect(document.activeElement).toBe(within(login).getByLabelText("Password"));
    expect(await toastKind("Your account has been created. Please sign in.")).toBe("success");
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(sent).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/auth/signup",
        body: {
          name: "Ada Lovelace",
          email: "ada@example.com",
          password: "analytical-engine",
          phone: "+12025550142",
          userType: "User",
          acceptTerms: true,
        },
      }),
    ]);
  });

  it("joins another country's dial code to the number", async () => {
    const sent = serveSignup(created("Created."));
    const view = await openSignup();
    await fillValidForm(view);
    await view.user.selectOptions(view.field("Country code"), "au");
    await view.user.clear(view.field("Phone number"));
    await view.user.type(view.field("Phone number"), "412 345 678");
    await view.user.click(within(view.dialog).getByRole("button", { name: "Sign up" }));
    await dialogNamed("Sign in");
    expect(sent[0]?.body).toMatchObject({ phone: "+61412345678" });
  });

  it("shows the server's message for a refused sign-up", async () => {
    serveSignup(() => failure(409, "An account with this email already exists."));
    const view = await openSignup();
    await fillValidForm(view);
    await view.user.click(within(view.dialog).getByRole("button", { name: "Sign up" }));
    const alert = await within(view.dialog).findByRole("alert");
    expect(alert.textContent).toBe("An account with this email already exists.");
  });

  it("says 'Something went wrong. Please try again.' when the server cannot answer", async () => {
    serveSignup(() => failure(503, "Service unavailable."));
    const view = await openSignup();
    await fillValidForm(view);
    await view.user.click(within(view.dialog).getByRole("button", { name: "Sign up" }));
    const alert = await within(view.dialog).findByRole("alert");
    expect(alert.textContent).toBe("Something went wrong. Please try again.");
  });

  it("puts the server's field errors under their fields", async () => {
    serveSignup(() => failure(400, "Invalid request.", { errors: { phone: ["Enter a valid phone number."] } }));
    const view = await openSignup();
    await fillValidForm(view);
    await view.user.click(within(view.dialog).getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(descriptionOf(view.field("Phone number"))).toBe("Enter a valid phone number."));
    expect(within(view.dialog).queryByRole("alert")).toBeNull();
  });

  it("opens the terms over the form; accepting them ticks the box", async () => {
    const { user, dialog } = await openSignup();
    await user.click(within(dialog).getByRole("button", { name: "Terms & Conditions" }));

    const terms = await dialogNamed("Terms & Conditions");
    expect(terms.textContent).toMatch(/litigation bond of AUD 500,000/);
    await user.click(within(terms).getByRole("button", { name: "I accept" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Terms & Conditions" })).toBeNull());
    expect(within(dialog).getByRole("checkbox", { name: "I accept the Terms & Conditions" })).toHaveProperty(
      "checked",
      true,
    );
    expectSignupOpen();
  });

  it("closing the terms leaves the sign-up open", async () => {
    const { user, dialog } = await openSignup();
    await user.click(within(dialog).getByRole("button", { name: "Terms & Conditions" }));
    const terms = await dialogNamed("Terms & Conditions");
    await user.click(within(terms).getAllByRole("button", { name: "Close" })[0]!);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Terms & Conditions" })).toBeNull());
    expectSignupOpen();
    expect(within(dialog).getByRole("checkbox", { name: "I accept the Terms & Conditions" })).toHaveProperty(
      "checked",
      false,
    );
  });
});
