import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { Toaster } from "@mp/ui/components/toaster.tsx";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf, toastKind } from "../../../test/dom";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { makeToken, makeUser, signIn } from "../../../test/session";
import { EmailConfirmation } from "./email-confirmation";
import { useVerification } from "../api/phone-verification";
import { PhoneNumber } from "./phone-number";

const EMAIL = "grace@example.org";
const status = (over: { emailVerified?: boolean; phone?: string | null; phoneVerified?: boolean } = {}) => ({
  email: EMAIL,
  emailVerified: false,
  phone: "+12025550142",
  phoneVerified: true,
  ...over,
});

function renderWithToasts(ui: React.ReactNode) {
  const account = makeUser({ email: EMAIL, phone: "+12025550142" });
  signIn(account, makeToken());
  return {
    account,
    ...renderWithRouter(
      <>
        {ui}
        <Toaster />
      </>,
    ),
  };
}

describe("the e-mail confirmation beside the address", () => {
  it("mails a link with the bearer token and says where it went", async () => {
    server.use(
      http.get("/api/account/verification", () => ok(status())),
      http.post("/api/account/email/verification", () =>
        HttpResponse.json({ result: 1, message: `We sent a confirmation link to ${EMAIL}.` }),
      ),
    );
    const sent = recordRequests(server);
    const { user } = renderWithToasts(<EmailConfirmation userId="u1" />);
    await user.click(await screen.findByRole("button", { name: "Confirm e-mail" }));
    expect(await toastKind(`We sent a confirmation link to ${EMAIL}.`)).toBe("success");
    expect((await screen.findByRole("status")).textContent).toBe(
      "Open the link in that mail to confirm your address. It works for 24 hours.",
    );
    expect(screen.getByRole("button", { name: "Send a new link" }).hasAttribute("disabled")).toBe(false);
    const post = sent.find((request) => request.method === "POST");
    expect(post?.path).toBe("/api/account/email/verification");
    expect(post?.headers.get("Authorization")).toMatch(/^Bearer /);
  });

  it("shows Confirmed for a confirmed address, and the refusal when a link cannot be sent", async () => {
    server.use(http.get("/api/account/verification", () => ok(status({ emailVerified: true }))));
    const confirmed = renderWithToasts(<EmailConfirmation userId="u2" />);
    expect((await screen.findByText("Confirmed")).textContent).toBe(" Confirmed");
    expect(screen.queryByRole("button", { name: "Confirm e-mail" })).toBeNull();
    confirmed.unmount();

    server.use(
      http.get("/api/account/verification", () => ok(status())),
      http.post("/api/account/email/verification", () =>
        failure(429, "A link was sent less than a minute ago. Wait a minute before asking for another."),
      ),
    );
    const { user } = renderWithToasts(<EmailConfirmation userId="u3" />);
    await user.click(await screen.findByRole("button", { name: "Confirm e-mail" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "A link was sent less than a minute ago. Wait a minute before asking for another.",
    );
  });
});

/** The number as the account's details would bring it back after a save (here: the verification answer's). */
function LivePhoneNumber({ userId }: { userId: string }) {
  const status = useVerification(userId);
  return status.data ? <PhoneNumber userId={userId} phone={status.data.phone} /> : null;
}

describe("the mobile number's Edit", () => {
  it("saves a new number in a labelled field, after which the phone confirmation shows again", async () => {
    let saved: unknown = null;
    let current = status({ emailVerified: true });
    server.use(
      http.get("/api/account/verification", () => ok(current)),
      http.put("/api/account/phone", async ({ request }) => {
        saved = await request.json();
        current = status({ emailVerified: true, phone: "+12025550199", phoneVerified: false });
        return HttpResponse.json({ result: 1, message: "Your phone number is saved." });
      }),
    );
    const { user } = renderWithToasts(<LivePhoneNumber userId="u4" />);
    await screen.findByText("Confirmed");
    expect(screen.queryByRole("button", { name: "Confirm phone" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Edit mobile number" }));
    const field = screen.getByLabelText("Mobile number");
    expect(document.activeElement).toBe(field);

    await user.clear(field);
    await user.type(field, "2025550199");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(descriptionOf(field)).toContain(
        "Enter a valid phone number with its country code, such as +1 202 555 0123.",
      ),
    );
    expect(saved).toBeNull();

    await user.clear(field);
    await user.type(field, "+1 202 555 0199");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await toastKind("Your phone number is saved.")).toBe("success");
    expect(saved).toEqual({ phone: "+12025550199" });
    expect((await screen.findByRole("button", { name: "Confirm phone" })).hasAttribute("disabled")).toBe(false);
    expect(document.querySelector(".phone-number")?.firstChild?.textContent).toBe("+12025550199");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit mobile number" }));
  });

  it("leaves the number as it was on Cancel, and offers Add without one", async () => {
    const sent = recordRequests(server);
    server.use(http.get("/api/account/verification", () => ok(status({ phone: null, phoneVerified: false }))));
    const { user } = renderWithToasts(<PhoneNumber userId="u5" phone={null} />);
    const row = screen.getByText("Not given");
    await user.click(within(row).getByRole("button", { name: "Add a mobile number" }));
    await user.type(screen.getByLabelText("Mobile number"), "+1 202 555 0100");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("Mobile number")).toBeNull();
    expect(sent.filter((request) => request.method === "PUT")).toHaveLength(0);
  });
});
