import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { ListingReview, OwnListingReview, ReviewSummary } from "@mp/contracts/review";
import { listingReviews, users } from "@mp/db/schema/index";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import type { Executor } from "../../lib/executor.ts";
import { hiddenColumns, hiddenNoticeOf } from "../../lib/hidden-notice.ts";
import { newestFirst } from "../../lib/order.ts";

const isVisible = isNull(listingReviews.hiddenAt);
const authorName = sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.name})`;

/** How many visible reviews gave each number of stars, 5 to 1 (listing_reviews_listing_created_idx). */
export async function findDistribution(db: Executor, listingId: string): Promise<ReviewSummary["distribution"]> {
  const rows = await db
    .select({ stars: listingReviews.rating, count: count() })
    .from(listingReviews)
    .where(and(eq(listingReviews.listingId, listingId), isVisible))
    .groupBy(listingReviews.rating);
  return [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: Number(rows.find((row) => row.stars === stars)?.count ?? 0),
  }));
}

const reviewColumns = {
  id: listingReviews.id,
  rating: listingReviews.rating,
  comment: listingReviews.comment,
  authorName,
  createdAt: listingReviews.createdAt,
  reply: listingReviews.reply,
  repliedAt: listingReviews.repliedAt,
};

type ReviewRow = {
  id: string;
  rating: number;
  comment: string;
  authorName: string;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
};

const toReview = (row: ReviewRow): ListingReview => ({
  _id: row.id,
  rating: row.rating,
  comment: row.comment,
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

/** A page of a listing's visible reviews, newest first, in listing_reviews_listing_created_idx's order. */
export async function findReviewPage(
  db: Executor,
  listingId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<ListingReview[]> {
  const rows = await db
    .select(reviewColumns)
    .from(listingReviews)
    .innerJoin(users, eq(users.id, listingReviews.authorId))
    .where(and(eq(listingReviews.listingId, listingId), isVisible))
    .orderBy(...newestFirst(listingReviews))
    .limit(limit)
    .offset(offset);
  return rows.map(toReview);
}

const ownColumns = {
  ...reviewColumns,
  ...hiddenColumns(listingReviews),
};

/** The author's review of the listing, hidden or not (listing_reviews_once_idx); null when none. */
export async function findOwnReview(
  db: Executor,
  listingId: string,
  authorId: string,
): Promise<OwnListingReview | null> {
  const [row] = await db
    .select(ownColumns)
    .from(listingReviews)
    .innerJoin(users, eq(users.id, listingReviews.authorId))
    .where(and(eq(listingReviews.listingId, listingId), eq(listingReviews.authorId, authorId)))
    .limit(1);
  return row ? { ...toReview(row), hidden: hiddenNoticeOf(row) } : null;
}

type NewReview = { listingId: string; authorId: string; rating: number; comment: string };

/** The new review's id; null when the author has one of the listing already (listing_reviews_once_idx). */
export async function insertReview(tx: CatalogueTx, review: NewReview): Promise<string | null> {
  const [row] = await tx
    .insert(listingReviews)
    .values(review)
    .onConflictDoNothing({ target: [listingReviews.listingId, listingReviews.authorId] })
    .returning({ id: listingReviews.id });
  return row?.id ?? null;
}

export type LockedReview = { id: string; listingId: string; authorId: string; hasReply: boolean; isHidden: boolean };

/** A review with its author, its row locked for a change; null when missing. */
export async function lockReview(tx: Executor, id: string): Promise<LockedReview | null> {
  const [row] = await tx
    .select({
      id: listingReviews.id,
      listingId: listingReviews.listingId,
      authorId: listingReviews.authorId,
      reply: listingReviews.reply,
      hiddenAt: listingReviews.hiddenAt,
    })
    .from(listingReviews)
    .where(eq(listingReviews.id, id))
    .limit(1)
    .for("update");
  if (!row) return null;
  const { reply, hiddenAt, ...review } = row;
  return { ...review, hasReply: reply !== null, isHidden: hiddenAt !== null };
}

/** The author's new rating and comment; the trigger recounts the listing (hence the catalogue writer). */
export async function updateReview(
  tx: CatalogueTx,
  id: string,
  { rating, comment }: { rating: number; comment: string },
): Promise<void> {
  await tx.update(listingReviews).set({ rating, comment, updatedAt: new Date() }).where(eq(listingReviews.id, id));
}

export async function deleteReview(tx: CatalogueTx, id: string): Promise<void> {
  await tx.delete(listingReviews).where(eq(listingReviews.id, id));
}

/** The owner's one reply; false when the review has one already. No rating changes: no catalogue write. */
export async function setReply(db: Executor, id: string, reply: string): Promise<boolean> {
  const rows = await db
    .update(listingReviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(listingReviews.id, id), isNull(listingReviews.reply)))
    .returning({ id: listingReviews.id });
  return rows.length > 0;
}

/** The author's review by its id, hidden or not, as they see it. */
export async function findOwnReviewById(db: Executor, id: string): Promise<OwnListingReview | null> {
  const [row] = await db
    .select(ownColumns)
    .from(listingReviews)
    .innerJoin(users, eq(users.id, listingReviews.authorId))
    .where(eq(listingReviews.id, id))
    .limit(1);
  return row ? { ...toReview(row), hidden: hiddenNoticeOf(row) } : null;
}
