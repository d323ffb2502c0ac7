import { LISTING_REVIEW_REPLY_MAX, reviewMessages, reviewReplyInputSchema } from "@mp/contracts/review";
import { Button } from "@mp/ui/components/button.tsx";
import { Field, FormAlert } from "@mp/ui/components/field.tsx";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { useReplyToReview } from "../api/review-actions";

type ReplyFormProps = { listingId: string; reviewId: string; authorName: string; onDone: () => void };

/** The listing owner's one public answer to a review. */
export function ReplyForm({ listingId, reviewId, authorName, onDone }: ReplyFormProps) {
  const reply = useReplyToReview(listingId, reviewId);
  const form = useSchemaForm(reviewReplyInputSchema, { defaultValues: { reply: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await reply.mutateAsync(input);
      notify.success(reviewMessages.replied);
      onDone();
    } catch (error) {
      form.setError("root", { message: (error as Error).message });
    }
  });

  return (
    <form className="review-form review-form--reply" onSubmit={submit} noValidate>
      <Field
        label={`Your reply to ${authorName}`}
        error={errors.reply?.message}
        hint="Shown under the review, once; it cannot be changed."
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register("reply")}
            rows={3}
            maxLength={LISTING_REVIEW_REPLY_MAX}
            className="field__input review-form__textarea"
          />
        )}
      </Field>
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <div className="review-form__actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isBusy={isSubmitting}>
          {isSubmitting ? "Publishing…" : "Publish reply"}
        </Button>
      </div>
    </form>
  );
}
