import type { ListingReview } from "@mp/contracts/review";
import { formatDate } from "@mp/ui/lib/format.ts";
import type { ReactNode } from "react";
import { StarRow } from "../../../components/ui/rating-stars";

type ReviewItemProps = {
  review: ListingReview;
  /** Under the review: the author's Edit and Delete, the owner's Reply, Report. */
  actions?: ReactNode;
  /** Above the text: e.g. why a moderator hid it (the author's own view). */
  notice?: ReactNode;
  as?: "li" | "div";
};

/** One review: its stars, author, date and text, and the owner's reply under it. */
export function ReviewItem({ review, actions, notice, as: Tag = "li" }: ReviewItemProps) {
  return (
    <Tag className="review-item">
      <div className="review-item__head">
        <StarRow rating={review.rating} />
        <span className="review-item__author">{review.authorName}</span>
        <time className="review-item__date" dateTime={review.createdAt}>
          {formatDate(review.createdAt)}
        </time>
      </div>
      {notice}
      <p className="review-item__comment">{review.comment}</p>
      {review.reply !== null && (
        <div className="review-item__reply">
          <p className="review-item__reply-head">
            Reply from the owner
            {review.repliedAt && (
              <>
                {" · "}
                <time dateTime={review.repliedAt}>{formatDate(review.repliedAt)}</time>
              </>
            )}
          </p>
          <p className="review-item__reply-text">{review.reply}</p>
        </div>
      )}
      {actions && <div className="review-item__actions">{actions}</div>}
    </Tag>
  );
}
