import { LISTING_REVIEW_REPLY_MAX, reviewMessages, reviewReplyInputSchema } from "@mp/contracts/review";
import { Field } from "@mp/ui/components/field.tsx";
import { ActionForm } from "../../../components/ui/form-dialog";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useReplyToReview } from "../api/review-actions";

type ReplyFormProps = { listingId: string; reviewId: string; authorName: string; onDone: () => void };

/** The listing owner's one public answer to a review. */
export function ReplyForm({ listingId, reviewId, authorName, onDone }: ReplyFormProps) {
  const reply = useReplyToReview(listingId, reviewId);
  const form = useSchemaForm(reviewReplyInputSchema, { defaultValues: { reply: "" } });
  const { errors } = form.formState;

  return (
    <ActionForm
      className="review-form review-form--reply"
      form={form}
      send={async (input) => {
        await reply.mutateAsync(input);
        notify.success(reviewMessages.replied);
        onDone();
      }}
      onCancel={onDone}
      submit={["Publish reply", "Publishing…"]}
    >
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
    </ActionForm>
  );
}
