import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { Toaster } from "@mp/ui/components/toaster.tsx";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf, toastKind } from "../../../test/dom";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { makeToken, makeUser, signIn } from "../../../test/session";
import { PhoneConfirmation } from "./phone-confirmation";

const status = (phoneVerified: boolean) => ({
  email: "grace@example.org",
  emailVerified: true,
  phone: "+12025550142",
  phoneVerified,
});

function renderConfirmation() {
  const account = makeUser({ phone: "+12025550142" });
  signIn(account, makeToken());
  return renderWithRouter(
    <>
      <PhoneConfirmation userId={account._id} />
      <Toaster />
    </>,
  );
}

describe("the phone confirmation", () => {
  it("texts a code, asks for it in a labelled field, and shows Confirmed once it is right", async () => {
    let isConfirmed = false;
    server.use(
      http.get("/api/account/verification", () => ok(status(isConfirmed))),
      http.post("/api/account/phone/verification", () =>
        HttpResponse.json({ result: 1, message: "We sent a 6-digit code to your phone. It works for 10 minutes." }),
      ),
      http.post("/api/account/phone/verify", async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== "123456") return failure(400, "That code is not right. 4 tries left.");
        isConfirmed = true;
        return HttpResponse.json({ result: 1, message: "Your phone number is confirmed." });
      }),
    );
    const sent = recordRequests(server);
    const { user } = renderConfirmation();
    await user.click(await screen.findByRole("button", { name: "Confirm phone" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "We sent a 6-digit code to your phone. It works for 10 minutes.",
    );
    const code = screen.getByLabelText("Code from the text message");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");

    await user.type(code, "12");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(descriptionOf(code)).toContain("Enter the 6 digits of the code."));
    await user.clear(code);
    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(descriptionOf(code)).toContain("That code is not right. 4 tries left."));

    await user.clear(code);
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await toastKind("Your phone number is confirmed.")).toBe("success");
    expect((await screen.findByText("Confirmed")).textContent).toBe(" Confirmed");
    expect(screen.queryByRole("button", { name: "Confirm phone" })).toBeNull();
    const posts = sent.filter((request) => request.method === "POST").map((request) => request.path);
    expect(posts).toEqual([
      "/api/account/phone/verification",
      "/api/account/phone/verify",
      "/api/account/phone/verify",
    ]);
    expect(sent[0]?.headers.get("Authorization")).toMatch(/^Bearer /);
  });

  it("says why a code could not be sent", async () => {
    server.use(
      http.get("/api/account/verification", () => ok(status(false))),
      http.post("/api/account/phone/verification", () =>
        failure(429, "A code was sent less than a minute ago. Wait a minute before asking for another."),
      ),
    );
    const { user } = renderConfirmation();
    await user.click(await screen.findByRole("button", { name: "Confirm phone" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "A code was sent less than a minute ago. Wait a minute before asking for another.",
    );
  });
});
