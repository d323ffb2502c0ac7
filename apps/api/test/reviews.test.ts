import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingReviewsResponse, OwnListingReview } from "@mp/contracts/review";
import { reviewMessages } from "@mp/contracts/review";
import type { ListingSummary } from "@mp/contracts/listing";
import { createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import {
  callApi,
  catalogue,
  createPublishedListing,
  createVendorTestApp,
  listingBody,
  rows,
  type VendorTestApp,
} from "./helpers/vendor.ts";

type ErrorBody = { result: number; message: string };
type Saved = { result_value: OwnListingReview };

let t: VendorTestApp;
let ids: { categoryId: string; subcategoryId: string };
let vendor: Account;
let admin: Account;
let readers: Account[];
let listingId: string;

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  ids = await catalogue(t.database);
  vendor = await createAccount(t.app, { name: "Vera Vendor" });
  admin = await createAccount(t.app);
  await makeAdmin(t.database, admin.user._id);
  readers = await Promise.all(
    ["Rita Reader", "Sam Stars", "Tom Three", "Uma Unhappy"].map((name) => createAccount(t.app, { name })),
  );
  listingId = (await createPublishedListing(t.app, vendor.token, ids, { name: "Quillfeather Reviews Bindery" })).listing
    ._id;
});
afterAll(() => t?.close());

const review = (account: Account, rating: number, comment: string, id = listingId) =>
  callApi<Saved & ErrorBody>(t.app, "POST", `/api/listings/${id}/reviews`, account.token, { rating, comment });
const listOf = (id = listingId, query = "") =>
  callApi<ListingReviewsResponse & ErrorBody>(t.app, "GET", `/api/listings/${id}/reviews${query}`);
const listingRating = async (id = listingId) =>
  (
    await rows<{ rating_count: number; rating_sum: number; rating_average: string | null }>(
      t.database,
      sql`select rating_count, rating_sum, rating_average from listings where id = ${id}`,
    )
  )[0]!;

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

describe("a suspended author", () => {
  it("has their reviews hidden with the account and shown again when it is restored", async () => {
    const superAdmin = await createAccount(t.app);
    await makeAdmin(t.database, superAdmin.user._id, "Super-Admin");
    const before = (await listOf()).body.result_value.summary;
    const suspended = await callApi<ErrorBody>(
      t.app,
      "POST",
      `/api/admin/users/${readers[0]!.user._id}/suspend`,
      superAdmin.token,
      { note: "Spam" },
    );
    expect(suspended.status, suspended.text).toBe(200);
    const during = (await listOf()).body.result_value;
    expect(during.reviews.map((r) => r.authorName)).not.toContain("Rita Reader");
    expect(during.summary.count).toBe(before.count - 1);
    const restored = await callApi<ErrorBody>(
      t.app,
      "POST",
      `/api/admin/users/${readers[0]!.user._id}/restore`,
      superAdmin.token,
      {},
    );
    expect(restored.status, restored.text).toBe(200);
    expect((await listOf()).body.result_value.summary).toEqual(before);
  });
});

describe("ratings elsewhere", () => {
  it("gives the vendor page the average over the vendor's public listings", async () => {
    const second = (await createPublishedListing(t.app, vendor.token, ids, { name: "Quillfeather Second Shop" }))
      .listing._id;
    expect((await review(readers[3]!, 1, "Closed when the sign said open.", second)).status).toBe(201);
    const res = await callApi<{ result_value: { rating: { average: number | null; count: number } } }>(
      t.app,
      "GET",
      `/api/vendors/${vendor.user._id}`,
    );
    // (5 + 4 + 2) on the first listing, 1 on the second.
    expect(res.body.result_value.rating).toEqual({ average: 3, count: 4 });
    const stranger = await createAccount(t.app);
    await createPublishedListing(t.app, stranger.token, ids, { name: "Unrated Stranger Shop" });
    const unrated = await callApi<{ result_value: { rating: unknown } }>(
      t.app,
      "GET",
      `/api/vendors/${stranger.user._id}`,
    );
    expect(unrated.body.result_value.rating).toEqual({ average: null, count: 0 });
  });

  it("sorts by rating: best average first, more reviews first among equals, unrated last", async () => {
    const res = await callApi<{ result_value: ListingSummary[] }>(
      t.app,
      "GET",
      `/api/listings?subcategoryId=${ids.subcategoryId}&sort=rating&limit=100`,
    );
    expect(res.status, res.text).toBe(200);
    const listed = res.body.result_value;
    const rated = listed.filter((listing) => listing.ratingAverage !== null);
    const firstUnrated = listed.findIndex((listing) => listing.ratingAverage === null);
    expect(rated.length).toBeGreaterThanOrEqual(2);
    expect(listed.slice(firstUnrated).every((listing) => listing.ratingAverage === null)).toBe(true);
    const averages = rated.map((listing) => listing.ratingAverage!);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(rated.findIndex((l) => l._id === listingId)).toBeLessThan(
      rated.findIndex((l) => l.name === "Quillfeather Second Shop"),
    );
  });
});
