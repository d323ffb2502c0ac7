import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingSummary } from "@mp/contracts/listing";
import { createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { createReviewsTestApp, listReviews, postReview, type ErrorBody, type ReviewsSetUp } from "./helpers/reviews.ts";
import { callApi, createPublishedListing } from "./helpers/vendor.ts";

let t: ReviewsSetUp["t"];
let ids: ReviewsSetUp["ids"];
let vendor: Account;
let readers: Account[];
let listingId: string;

const review = (account: Account, rating: number, comment: string, id = listingId) =>
  postReview(t, account, id, rating, comment);
const listOf = (id = listingId, query = "") => listReviews(t, id, query);

beforeAll(async () => {
  ({ t, ids, vendor, readers, listingId } = await createReviewsTestApp());
  // The reviews reviews.test.ts leaves on the listing: Rita's 5, Sam's 4 and Tom's 2.
  for (const [reader, rating] of [
    [readers[0]!, 5],
    [readers[1]!, 4],
    [readers[2]!, 2],
  ] as const) {
    const res = await review(reader, rating, "A review before the tests below.");
    if (res.status !== 201) throw new Error(`review: ${res.status} ${res.text}`);
  }
});
afterAll(() => t?.close());

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
