import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { descriptionOf } from "@mp/ui/test/dom.ts";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { renderWithRouter } from "../../../test/render";
import { page, server } from "../../../test/server";
import { makeToken, makeUser, signIn } from "../../../test/session";
import { incomingPage, makeHireRequest } from "../testing/fixtures";
import { HiringRequests } from "./hiring-requests";

function asFreelancer() {
  return signIn(makeUser({ AddtionalRole: ["Freelancer"] }), makeToken());
}

describe("HiringRequests", () => {
  it("lists the freelancer's requests and accepts one with the token, then reads the list again", async () => {
    const { user, token } = asFreelancer();
    const pending = makeHireRequest();
    let accepted = false;
    server.use(
      http.get("/api/hireRequest/:userId", () =>
        HttpResponse.json(incomingPage([accepted ? { ...pending, status: "accepted" } : pending])),
      ),
      http.post("/api/hire-requests/:id/accept", () => {
        accepted = true;
        return ok({ ...pending, status: "accepted" });
      }),
    );
    const sent = recordRequests(server);
    const view = renderWithRouter(<HiringRequests />);
    const list = await screen.findByRole("list", { name: "Hiring requests you received" });
    const card = within(list).getByRole("article", { name: "Ada Client" });
    expect(card.textContent).toContain("Harbor Bakery");
    expect(card.textContent).toContain("For the job “Books for the spring quarter”");
    expect(card.textContent).toContain("We would like you to keep our books this spring.");
    expect(card.textContent).toContain("Waiting for an answer");
    // No tabs for a freelancer who is not a client.
    expect(screen.queryByRole("tablist")).toBeNull();

    await view.user.click(within(card).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(card.querySelector(".hire-status")?.textContent).toBe("Hired"));
    expect(within(card).queryByRole("button", { name: "Accept" })).toBeNull();
    const accept = sent.find((r) => r.method === "POST");
    expect(accept?.path).toBe(`/api/hire-requests/${pending._id}/accept`);
    expect(accept?.headers.get("authorization")).toBe(`Bearer ${token}`);
    expect(sent.filter((r) => r.path.startsWith(`/api/hireRequest/${user._id}`))).toHaveLength(2);
  });

  it("says so when there is no request yet", async () => {
    asFreelancer();
    server.use(http.get("/api/hireRequest/:userId", () => HttpResponse.json(incomingPage([]))));
    renderWithRouter(<HiringRequests />);
    expect((await screen.findByText("No hiring requests yet")).closest("[role=status]")).not.toBeNull();
  });

  it("shows a failed load with Retry", async () => {
    asFreelancer();
    let calls = 0;
    server.use(
      http.get("/api/hireRequest/:userId", () =>
        ++calls === 1 ? failure(500, "Something went wrong.") : HttpResponse.json(incomingPage([makeHireRequest()])),
      ),
    );
    const view = renderWithRouter(<HiringRequests />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your hiring requests could not be loaded");
    await view.user.click(within(alert).getByRole("button", { name: "Retry" }));
    await screen.findByRole("article", { name: "Ada Client" });
  });

  it("gives a client the Sent tab, with Withdraw on a pending request", async () => {
    signIn(makeUser({ AddtionalRole: ["Client"] }), makeToken());
    const request = makeHireRequest();
    server.use(
      http.get("/api/hire-requests/sent", () => page([request])),
      http.post("/api/hire-requests/:id/cancel", () => ok({ ...request, status: "canceled" })),
    );
    const sent = recordRequests(server);
    const view = renderWithRouter(<HiringRequests />);
    const tab = screen.getByRole("tab", { name: "Sent" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    const card = await screen.findByRole("article", { name: "Grace Hopper" });
    expect(card.textContent).toContain("Bookkeeping for small shops");
    await view.user.click(within(card).getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(sent.some((r) => r.path === `/api/hire-requests/${request._id}/cancel`)).toBe(true));
  });

  it("asks for a rating and a comment before sending a review of a completed hire", async () => {
    asFreelancer();
    const done = makeHireRequest({ status: "completed", completedAt: "2026-11-22T10:00:00.000Z" });
    server.use(
      http.get("/api/hireRequest/:userId", () => HttpResponse.json(incomingPage([done]))),
      http.post("/api/hire-requests/:id/reviews", () =>
        ok(
          {
            _id: "60000000-0000-4000-8000-000000000001",
            reviewerRole: "freelancer",
            reviewerName: "Grace Hopper",
            rating: 4,
            comment: "Too short but fine to work with.",
            createdAt: "2026-11-23T10:00:00.000Z",
          },
          { status: 201 },
        ),
      ),
    );
    const sent = recordRequests(server);
    const view = renderWithRouter(<HiringRequests />);
    const card = await screen.findByRole("article", { name: "Ada Client" });
    await view.user.click(within(card).getByRole("button", { name: "Write a review" }));
    const dialog = await screen.findByRole("dialog", { name: "Review Ada Client" });
    await view.user.type(within(dialog).getByLabelText("Comment"), "Too short");
    await view.user.click(within(dialog).getByRole("button", { name: "Send review" }));
    await waitFor(() =>
      expect(descriptionOf(within(dialog).getByRole("group", { name: "Rating" }))).toBe("Choose a rating from 1 to 5."),
    );
    expect(descriptionOf(within(dialog).getByLabelText("Comment"))).toContain(
      "The comment must be 10 to 2000 characters.",
    );
    expect(sent.some((r) => r.method === "POST")).toBe(false);

    await view.user.click(within(dialog).getByLabelText("4 – Good"));
    await view.user.type(within(dialog).getByLabelText("Comment"), " but fine to work with.");
    await view.user.click(within(dialog).getByRole("button", { name: "Send review" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const review = sent.find((r) => r.method === "POST");
    expect(review?.path).toBe(`/api/hire-requests/${done._id}/reviews`);
    expect(review?.body).toEqual({ rating: 4, comment: "Too short but fine to work with." });
  });
});
