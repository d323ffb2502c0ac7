import { hireReviewInputSchema, REVIEW_COMMENT_MAX, type HireRequest } from "@mp/contracts/hire-request";
import { FieldError } from "@mp/ui/components/field.tsx";
import { ActionForm, FormDialog } from "../../../components/ui/form-dialog";
import { TextAreaField } from "../../../components/ui/text-field";
import { ratingConversion, ratingWords } from "../../../lib/rating-form";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useReviewHire } from "../api/hire-actions";
import { fieldBinder } from "../../../lib/field-binding";

const ratings = [5, 4, 3, 2, 1] as const;

/** Rate (1–5) and comment on the other party of a completed hire, once. */
export function ReviewDialog({
  request,
  revieweeName,
  onClose,
}: {
  request: HireRequest;
  revieweeName: string;
  onClose: () => void;
}) {
  const review = useReviewHire(request._id);
  const form = useSchemaForm(hireReviewInputSchema, {
    defaultValues: { rating: "", comment: "" },
    conversion: ratingConversion,
  });
  const { errors } = form.formState;
  const bind = fieldBinder(form);

  return (
    <FormDialog
      title={`Review ${revieweeName}`}
      description="Your rating and comment are shown with the hire."
      onClose={onClose}
    >
      <ActionForm
        className="hire-form"
        form={form}
        send={async (input) => {
          await review.mutateAsync(input);
          notify.success("Thank you for your review.");
          onClose();
        }}
        onCancel={onClose}
        submit={["Send review", "Sending…"]}
      >
        <fieldset className="hire-rating" aria-describedby={errors.rating ? `rating-error-${request._id}` : undefined}>
          <legend className="field__label">Rating</legend>
          <div className="hire-rating__options">
            {ratings.map((value) => (
              <label key={value} className="hire-rating__option">
                <input type="radio" value={String(value)} {...form.register("rating")} />
                <span>
                  {value} – {ratingWords[value]}
                </span>
              </label>
            ))}
          </div>
          {errors.rating?.message && (
            <FieldError id={`rating-error-${request._id}`}>{errors.rating.message}</FieldError>
          )}
        </fieldset>
        <TextAreaField
          label="Comment"
          {...bind("comment")}
          hint="What went well, and what could be better."
          rows={5}
          maxLength={REVIEW_COMMENT_MAX}
        />
      </ActionForm>
    </FormDialog>
  );
}
