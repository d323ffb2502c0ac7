import { and, asc, eq, sql } from "drizzle-orm";
import type { HireReview } from "@mp/contracts/hire-request";
import { freelancers, hireRequests, hireReviews, users } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";

export async function hasReviewed(tx: Executor, hireRequestId: string, reviewerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: hireReviews.id })
    .from(hireReviews)
    .where(and(eq(hireReviews.hireRequestId, hireRequestId), eq(hireReviews.reviewerId, reviewerId)))
    .limit(1);
  return row !== undefined;
}

export type NewReview = {
  hireRequestId: string;
  reviewerId: string;
  revieweeId: string;
  rating: number;
  comment: string;
};

export async function insertReview(tx: Executor, review: NewReview): Promise<string> {
  const [row] = await tx.insert(hireReviews).values(review).returning({ id: hireReviews.id });
  return row!.id;
}

/**
 * Folds one more rating into the freelancer's average (kept in tenths). Incremental rather than
 * recomputed from hire_reviews: a profile may carry ratings from before reviews were stored here.
 */
export async function addFreelancerRating(tx: Executor, userId: string, rating: number): Promise<void> {
  await tx
    .update(freelancers)
    .set({
      ratingTenths: sql`round((${freelancers.ratingTenths} * ${freelancers.reviewCount} + ${rating * 10})::numeric / (${freelancers.reviewCount} + 1))::int`,
      reviewCount: sql`${freelancers.reviewCount} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(freelancers.userId, userId));
}

/** A hire's reviews, oldest first (at most two: one per side); `hire_reviews_once_idx` serves it. */
export async function findReviews(db: Executor, hireRequestId: string): Promise<HireReview[]> {
  const rows = await db
    .select({
      id: hireReviews.id,
      reviewerId: hireReviews.reviewerId,
      clientId: hireRequests.clientId,
      reviewerName: users.name,
      rating: hireReviews.rating,
      comment: hireReviews.comment,
      createdAt: hireReviews.createdAt,
    })
    .from(hireReviews)
    .innerJoin(hireRequests, eq(hireRequests.id, hireReviews.hireRequestId))
    .innerJoin(users, eq(users.id, hireReviews.reviewerId))
    .where(eq(hireReviews.hireRequestId, hireRequestId))
    .orderBy(asc(hireReviews.createdAt), asc(hireReviews.id));
  return rows.map((row) => ({
    _id: row.id,
    reviewerRole: row.reviewerId === row.clientId ? "client" : "freelancer",
    reviewerName: row.reviewerName,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  }));
}
