import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { Toaster } from "@mp/ui/components/toaster.tsx";
import { liveRole } from "@mp/ui/test/dom.ts";
import { failure, recordRequests } from "@mp/ui/test/msw.ts";
import { toastKind } from "../../../test/dom";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { makeToken, makeUser, signIn } from "../../../test/session";
import { EmailConfirmPanel } from "./email-confirm-panel";

const EXPIRED = "This confirmation link has expired. Ask for a new one from your account.";

describe("the /confirmemail page", () => {
  it("posts the link's token without a sign-in and says the address is confirmed", async () => {
    const sent = recordRequests(server);
    server.use(
      http.post("/api/account/email/confirm", () =>
        HttpResponse.json({ result: 1, message: "Your e-mail address is confirmed." }),
      ),
    );
    renderWithRouter(<EmailConfirmPanel token="abc.def" />);
    const waiting = screen.getByRole("heading", { level: 1 });
    expect(waiting.textContent).toBe("Confirming your e-mail address…");
    expect(liveRole(waiting)).toBe("status");
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("E-mail confirmed"));
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling?.textContent).toBe(
      "Your e-mail address is confirmed.",
    );
    expect(screen.getByRole("link", { name: "Back to the marketplace" }).getAttribute("href")).toBe("/");
    const posts = sent.filter((request) => request.method === "POST");
    expect(posts.map((request) => [request.path, request.body])).toEqual([
      ["/api/account/email/confirm", { token: "abc.def" }],
    ]);
    expect(posts[0]?.headers.get("Authorization")).toBeNull();
  });

  it("shows a refused link's message; signed out it leads to sign-in", async () => {
    server.use(http.post("/api/account/email/confirm", () => failure(400, EXPIRED)));
    renderWithRouter(<EmailConfirmPanel token="old.token" />);
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This link did not work"));
    expect(screen.getByRole("alert").textContent).toBe(EXPIRED);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  });

  it("signed in, sends a new link from the refusal; a link without a token is refused at once", async () => {
    signIn(makeUser({ email: "grace@example.org" }), makeToken());
    const sent = recordRequests(server);
    server.use(
      http.post("/api/account/email/verification", () =>
        HttpResponse.json({ result: 1, message: "We sent a confirmation link to grace@example.org." }),
      ),
    );
    const { user } = renderWithRouter(
      <>
        <EmailConfirmPanel token="" />
        <Toaster />
      </>,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "This confirmation link is not valid. Ask for a new one from your account.",
    );
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(await toastKind("We sent a confirmation link to grace@example.org.")).toBe("success");
    expect(sent.map((request) => request.path)).toEqual(["/api/account/email/verification"]);
  });
});
