import { z } from "zod";
import { pageQueryFields } from "./list-query.ts";
import { hiddenNoticeSchema } from "./report.ts";
import {
  LISTING_REVIEW_COMMENT_MAX,
  LISTING_REVIEW_COMMENT_MIN,
  LISTING_REVIEW_MAX_PAGE_SIZE,
  LISTING_REVIEW_PAGE_SIZE,
  LISTING_REVIEW_REPLY_MAX,
  reviewMessages,
} from "./review-messages.ts";

// The texts and limits live without zod, for the pages that show them before any form opens.
export * from "./review-messages.ts";

/** The length is checked on the raw text first (a huge body is refused before any work), then trimmed. */
const boundedText = (min: number, max: number, message: string) =>
  z.string({ message }).max(max, { message, abort: true }).trim().min(min, { message });

const rating = z
  .number({ message: reviewMessages.rating })
  .int({ message: reviewMessages.rating })
  .min(1, reviewMessages.rating)
  .max(5, reviewMessages.rating);

/** `POST /api/listings/{id}/reviews` and `PUT /api/reviews/{id}`. */
export const listingReviewInputSchema = z
  .object({
    rating,
    comment: boundedText(LISTING_REVIEW_COMMENT_MIN, LISTING_REVIEW_COMMENT_MAX, reviewMessages.commentLength),
  })
  .strict();
export type ListingReviewInput = z.infer<typeof listingReviewInputSchema>;

/** `POST /api/reviews/{id}/reply`: the listing owner's one public answer. */
export const reviewReplyInputSchema = z
  .object({ reply: boundedText(1, LISTING_REVIEW_REPLY_MAX, reviewMessages.replyLength) })
  .strict();
export type ReviewReplyInput = z.infer<typeof reviewReplyInputSchema>;

export const reviewIdParamSchema = z.object({ id: z.uuid({ message: "Invalid review id." }) }).strict();

/** `GET /api/listings/{id}/reviews?page=&limit=` */
export const listingReviewsQuerySchema = z
  .object(pageQueryFields(LISTING_REVIEW_PAGE_SIZE, LISTING_REVIEW_MAX_PAGE_SIZE))
  .strict();
export type ListingReviewsQuery = z.infer<typeof listingReviewsQuerySchema>;

/** A review as anyone sees it: the author by their public name, never their e-mail or id. */
export const listingReviewSchema = z.object({
  _id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  /** The owner's answer and when it was given; both null until then. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type ListingReview = z.infer<typeof listingReviewSchema>;

/** The author's own review: with why it is hidden, if a moderator hid it. */
export const ownListingReviewSchema = listingReviewSchema.extend({ hidden: hiddenNoticeSchema });
export type OwnListingReview = z.infer<typeof ownListingReviewSchema>;

/** A listing's visible reviews in numbers: the average, the count and the count of each star, 5 to 1. */
export const reviewSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: z.array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const listingReviewsResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ summary: reviewSummarySchema, reviews: z.array(listingReviewSchema) }),
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int() }),
});
export type ListingReviewsResponse = z.infer<typeof listingReviewsResponseSchema>;

/** `GET /api/listings/{id}/reviews/mine`: the signed-in person's review of the listing, or null. */
export const ownListingReviewResponseSchema = z.object({
  result: z.literal(1),
  result_value: ownListingReviewSchema.nullable(),
});
export type OwnListingReviewResponse = z.infer<typeof ownListingReviewResponseSchema>;

/** `POST /api/listings/{id}/reviews` (201) and `PUT /api/reviews/{id}`. */
export const savedListingReviewResponseSchema = z.object({
  result: z.literal(1),
  result_value: ownListingReviewSchema,
});

/** `POST /api/reviews/{id}/reply`. */
export const repliedReviewResponseSchema = z.object({ result: z.literal(1), result_value: listingReviewSchema });

/** `DELETE /api/reviews/{id}`. */
export const deletedReviewResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ message: z.string() }),
});

/** A vendor's rating over their visible published listings (the vendor page). */
export const vendorRatingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type VendorRating = z.infer<typeof vendorRatingSchema>;
