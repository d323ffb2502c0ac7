import {
  LISTING_REVIEW_COMMENT_MAX,
  LISTING_REVIEW_COMMENT_MIN,
  listingReviewInputSchema,
  reviewMessages,
  type OwnListingReview,
} from "@mp/contracts/review";
import { Field, FieldError } from "@mp/ui/components/field.tsx";
import { useId } from "react";
import { ActionForm } from "../../../components/ui/form-dialog";
import { ratingConversion, ratingWords } from "../../../lib/rating-form";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { usePostReview, useUpdateReview } from "../api/review-actions";

const ratings = [1, 2, 3, 4, 5] as const;

type ReviewFormProps = {
  listingId: string;
  /** The author's review to change; a new one when absent. */
  review?: OwnListingReview;
  onDone?: () => void;
};

/** Write a review (a rating and a comment) or change one's own; loaded when a signed-in visitor needs it. */
export function ReviewForm({ listingId, review, onDone }: ReviewFormProps) {
  const id = useId();
  const post = usePostReview(listingId);
  const update = useUpdateReview(listingId, review?._id ?? "");
  const form = useSchemaForm(listingReviewInputSchema, {
    defaultValues: { rating: review ? String(review.rating) : "", comment: review?.comment ?? "" },
    conversion: ratingConversion,
  });
  const { errors } = form.formState;
  const errorId = `${id}-rating-error`;

  return (
    <ActionForm
      className="review-form"
      form={form}
      send={async (input) => {
        if (review) await update.mutateAsync(input);
        else await post.mutateAsync(input);
        notify.success(review ? reviewMessages.updated : reviewMessages.posted);
        if (!review) form.reset({ rating: "", comment: "" });
        onDone?.();
      }}
      onCancel={review ? onDone : undefined}
      submit={review ? ["Save review", "Saving…"] : ["Post review", "Saving…"]}
      aria-label={review ? "Edit your review" : "Write a review"}
    >
      <fieldset className="review-form__rating" aria-describedby={errors.rating ? errorId : undefined}>
        <legend className="field__label">Your rating</legend>
        <div className="review-form__options">
          {ratings.map((value) => (
            <label key={value} className="review-form__option">
              <input type="radio" value={String(value)} {...form.register("rating")} />
              <span>
                <span aria-hidden="true">{"★".repeat(value)} </span>
                {value} – {ratingWords[value]}
              </span>
            </label>
          ))}
        </div>
        {errors.rating?.message && <FieldError id={errorId}>{errors.rating.message}</FieldError>}
      </fieldset>
      <Field
        label="Your review"
        error={errors.comment?.message}
        hint={`What was good, and what could be better (${LISTING_REVIEW_COMMENT_MIN} to ${LISTING_REVIEW_COMMENT_MAX} characters).`}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register("comment")}
            rows={4}
            maxLength={LISTING_REVIEW_COMMENT_MAX}
            className="field__input review-form__textarea"
          />
        )}
      </Field>
    </ActionForm>
  );
}
