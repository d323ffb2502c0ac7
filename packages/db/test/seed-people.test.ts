import { count, eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/client.ts";
import { freelancers } from "../src/schema/freelancers.ts";
import { hireRequests, hireReviews } from "../src/schema/hiring.ts";
import { jobs } from "../src/schema/jobs.ts";
import { listings } from "../src/schema/listings.ts";
import { listingReviews } from "../src/schema/reviews.ts";
import { users } from "../src/schema/users.ts";
import { seedIfEmpty } from "../src/seed/seed.ts";
import { DAY_MS, REFERENCE_DATE } from "../src/seed/time.ts";
import { openEmptyDatabase } from "./helpers/empty-database.ts";

// The reviews, jobs, freelancers and demo accounts of a seed; seed.test.ts checks the catalogue,
// its listings and how seeding runs.
describe("seedIfEmpty on an empty database", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openEmptyDatabase();
    expect(await seedIfEmpty(handle)).toEqual({ seeded: true });
  });
  afterAll(() => handle.close());

  it("dates jobs in the 21 days before the seed, with deadlines, where set, in the future", async () => {
    const rows = await handle.db.select().from(jobs);
    const today = new Date().toISOString().slice(0, 10);
    for (const job of rows) {
      expect(job.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(job.createdAt.getTime()).toBeGreaterThanOrEqual(REFERENCE_DATE.getTime() - 21 * DAY_MS);
      if (job.deadline !== null) expect(job.deadline > today, job.deadline).toBe(true);
    }
    expect(rows.filter((job) => job.deadline !== null).length).toBeGreaterThan(30);
  });

  it("rates most listings through reviews, with counts the trigger keeps and a believable spread", async () => {
    const rows = await handle.db
      .select({
        id: listings.id,
        status: listings.status,
        publishedAt: listings.publishedAt,
        vendorId: listings.vendorId,
        ratingCount: listings.ratingCount,
        ratingAverage: listings.ratingAverage,
        reviews: count(listingReviews.id),
      })
      .from(listings)
      .leftJoin(listingReviews, eq(listingReviews.listingId, listings.id))
      .groupBy(listings.id);
    for (const row of rows) expect(row.ratingCount, row.id).toBe(row.reviews);
    const rated = rows.filter((row) => row.reviews > 0);
    expect(rated.length / rows.length).toBeGreaterThan(0.6);
    expect(Math.max(...rated.map((row) => row.reviews))).toBeLessThanOrEqual(25);
    expect(rows.filter((row) => row.status === "draft").every((row) => row.reviews === 0)).toBe(true);
    const averages = rated.filter((row) => row.reviews >= 3).map((row) => Number(row.ratingAverage));
    expect(averages.filter((average) => average < 4).length).toBeGreaterThan(10);
    expect(averages.filter((average) => average >= 4.7).length).toBeGreaterThan(50);
    const typical = averages.filter((average) => average >= 3.8 && average <= 4.9).length;
    expect(typical / averages.length).toBeGreaterThan(0.5);
  });

  it("draws stars J-shaped, from demo users who are not the listing's vendor, after the listing was published", async () => {
    const stars = await handle.db
      .select({ rating: listingReviews.rating, count: count() })
      .from(listingReviews)
      .groupBy(listingReviews.rating)
      .orderBy(listingReviews.rating);
    const share = new Map(stars.map((row) => [row.rating, row.count]));
    const at = (rating: number) => share.get(rating) ?? 0;
    expect(at(5)).toBeGreaterThan(at(4));
    expect(at(4)).toBeGreaterThan(at(3));
    expect(at(1)).toBeGreaterThan(at(2));
    const reviews = await handle.db
      .select({
        authorId: listingReviews.authorId,
        vendorId: listings.vendorId,
        createdAt: listingReviews.createdAt,
        publishedAt: listings.publishedAt,
        comment: listingReviews.comment,
        authorEmail: users.email,
      })
      .from(listingReviews)
      .innerJoin(listings, eq(listings.id, listingReviews.listingId))
      .innerJoin(users, eq(users.id, listingReviews.authorId));
    expect(reviews.length).toBeGreaterThan(2000);
    for (const review of reviews) {
      expect(review.authorId).not.toBe(review.vendorId);
      expect(review.authorEmail).toMatch(/^(vendor|freelancer)\d{4}@example\.com$/);
      expect(review.createdAt.getTime()).toBeGreaterThan(review.publishedAt?.getTime() ?? Infinity);
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(REFERENCE_DATE.getTime());
      expect(review.comment.length).toBeGreaterThan(10);
    }
    expect(new Set(reviews.map((review) => review.comment)).size).toBeGreaterThan(200);
  });

  it("gives freelancers the rating and count of their completed hires' reviews", async () => {
    const profiles = await handle.db.select().from(freelancers);
    const summaries = await handle.db
      .select({ revieweeId: hireReviews.revieweeId, count: count(), sum: sum(hireReviews.rating).mapWith(Number) })
      .from(hireReviews)
      .innerJoin(hireRequests, eq(hireRequests.id, hireReviews.hireRequestId))
      .where(eq(hireRequests.status, "completed"))
      .groupBy(hireReviews.revieweeId);
    const byUser = new Map(summaries.map((row) => [row.revieweeId, row]));
    for (const profile of profiles) {
      const summary = byUser.get(profile.userId);
      expect(profile.reviewCount).toBe(summary?.count ?? 0);
      expect(profile.ratingTenths).toBe(summary ? Math.round((summary.sum * 10) / summary.count) : 0);
    }
    const rated = profiles.filter((profile) => profile.reviewCount > 0).map((profile) => profile.ratingTenths);
    expect(rated.length).toBeGreaterThan(50);
    expect(rated.some((tenths) => tenths < 40)).toBe(true);
    expect(rated.some((tenths) => tenths >= 47)).toBe(true);
  });

  it("inserts 100 open jobs and 100 freelancer profiles with plausible figures", async () => {
    const jobRows = await handle.db.select().from(jobs);
    expect(jobRows).toHaveLength(100);
    for (const job of jobRows) {
      expect(job.status).toBe("open");
      if (job.salaryMinCents !== null) expect(job.salaryMaxCents).toBeGreaterThan(job.salaryMinCents);
    }
    const profiles = await handle.db.select().from(freelancers);
    expect(profiles).toHaveLength(100);
    for (const profile of profiles) {
      expect(profile.skills.length).toBeGreaterThanOrEqual(3);
      expect(profile.hourlyRateCents).toBeGreaterThanOrEqual(1500);
      expect(profile.ratingTenths).toBeLessThanOrEqual(50);
      expect(profile.ratingTenths === 0).toBe(profile.reviewCount === 0);
    }
  });

  it("creates the demo accounts on example.com: vendors, Employer accounts and freelancers' User accounts", async () => {
    const rows = await handle.db.select().from(users);
    expect(rows.every((user) => user.email.endsWith("@example.com"))).toBe(true);
    const byEmail = new Map(rows.map((user) => [user.email, user]));
    expect(byEmail.get("vendor0001@example.com")?.userType).toBe("User");
    expect(byEmail.get("employer0001@example.com")?.userType).toBe("Employer");
    expect(byEmail.get("freelancer0100@example.com")?.userType).toBe("User");
    expect(byEmail.get("freelancer0100@example.com")?.additionalRoles).toEqual(["Freelancer"]);
    expect(byEmail.get("vendor0001@example.com")?.additionalRoles).toEqual([]);
    // Nobody can sign in as a demo account.
    expect(rows.every((user) => user.passwordHash === null && user.additionalUserType === null)).toBe(true);
    const [profile] = await handle.db
      .select()
      .from(freelancers)
      .where(eq(freelancers.userId, byEmail.get("freelancer0001@example.com")?.id ?? ""));
    expect(profile?.fullName).toBe(byEmail.get("freelancer0001@example.com")?.name);
  });
});
