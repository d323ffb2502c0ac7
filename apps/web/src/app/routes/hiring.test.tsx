import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { incomingPage, makeHireRequest } from "../../features/hiring/testing/fixtures";
import { renderApp } from "../../test/render";
import { server } from "../../test/server";
import { makeToken, makeUser, signIn } from "../../test/session";

describe("/hiringRequest", () => {
  it("offers a freelancer 'Report client' on a received request, which reports the client's profile", async () => {
    signIn(makeUser({ AddtionalRole: ["Freelancer"] }), makeToken());
    const request = makeHireRequest();
    const noProfile = makeHireRequest({ client: { ...request.client, ClientId: null, name: "Bo Noprofile" } });
    server.use(http.get("/api/hireRequest/:userId", () => HttpResponse.json(incomingPage([request, noProfile]))));
    const view = renderApp("/hiringRequest");
    const list = await screen.findByRole("list", { name: "Hiring requests you received" });
    const card = within(list).getByRole("article", { name: "Ada Client" });
    // A client without a profile has nothing to report.
    expect(
      within(within(list).getByRole("article", { name: "Bo Noprofile" })).queryByRole("button", { name: /Report/ }),
    ).toBeNull();

    await view.user.click(within(card).getByRole("button", { name: "Report client" }));
    const dialog = await screen.findByRole("dialog", { name: "Report Ada Client's client profile" });
    expect((within(dialog).getByLabelText("Reason") as HTMLSelectElement).value).toBe("");
  });

  it("shows no Report on the requests a client sent", async () => {
    signIn(makeUser({ AddtionalRole: ["Client"] }), makeToken());
    server.use(
      http.get("/api/hire-requests/sent", () =>
        HttpResponse.json({ result: 1, result_value: [makeHireRequest()], meta: { hasMore: false, currentPage: 1 } }),
      ),
    );
    renderApp("/hiringRequest");
    const list = await screen.findByRole("list", { name: "Hiring requests you sent" });
    expect(
      within(list)
        .getAllByRole("article")
        .map((card) => card.querySelector(".hire-card__name")?.textContent),
    ).toEqual(["Grace Hopper"]);
    expect(within(list).queryByRole("button", { name: /Report/ })).toBeNull();
  });
});
