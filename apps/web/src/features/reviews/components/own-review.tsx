import type { OwnListingReview } from "@mp/contracts/review";
import { reviewMessages } from "@mp/contracts/review-messages";
import { Button } from "@mp/ui/components/button.tsx";
import { Suspense, useState } from "react";
import { HiddenNotice } from "../../../components/ui/hidden-notice";
import { notify } from "../../../lib/toast";
import { useDeleteReview } from "../api/review-actions";
import { ReviewForm } from "./lazy-forms";
import { ReviewItem } from "./review-item";

/** The signed-in author's review of the listing: why it is hidden if a moderator hid it, Edit and Delete. */
export function OwnReview({ listingId, review }: { listingId: string; review: OwnListingReview }) {
  const [mode, setMode] = useState<"view" | "edit" | "confirm">("view");
  const remove = useDeleteReview(listingId);
  const deleteReview = async () => {
    try {
      await remove.mutateAsync(review._id);
      notify.success(reviewMessages.deleted);
    } catch (error) {
      notify.error((error as Error).message);
      setMode("view");
    }
  };

  return (
    <div className="own-review">
      <h3 className="own-review__title">Your review</h3>
      {mode === "edit" ? (
        <Suspense fallback={<p role="status">Loading the form…</p>}>
          <ReviewForm listingId={listingId} review={review} onDone={() => setMode("view")} />
        </Suspense>
      ) : (
        <ReviewItem
          as="div"
          review={review}
          notice={<HiddenNotice hidden={review.hidden} compact />}
          actions={
            mode === "confirm" ? (
              <div role="group" aria-label="Delete your review?" className="own-review__confirm">
                <span>Delete your review? This cannot be undone.</span>
                <Button variant="danger" isBusy={remove.isPending} onClick={() => void deleteReview()}>
                  {remove.isPending ? "Deleting…" : "Delete"}
                </Button>
                <Button variant="secondary" onClick={() => setMode("view")}>
                  Keep it
                </Button>
              </div>
            ) : (
              <>
                <Button variant="secondary" onClick={() => setMode("edit")}>
                  Edit
                </Button>
                <Button variant="ghost" onClick={() => setMode("confirm")}>
                  Delete
                </Button>
              </>
            )
          }
        />
      )}
    </div>
  );
}
