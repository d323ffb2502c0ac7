import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { ListingReview, OwnListingReview } from "@mp/contracts/review";
import { reviewMessages } from "@mp/contracts/review";
import { describe, expect, it } from "vitest";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf } from "../../../test/dom";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { makeToken, makeUser, signIn } from "../../../test/session";
import { ListingReviews } from "./listing-reviews";

const LISTING = "70000000-0000-4000-8000-000000000001";
const OWNER = "70000000-0000-4000-8000-000000000002";
const READER = "70000000-0000-4000-8000-000000000003";

const review = (i: number, extra: Partial<ListingReview> = {}): ListingReview => ({
  _id: `70000000-0000-4000-8000-0000000001${String(i).padStart(2, "0")}`,
  rating: 5 - (i % 3),
  comment: `Comment number ${i}, honest and long enough.`,
  authorName: `Reader ${i}`,
  createdAt: "2026-11-20T10:00:00.000Z",
  reply: null,
  repliedAt: null,
  ...extra,
});

const summary = {
  average: 4.33,
  count: 6,
  distribution: [
    { stars: 5, count: 3 },
    { stars: 4, count: 2 },
    { stars: 3, count: 1 },
    { stars: 2, count: 0 },
    { stars: 1, count: 0 },
  ],
};

const pageOf = (reviews: ListingReview[], page: number, hasMore: boolean) =>
  HttpResponse.json({ result: 1, result_value: { summary, reviews }, meta: { hasMore, currentPage: page } });

function serveReviews(pages: ListingReview[][]) {
  server.use(
    http.get(`/api/listings/${LISTING}/reviews`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get("page"));
      return pageOf(pages[page - 1] ?? [], page, page < pages.length);
    }),
  );
}

const section = (
  <ListingReviews
    listingId={LISTING}
    listingName="Corner Bakery"
    ownerId={OWNER}
    renderReport={(r) => <button type="button">Report {r.authorName}</button>}
  />
);

