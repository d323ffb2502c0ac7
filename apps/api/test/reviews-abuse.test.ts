import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingReviewsResponse, OwnListingReview } from "@mp/contracts/review";
import { reviewMessages } from "@mp/contracts/review";
import { createAccount, type Account } from "./helpers/accounts.ts";
import {
  callApi,
  catalogue,
  createPublishedListing,
  createVendorTestApp,
  rows,
  type VendorTestApp,
} from "./helpers/vendor.ts";

type ErrorBody = { result: number; message: string; errors?: Record<string, string[]> };
type Saved = { result_value: OwnListingReview } & ErrorBody;

let t: VendorTestApp;
let ids: { categoryId: string; subcategoryId: string };
let vendor: Account;
let listingId: string;

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  ids = await catalogue(t.database);
  vendor = await createAccount(t.app);
  listingId = (await createPublishedListing(t.app, vendor.token, ids, { name: "Abuse-proof Bindery" })).listing._id;
});
afterAll(() => t?.close());

const post = (account: Account, payload: unknown, id = listingId) =>
  t.app.inject({
    method: "POST",
    url: `/api/listings/${id}/reviews`,
    headers: { authorization: `Bearer ${account.token}` },
    payload: payload as object,
  });
const reviewsOf = async (id = listingId) =>
  rows<{ author_id: string; rating: number; comment: string; reply: string | null }>(
    t.database,
    sql`select author_id, rating, comment, reply from listing_reviews where listing_id = ${id} order by created_at`,
  );
const countOf = async (id = listingId) =>
  (await rows<{ rating_count: number }>(t.database, sql`select rating_count from listings where id = ${id}`))[0]!
    .rating_count;

