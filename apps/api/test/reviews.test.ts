import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnListingReview } from "@mp/contracts/review";
import { reviewMessages } from "@mp/contracts/review";
import type { ListingSummary } from "@mp/contracts/listing";
import type { Account } from "./helpers/accounts.ts";
import {
  createReviewsTestApp,
  listingRating as ratingOf,
  listReviews,
  postReview,
  type ErrorBody,
  type ReviewsSetUp,
  type Saved,
} from "./helpers/reviews.ts";
import { callApi, listingBody, rows } from "./helpers/vendor.ts";

let t: ReviewsSetUp["t"];
let ids: ReviewsSetUp["ids"];
let vendor: Account;
let admin: Account;
let readers: Account[];
let listingId: string;

beforeAll(async () => {
  ({ t, ids, vendor, admin, readers, listingId } = await createReviewsTestApp());
});
afterAll(() => t?.close());

const review = (account: Account, rating: number, comment: string, id = listingId) =>
  postReview(t, account, id, rating, comment);
const listOf = (id = listingId, query = "") => listReviews(t, id, query);
const listingRating = async (id = listingId) => ratingOf(t, id);

// The suspended author and the vendor's and search's ratings: reviews-ratings.test.ts.
describe("reviews of a listing", () => {
  it("starts empty, with the five stars counted at zero", async () => {
    const res = await listOf();
    expect(res.status).toBe(200);
    expect(res.body.result_value).toEqual({
      summary: {
        average: null,
        count: 0,
        distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
      },
      reviews: [],
    });
    expect(res.body.meta).toEqual({ hasMore: false, currentPage: 1 });
  });

  it("takes a signed-in reader's rating and comment, trimmed, with their public name and an activity event", async () => {
    const res = await review(readers[0]!, 5, "  Bound my thesis beautifully, and on time.  ");
    expect(res.status, res.text).toBe(201);
    expect(res.body.result_value).toMatchObject({
      rating: 5,
      comment: "Bound my thesis beautifully, and on time.",
      authorName: "Rita Reader",
      reply: null,
      repliedAt: null,
      hidden: null,
    });
    expect(res.text).not.toContain(readers[0]!.email);
    const events = await rows<{ detail: string }>(
      t.database,
      sql`select detail from account_events where user_id = ${readers[0]!.user._id} and type = 'review_posted'`,
    );
    expect(events).toEqual([{ detail: "Quillfeather Reviews Bindery" }]);
  });

  it("lists the reviews newest first, with the average, the count and each star's count kept by the trigger", async () => {
    expect((await review(readers[1]!, 4, "Good work, a little slow to answer.")).status).toBe(201);
    expect((await review(readers[2]!, 3, "Fine, nothing more than that.")).status).toBe(201);
    const res = await listOf();
    expect(res.body.result_value.summary).toEqual({
      average: 4,
      count: 3,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 1 },
        { stars: 3, count: 1 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    expect(res.body.result_value.reviews.map((r) => r.authorName)).toEqual(["Tom Three", "Sam Stars", "Rita Reader"]);
    expect(await listingRating()).toEqual({ rating_count: 3, rating_sum: 12, rating_average: "4.00" });
    const page = await listOf(listingId, "?page=2&limit=2");
    expect(page.body.result_value.reviews.map((r) => r.authorName)).toEqual(["Rita Reader"]);
    expect(page.body.meta).toEqual({ hasMore: false, currentPage: 2 });
    expect((await listOf(listingId, "?limit=2")).body.meta).toEqual({ hasMore: true, currentPage: 1 });
  });

  it("bounds the page size", async () => {
    expect((await listOf(listingId, "?limit=21")).status).toBe(400);
    expect((await listOf(listingId, "?limit=20")).status).toBe(200);
  });

  it("shows the new rating on the listing's card and page", async () => {
    const res = await callApi<{ result_value: ListingSummary[] }>(
      t.app,
      "GET",
      `/api/listings?subcategoryId=${ids.subcategoryId}`,
    );
    const card = res.body.result_value.find((listing) => listing._id === listingId);
    expect(card).toMatchObject({ ratingAverage: 4, ratingCount: 3 });
  });

  it("gives the author their own review, and null to one who wrote none", async () => {
    const mine = await callApi<{ result_value: OwnListingReview | null }>(
      t.app,
      "GET",
      `/api/listings/${listingId}/reviews/mine`,
      readers[1]!.token,
    );
    expect(mine.body.result_value).toMatchObject({ rating: 4, authorName: "Sam Stars", hidden: null });
    const none = await callApi<{ result_value: null }>(
      t.app,
      "GET",
      `/api/listings/${listingId}/reviews/mine`,
      readers[3]!.token,
    );
    expect(none.body.result_value).toBeNull();
  });

  it("lets the author change their review, and the average follows", async () => {
    const { body } = await callApi<{ result_value: OwnListingReview }>(
      t.app,
      "GET",
      `/api/listings/${listingId}/reviews/mine`,
      readers[2]!.token,
    );
    const res = await callApi<Saved>(t.app, "PUT", `/api/reviews/${body.result_value._id}`, readers[2]!.token, {
      rating: 2,
      comment: "On second thought, the spine cracked.",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result_value).toMatchObject({ rating: 2, comment: "On second thought, the spine cracked." });
    expect(await listingRating()).toEqual({ rating_count: 3, rating_sum: 11, rating_average: "3.67" });
  });

  it("lets the owner reply once, in public", async () => {
    const [first] = (await listOf()).body.result_value.reviews;
    const res = await callApi<{ result_value: { reply: string; repliedAt: string } } & ErrorBody>(
      t.app,
      "POST",
      `/api/reviews/${first!._id}/reply`,
      vendor.token,
      { reply: "  Sorry about the spine — bring it back and we rebind it free.  " },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.result_value.reply).toBe("Sorry about the spine — bring it back and we rebind it free.");
    expect((await listOf()).body.result_value.reviews[0]!.reply).toBe(res.body.result_value.reply);
    const again = await callApi<ErrorBody>(t.app, "POST", `/api/reviews/${first!._id}/reply`, vendor.token, {
      reply: "A second answer.",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(reviewMessages.alreadyReplied);
  });

  it("lets the author delete their review, and the average follows", async () => {
    const extra = await review(readers[3]!, 1, "Never answered the phone.");
    expect(extra.status).toBe(201);
    expect((await listingRating()).rating_count).toBe(4);
    const res = await callApi<ErrorBody>(
      t.app,
      "DELETE",
      `/api/reviews/${extra.body.result_value._id}`,
      readers[3]!.token,
    );
    expect(res.status).toBe(200);
    expect(await listingRating()).toEqual({ rating_count: 3, rating_sum: 11, rating_average: "3.67" });
    expect((await listOf()).body.result_value.reviews.map((r) => r._id)).not.toContain(extra.body.result_value._id);
  });

  it("drops a review a moderator hid from the list and the average, and tells its author why", async () => {
    const target = (await listOf()).body.result_value.reviews.find((r) => r.authorName === "Sam Stars")!;
    const reported = await callApi<ErrorBody>(t.app, "POST", "/api/reports", readers[0]!.token, {
      targetType: "review",
      targetId: target._id,
      reason: "offensive",
      note: "Rude.",
    });
    expect(reported.status, reported.text).toBe(200);
    const hidden = await callApi<ErrorBody>(t.app, "POST", "/api/admin/reports/hide", admin.token, {
      targetType: "review",
      targetId: target._id,
      note: "Insults the owner.",
    });
    expect(hidden.status, hidden.text).toBe(200);
    const list = (await listOf()).body.result_value;
    expect(list.reviews.map((r) => r._id)).not.toContain(target._id);
    expect(list.summary).toMatchObject({ average: 3.5, count: 2 });
    expect(list.summary.distribution.find((d) => d.stars === 4)!.count).toBe(0);
    const mine = await callApi<{ result_value: OwnListingReview }>(
      t.app,
      "GET",
      `/api/listings/${listingId}/reviews/mine`,
      readers[1]!.token,
    );
    expect(mine.body.result_value.hidden).toMatchObject({ cause: "moderation", note: "Insults the owner." });
    // A hidden review cannot be reported again, nor answered.
    const again = await callApi<ErrorBody>(t.app, "POST", "/api/reports", readers[0]!.token, {
      targetType: "review",
      targetId: target._id,
      reason: "spam",
    });
    expect(again.status).toBe(404);
    const restored = await callApi<ErrorBody>(t.app, "POST", "/api/admin/reports/restore", admin.token, {
      targetType: "review",
      targetId: target._id,
    });
    expect(restored.status, restored.text).toBe(200);
    expect((await listOf()).body.result_value.summary).toMatchObject({ average: 3.67, count: 3 });
  });

  it("answers 404 for a draft, hidden or missing listing", async () => {
    const draft = await callApi<{ result_value: { _id: string } }>(
      t.app,
      "POST",
      "/api/vendor/listings",
      vendor.token,
      {
        ...listingBody(ids, { name: "Draft Bindery" }),
      },
    );
    expect(draft.status).toBe(201);
    const draftId = draft.body.result_value._id;
    expect((await listOf(draftId)).status).toBe(404);
    const posted = await review(readers[0]!, 5, "A draft cannot be reviewed.", draftId);
    expect(posted.status).toBe(404);
    expect(posted.body.message).toBe(reviewMessages.listingNotFound);
    await t.database.db.execute(
      sql`update listings set hidden_at = now(), hidden_cause = 'moderation', hidden_note = 'x' where id = ${listingId}`,
    );
    expect((await listOf()).status).toBe(404);
    await t.database.db.execute(
      sql`update listings set hidden_at = null, hidden_cause = null, hidden_note = null where id = ${listingId}`,
    );
    expect((await listOf("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
