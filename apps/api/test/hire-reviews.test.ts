import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HireRequest, HireReview } from "@mp/contracts/hire-request";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { createHireRequest, moveHire, rowsOf, signedInClient, signedInFreelancer } from "./helpers/hiring.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
let stranger: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
  [stranger, admin] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
  await makeAdmin(t.database, admin.user._id);
});
afterAll(() => t?.close());

const review = (token: string, id: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/hire-requests/${id}/reviews`, headers: bearer(token), payload });
const reviewsOf = (token: string, id: string) =>
  t.app.inject({ method: "GET", url: `/api/hire-requests/${id}/reviews`, headers: bearer(token) });

const COMMENT = "Careful, quick and easy to work with.";

/** A hire between a new client and `freelancer` (a new one unless given), taken to `until`. */
async function hire(until: "pending" | "accepted" | "completed", freelancer?: Account) {
  const client = await signedInClient(t.app, t.database, 1);
  const worker = freelancer ?? (await signedInFreelancer(t.app, t.database));
  const request = await createHireRequest(t.app, client, worker.user._id);
  if (until !== "pending") await moveHire(t.app, worker.token, request._id, "accept");
  if (until === "completed") await moveHire(t.app, client.token, request._id, "complete");
  return { client, freelancer: worker, request };
}

const ratingOf = async (userId: string) =>
  (
    await rowsOf<{ rating_tenths: number; review_count: number }>(
      t.database,
      sql`select rating_tenths, review_count from freelancers where user_id = ${userId}`,
    )
  )[0];

const reviewCount = async (id: string) =>
  (
    await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from hire_reviews where hire_request_id = ${id}`,
    )
  )[0]!.n;

describe("reviews of a hire", () => {
  it("refuses a review before the hire is complete", async () => {
    for (const until of ["pending", "accepted"] as const) {
      const { client, request } = await hire(until);
      const res = await review(client.token, request._id, { rating: 5, comment: COMMENT });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("You can review a hire once it is complete.");
      expect(await reviewCount(request._id)).toBe(0);
    }
  });

  it("takes one review from each side and refuses a second with 409", async () => {
    const { client, freelancer, request } = await hire("completed");
    const byClient = await review(client.token, request._id, { rating: 4, comment: COMMENT });
    expect(byClient.statusCode).toBe(201);
    expect(byClient.json<{ result_value: HireReview }>().result_value).toMatchObject({
      reviewerRole: "client",
      reviewerName: "Ada Client",
      rating: 4,
      comment: COMMENT,
    });
    const twice = await review(client.token, request._id, { rating: 1, comment: "Changed my mind about it." });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("You have already reviewed this hire.");

    const byFreelancer = await review(freelancer.token, request._id, {
      rating: 5,
      comment: "Clear brief, paid on time.",
    });
    expect(byFreelancer.statusCode).toBe(201);
    const [reviewee] = await rowsOf<{ reviewee_id: string }>(
      t.database,
      sql`select reviewee_id from hire_reviews where reviewer_id = ${freelancer.user._id}`,
    );
    expect(reviewee?.reviewee_id).toBe(client.user._id);

    const listed = await reviewsOf(freelancer.token, request._id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ result_value: HireReview[] }>().result_value.map((r) => [r.reviewerRole, r.rating])).toEqual([
      ["client", 4],
      ["freelancer", 5],
    ]);
    const seen = await t.app.inject({
      method: "GET",
      url: `/api/hire-requests/sent`,
      headers: bearer(client.token),
    });
    expect(seen.json<{ result_value: HireRequest[] }>().result_value[0]?.reviewedByMe).toBe(true);
  });

  it("folds each client's rating into the freelancer's average, in tenths", async () => {
    const freelancer = await signedInFreelancer(t.app, t.database, "Average Freelancer");
    expect(await ratingOf(freelancer.user._id)).toEqual({ rating_tenths: 0, review_count: 0 });
    for (const rating of [5, 4, 4]) {
      const { client, request } = await hire("completed", freelancer);
      expect((await review(client.token, request._id, { rating, comment: COMMENT })).statusCode).toBe(201);
    }
    // (5 + 4 + 4) / 3 = 4.33 → 43 tenths.
    expect(await ratingOf(freelancer.user._id)).toEqual({ rating_tenths: 43, review_count: 3 });
    const { request } = await hire("completed", freelancer);
    // The freelancer's review of a client leaves the freelancer's own average alone.
    expect((await review(freelancer.token, request._id, { rating: 1, comment: COMMENT })).statusCode).toBe(201);
    expect(await ratingOf(freelancer.user._id)).toEqual({ rating_tenths: 43, review_count: 3 });
  });

  it("answers 404 to anyone but the two parties, admins included, and records nothing", async () => {
    const { request } = await hire("completed");
    for (const who of [stranger, admin]) {
      const res = await review(who.token, request._id, { rating: 1, comment: COMMENT });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Hiring request not found.");
      expect((await reviewsOf(who.token, request._id)).statusCode).toBe(404);
    }
    expect(await reviewCount(request._id)).toBe(0);
  });

  it("refuses bad ratings and comments with field messages", async () => {
    const { client, request } = await hire("completed");
    const cases: [object, string, string][] = [
      [{ rating: 0, comment: COMMENT }, "rating", "Choose a rating from 1 to 5."],
      [{ rating: 6, comment: COMMENT }, "rating", "Choose a rating from 1 to 5."],
      [{ rating: 4.5, comment: COMMENT }, "rating", "Choose a rating from 1 to 5."],
      [{ rating: "5", comment: COMMENT }, "rating", "Choose a rating from 1 to 5."],
      [{ rating: 5, comment: "Too short" }, "comment", "The comment must be 10 to 2000 characters."],
      [{ rating: 5, comment: "y".repeat(2_001) }, "comment", "The comment must be 10 to 2000 characters."],
      [{ rating: 5, comment: ["an", "array"] }, "comment", "The comment must be 10 to 2000 characters."],
    ];
    for (const [payload, field, message] of cases) {
      const res = await review(client.token, request._id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect([...new Set(res.json<{ errors: Record<string, string[]> }>().errors[field])]).toEqual([message]);
    }
    const extra = await review(client.token, request._id, {
      rating: 5,
      comment: COMMENT,
      revieweeId: stranger.user._id,
    });
    expect(extra.statusCode).toBe(400);
    expect(await reviewCount(request._id)).toBe(0);
  });
});