describe("abuse of reviews", () => {
  it("refuses a review by anyone signed out", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/listings/${listingId}/reviews`,
      payload: { rating: 5, comment: "Great service, truly." },
    });
    expect(res.statusCode).toBe(401);
    expect(await reviewsOf()).toEqual([]);
  });

  it("refuses the owner's review of their own listing", async () => {
    const res = await post(vendor, { rating: 5, comment: "My own shop is the best one." });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().message).toBe(reviewMessages.ownListing);
    expect(await reviewsOf()).toEqual([]);
  });

  it("keeps one review per person and listing, also when two arrive at once", async () => {
    const author = await createAccount(t.app);
    const [a, b] = await Promise.all([
      post(author, { rating: 5, comment: "First of two at once." }),
      post(author, { rating: 1, comment: "Second of two at once." }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json<ErrorBody>().message).toBe(reviewMessages.reviewedTwice);
    expect((await reviewsOf()).filter((row) => row.author_id === author.user._id)).toHaveLength(1);
    const later = await post(author, { rating: 3, comment: "And a third, later on." });
    expect(later.statusCode).toBe(409);
    expect(await countOf()).toBe(1);
  });

  it("counts every review when different people review the same listing at once", async () => {
    const authors = await Promise.all([1, 2, 3, 4].map(() => createAccount(t.app)));
    const results = await Promise.all(
      authors.map((author, i) => post(author, { rating: i + 1, comment: `Concurrent review number ${i}.` })),
    );
    expect(results.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    const reviews = await reviewsOf();
    const [listing] = await rows<{ rating_count: number; rating_sum: number }>(
      t.database,
      sql`select rating_count, rating_sum from listings where id = ${listingId}`,
    );
    expect(listing).toEqual({
      rating_count: reviews.length,
      rating_sum: reviews.reduce((sum, row) => sum + row.rating, 0),
    });
  });

  it.each([
    ["a rating of 0", { rating: 0, comment: "Long enough comment." }, reviewMessages.rating],
    ["a rating of 6", { rating: 6, comment: "Long enough comment." }, reviewMessages.rating],
    ["a rating of 2.5", { rating: 2.5, comment: "Long enough comment." }, reviewMessages.rating],
    ['a rating "5" in a string', { rating: "5", comment: "Long enough comment." }, reviewMessages.rating],
    ["no rating", { comment: "Long enough comment." }, reviewMessages.rating],
    ["a short comment", { rating: 4, comment: "Too short" }, reviewMessages.commentLength],
    ["a comment of spaces", { rating: 4, comment: " ".repeat(40) }, reviewMessages.commentLength],
    ["a comment over 2,000 characters", { rating: 4, comment: "x".repeat(2001) }, reviewMessages.commentLength],
    ["a comment that is not text", { rating: 4, comment: { $gt: "" } }, reviewMessages.commentLength],
  ])("refuses %s with 400 and its message", async (_label, payload, message) => {
    const author = await createAccount(t.app);
    const res = await post(author, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).toBe(message);
    expect((await reviewsOf()).filter((row) => row.author_id === author.user._id)).toEqual([]);
  });

  it("refuses unknown fields (no choosing one's own author, date or reply)", async () => {
    const author = await createAccount(t.app);
    const res = await post(author, {
      rating: 5,
      comment: "Nice place to visit.",
      authorId: vendor.user._id,
      reply: "Thanks from me",
    });
    expect(res.statusCode).toBe(400);
    expect((await reviewsOf()).filter((row) => row.comment === "Nice place to visit.")).toEqual([]);
  });

  it("refuses a megabyte of comment before looking at it", async () => {
    const author = await createAccount(t.app);
    const res = await post(author, { rating: 5, comment: "a".repeat(1_000_000) });
    expect([400, 413]).toContain(res.statusCode);
  });

  it("stores HTML in a comment as the text it is", async () => {
    const author = await createAccount(t.app);
    const comment = '<img src=x onerror="alert(1)"> <b>bold</b> claims';
    const res = await post(author, { rating: 4, comment });
    expect(res.statusCode).toBe(201);
    expect(res.json<Saved>().result_value.comment).toBe(comment);
    const list = await callApi<ListingReviewsResponse>(t.app, "GET", `/api/listings/${listingId}/reviews?limit=20`);
    expect(list.body.result_value.reviews.some((review) => review.comment === comment)).toBe(true);
  });

  it("throttles new reviews at 5 an hour per person", async () => {
    const author = await createAccount(t.app);
    const others = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createAccount(t.app)));
    const listings = [];
    for (const owner of others) listings.push((await createPublishedListing(t.app, owner.token, ids)).listing._id);
    const statuses = [];
    for (const id of listings)
      statuses.push((await post(author, { rating: 4, comment: "Throttled review test." }, id)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const last = await post(author, { rating: 4, comment: "Throttled review test." }, listings[5]);
    expect(last.json<ErrorBody>().message).toBe(reviewMessages.throttled);
    expect(await countOf(listings[5])).toBe(0);
  });
});

describe("another person's review", () => {
  let author: Account;
  let stranger: Account;
  let reviewId: string;

  beforeAll(async () => {
    author = await createAccount(t.app);
    stranger = await createAccount(t.app);
    const { listing } = await createPublishedListing(t.app, vendor.token, ids, { name: "Second Abuse Shop" });
    const res = await post(author, { rating: 4, comment: "Honest words about it." }, listing._id);
    reviewId = res.json<Saved>().result_value._id;
  });

  const byId = async () =>
    (
      await rows<{ rating: number; comment: string; reply: string | null }>(
        t.database,
        sql`select rating, comment, reply from listing_reviews where id = ${reviewId}`,
      )
    )[0];

  it("cannot be edited or deleted by anyone but its author (404), the listing's owner included", async () => {
    for (const account of [stranger, vendor]) {
      const put = await callApi<ErrorBody>(t.app, "PUT", `/api/reviews/${reviewId}`, account.token, {
        rating: 1,
        comment: "Taken over by someone.",
      });
      expect(put.status).toBe(404);
      expect(put.body.message).toBe(reviewMessages.reviewNotFound);
      const del = await callApi<ErrorBody>(t.app, "DELETE", `/api/reviews/${reviewId}`, account.token);
      expect(del.status).toBe(404);
    }
    expect(await byId()).toEqual({ rating: 4, comment: "Honest words about it.", reply: null });
  });

  it("cannot be answered by anyone but the listing's owner (404), its author included", async () => {
    for (const account of [stranger, author]) {
      const res = await callApi<ErrorBody>(t.app, "POST", `/api/reviews/${reviewId}/reply`, account.token, {
        reply: "Pretending to be the owner.",
      });
      expect(res.status).toBe(404);
    }
    expect((await byId())!.reply).toBeNull();
  });

  it("refuses an empty or too long reply", async () => {
    for (const reply of ["   ", "r".repeat(1001)]) {
      const res = await callApi<ErrorBody>(t.app, "POST", `/api/reviews/${reviewId}/reply`, vendor.token, { reply });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(reviewMessages.replyLength);
    }
    expect((await byId())!.reply).toBeNull();
  });

  it("answers 404 for a review id that does not exist, and 400 for one that is not an id", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await callApi(t.app, "DELETE", `/api/reviews/${missing}`, author.token)).status).toBe(404);
    expect((await callApi(t.app, "DELETE", `/api/reviews/not-an-id`, author.token)).status).toBe(400);
  });

  it("cannot be reported by its own author", async () => {
    const res = await callApi<ErrorBody>(t.app, "POST", "/api/reports", author.token, {
      targetType: "review",
      targetId: reviewId,
      reason: "spam",
    });
    expect(res.status).toBe(409);
  });
});