describe("ListingReviews", () => {
  it("shows the average, the stars 5 to 1 and the reviews, with more on 'Show more'", async () => {
    serveReviews([[review(1, { reply: "Thank you!", repliedAt: "2026-11-21T10:00:00.000Z" }), review(2)], [review(3)]]);
    const view = renderWithRouter(section);
    const average = (await screen.findByText("4.3 out of 5, 6 reviews")).closest(".rating-stars") as HTMLElement;
    expect(average.querySelector(".rating-stars__value")?.textContent).toBe("4.3");
    expect(average.querySelector(".rating-stars__fill--9")).not.toBeNull(); // 4.3 stars: 9 half stars
    const bars = screen.getByRole("list", { name: "Reviews by stars" });
    expect(
      within(bars)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["5 stars3 reviews", "4 stars2 reviews", "3 stars1 review", "2 stars0 reviews", "1 star0 reviews"]);
    // Widths by class: the CSP drops inline styles from the server-rendered markup.
    expect(document.querySelector(".listing-reviews [style]")).toBeNull();
    expect(document.querySelector(".review-summary__bar-fill--10")).not.toBeNull(); // 3 of 6 five-star reviews
    const list = screen.getByRole("list", { name: "Reviews of Corner Bakery" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect([...list.querySelectorAll(".review-item__reply")].map((reply) => reply.textContent)).toEqual([
      "Reply from the owner · Nov 21, 2026Thank you!",
    ]);
    expect(
      within(list)
        .getAllByText(/^Rated \d out of 5$/)
        .map((stars) => stars.textContent),
    ).toEqual(["Rated 4 out of 5", "Rated 3 out of 5"]);
    await view.user.click(screen.getByRole("button", { name: "Show more reviews" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Show more reviews" })).toBeNull();
    // A visitor signs in first; anyone else's review can be reported.
    expect(screen.getByRole("link", { name: "Sign in to write a review" }).getAttribute("href")).toBe("/login");
    expect(
      within(list)
        .getAllByRole("button", { name: /^Report/ })
        .map((button) => button.textContent),
    ).toEqual(["Report Reader 1", "Report Reader 2", "Report Reader 3"]);
  });

  it("invites the first review when there is none", async () => {
    server.use(
      http.get(`/api/listings/${LISTING}/reviews`, () =>
        HttpResponse.json({
          result: 1,
          result_value: { summary: { average: null, count: 0, distribution: [] }, reviews: [] },
          meta: { hasMore: false, currentPage: 1 },
        }),
      ),
    );
    renderWithRouter(section);
    await screen.findByText("No reviews yet — be the first to review Corner Bakery.");
    expect(screen.queryByRole("list", { name: "Reviews of Corner Bakery" })).toBeNull();
    expect(screen.queryByRole("list", { name: "Reviews by stars" })).toBeNull();
  });

  it("says when the reviews cannot be loaded, with a retry", async () => {
    server.use(http.get(`/api/listings/${LISTING}/reviews`, () => failure(500, "Something went wrong.")));
    renderWithRouter(section);
    const alert = (await screen.findByText("We couldn't show the reviews.")).closest("[role=alert]") as HTMLElement;
    expect(alert.textContent).toContain("Something went wrong.");
    expect(within(alert).getByRole("button").textContent).toBe("Retry");
  });

  it("lets a signed-in visitor rate with the keyboard and write a review, checked by the contract first", async () => {
    signIn(makeUser({ _id: READER }), makeToken());
    serveReviews([[review(1)]]);
    const posted: OwnListingReview = { ...review(9), authorName: "Me", hidden: null };
    server.use(
      http.get(`/api/listings/${LISTING}/reviews/mine`, () => ok(null)),
      http.post(`/api/listings/${LISTING}/reviews`, () => ok(posted, { status: 201 })),
    );
    const sent = recordRequests(server);
    const view = renderWithRouter(section);
    const form = await screen.findByRole("form", { name: "Write a review" });
    await view.user.click(within(form).getByRole("button", { name: "Post review" }));
    await waitFor(() =>
      expect(descriptionOf(within(form).getByRole("group", { name: "Your rating" }))).toBe(reviewMessages.rating),
    );
    expect(descriptionOf(within(form).getByLabelText("Your review"))).toContain(reviewMessages.commentLength);
    expect(sent.some((request) => request.method === "POST")).toBe(false);

    const rating = within(form).getByRole("group", { name: "Your rating" });
    expect(within(rating).getAllByRole("radio")).toHaveLength(5);
    within(rating)
      .getByRole("radio", { name: /3 – Fair/ })
      .focus();
    await view.user.keyboard("{ArrowRight}");
    expect((within(rating).getByRole("radio", { name: /4 – Good/ }) as HTMLInputElement).checked).toBe(true);
    await view.user.type(within(form).getByLabelText("Your review"), "  Warm bread every morning.  ");
    await view.user.click(within(form).getByRole("button", { name: "Post review" }));
    await waitFor(() => expect(sent.find((request) => request.method === "POST")).toBeDefined());
    expect(sent.find((request) => request.method === "POST")!.body).toEqual({
      rating: 4,
      comment: "Warm bread every morning.",
    });
  });

  it("shows the author their own review, hidden by a moderator with the note, with Edit and Delete", async () => {
    signIn(makeUser({ _id: READER }), makeToken());
    const mine: OwnListingReview = {
      ...review(7),
      hidden: { hiddenAt: "2026-11-22T10:00:00.000Z", cause: "moderation", note: "Personal details." },
    };
    serveReviews([[review(1)]]);
    server.use(
      http.get(`/api/listings/${LISTING}/reviews/mine`, () => ok(mine)),
      http.delete(`/api/reviews/${mine._id}`, () => ok({ message: reviewMessages.deleted })),
    );
    const sent = recordRequests(server);
    const view = renderWithRouter(section);
    const own = (await screen.findByRole("heading", { name: "Your review" })).closest(".own-review") as HTMLElement;
    expect(own.querySelector(".review-item__comment")?.textContent).toBe(mine.comment);
    expect(screen.getByRole("note").textContent).toBe("Hidden by a moderator: Personal details.");
    expect(screen.queryByRole("form", { name: "Write a review" })).toBeNull();
    await view.user.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = screen.getByRole("group", { name: "Delete your review?" });
    await view.user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(sent.some((request) => request.method === "DELETE")).toBe(true));
  });

  it("lets the owner reply to a review without one, and offers no review form", async () => {
    signIn(makeUser({ _id: OWNER }), makeToken());
    serveReviews([[review(1), review(2, { reply: "Already answered.", repliedAt: "2026-11-21T10:00:00.000Z" })]]);
    server.use(
      http.post(`/api/reviews/${review(1)._id}/reply`, () =>
        ok({ ...review(1), reply: "Come again!", repliedAt: "2026-11-22T10:00:00.000Z" }),
      ),
    );
    const sent = recordRequests(server);
    const view = renderWithRouter(section);
    await screen.findByText("This is your listing: you can reply once to each review.");
    expect(screen.queryByRole("form", { name: "Write a review" })).toBeNull();
    expect(screen.getAllByRole("button", { name: "Reply" })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /^Report/ })).toBeNull();
    await view.user.click(screen.getByRole("button", { name: "Reply" }));
    await view.user.type(await screen.findByLabelText("Your reply to Reader 1"), "Come again!");
    await view.user.click(screen.getByRole("button", { name: "Publish reply" }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === "POST")?.body).toEqual({ reply: "Come again!" }),
    );
  });
});
