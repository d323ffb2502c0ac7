import type { ListingReview } from "@mp/contracts/review";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { useQueries } from "@tanstack/react-query";
import { Suspense, useId, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session";
import { listingReviewsQueryOptions, useListingReviews } from "../api/get-listing-reviews";
import { useOwnReview } from "../api/get-own-review";
import { ReplyForm, ReviewForm } from "./lazy-forms";
import { OwnReview } from "./own-review";
import { ReviewItem } from "./review-item";
import { ReviewSummary } from "./review-summary";
import "./reviews.css";

type ListingReviewsProps = {
  listingId: string;
  listingName: string;
  /** The listing's vendor: they reply, and do not review. */
  ownerId: string;
  /** A review's Report link (the page composes the moderation feature's); not on one's own review. */
  renderReport?: (review: ListingReview) => ReactNode;
};

/**
 * The listing page's "Reviews": the average and the stars, the visible reviews (the first page
 * rendered on the server), "Show more", and what the visitor may do: sign in, write a review,
 * change their own, or — the owner — reply once to each.
 */
export function ListingReviews({ listingId, listingName, ownerId, renderReport }: ListingReviewsProps) {
  const headingId = useId();
  const first = useListingReviews(listingId, 1);
  const [pageCount, setPageCount] = useState(1);
  const more = useQueries({
    queries: Array.from({ length: pageCount - 1 }, (_, i) => listingReviewsQueryOptions(listingId, i + 2)),
  });
  const { userId } = useSession();
  const own = useOwnReview(listingId, ownerId);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const isOwner = userId === ownerId;

  const pages = [first, ...more];
  const last = pages[pages.length - 1]!;
  const reviews = pages.flatMap((page) => page.data?.result_value.reviews ?? []);
  const others = reviews.filter((review) => review._id !== own.data?._id);

  const actionsOf = (review: ListingReview) => {
    if (isOwner && review.reply === null) {
      return replyingTo === review._id ? (
        <Suspense fallback={<p role="status">Loading the form…</p>}>
          <ReplyForm
            listingId={listingId}
            reviewId={review._id}
            authorName={review.authorName}
            onDone={() => setReplyingTo(null)}
          />
        </Suspense>
      ) : (
        <Button variant="secondary" onClick={() => setReplyingTo(review._id)}>
          Reply
        </Button>
      );
    }
    return isOwner ? null : renderReport?.(review);
  };

  return (
    <section id="reviews" className="listing-reviews" aria-labelledby={headingId}>
      <h2 id={headingId} className="listing-reviews__title">
        Reviews
      </h2>
      {first.isPending ? (
        <p role="status">Loading the reviews…</p>
      ) : first.isError ? (
        <LoadFailed query={first} title="We couldn't show the reviews." />
      ) : (
        <>
          <ReviewSummary summary={first.data.result_value.summary} />
          <div className="listing-reviews__yours">
            <VisitorPart listingId={listingId} isOwner={isOwner} own={own} />
          </div>
          {others.length === 0 && !own.data ? (
            <p className="listing-reviews__empty">
              {isOwner ? "No reviews yet." : `No reviews yet — be the first to review ${listingName}.`}
            </p>
          ) : (
            <ul className="listing-reviews__list" aria-label={`Reviews of ${listingName}`}>
              {others.map((review) => (
                <ReviewItem key={review._id} review={review} actions={actionsOf(review)} />
              ))}
            </ul>
          )}
          {last.isError && <LoadFailed query={last} title="We couldn't show more reviews." />}
          {last.data?.meta.hasMore && (
            <Button variant="secondary" onClick={() => setPageCount(pageCount + 1)}>
              Show more reviews
            </Button>
          )}
          {last.isPending && <p role="status">Loading more reviews…</p>}
        </>
      )}
    </section>
  );
}

type VisitorPartProps = { listingId: string; isOwner: boolean; own: ReturnType<typeof useOwnReview> };

/** Sign in first; the owner replies; an author sees their review; anyone else writes one. */
function VisitorPart({ listingId, isOwner, own }: VisitorPartProps) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) {
    return (
      <Link to={paths.login} state={{ from: location.pathname }} className={buttonClasses("primary", undefined)}>
        Sign in to write a review
      </Link>
    );
  }
  if (isOwner) return <p className="listing-reviews__note">This is your listing: you can reply once to each review.</p>;
  if (own.isPending) return null;
  if (own.isError) return <LoadFailed query={own} title="We couldn't check for your review." />;
  if (own.data) return <OwnReview listingId={listingId} review={own.data} />;
  return (
    <div className="listing-reviews__write">
      <h3 className="listing-reviews__subtitle">Write a review</h3>
      <Suspense fallback={<p role="status">Loading the form…</p>}>
        <ReviewForm listingId={listingId} />
      </Suspense>
    </div>
  );
}
