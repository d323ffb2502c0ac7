import { featureAdDatesInputSchema, type FeatureAd, type FeatureAdDatesInputParsed } from "@mp/contracts/feature-ad";
import { useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { Field, FormAlert } from "@mp/ui/components/field.tsx";
import { notify } from "../../../lib/toast";
import { showServerErrors, useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useChangeFeatureAdDates } from "../api/vendor-feature-ads";
import { featureAdDatesConversion } from "../feature-ad-conversions";
import { toDateTimeInput } from "../period";

/** New dates for an ad that has not ended; a running ad keeps its start. */
export function FeatureAdDatesDialog({ ad, onClose }: { ad: FeatureAd; onClose: () => void }) {
  const isRunning = ad.status === "active";
  const change = useChangeFeatureAdDates(ad._id);
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(featureAdDatesInputSchema, {
    conversion: featureAdDatesConversion,
    defaultValues: {
      startsAt: toDateTimeInput(new Date(ad.startsAt)),
      endsAt: toDateTimeInput(new Date(ad.endsAt)),
    },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(dates: FeatureAdDatesInputParsed) {
    setError(null);
    try {
      // A running ad keeps its exact start (the field shows it to the minute only).
      await change.mutateAsync(isRunning ? { ...dates, startsAt: new Date(ad.startsAt) } : dates);
      notify.success("Dates changed.");
      onClose();
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.errors : undefined;
      // A running ad's start is not the vendor's to change: a message about it reads as the whole form's.
      const { placed } = showServerErrors(form, fieldErrors, (path, values) =>
        isRunning && path === "startsAt" ? null : featureAdDatesConversion.fieldOf(path, values),
      );
      if (placed === 0) {
        setError(failure instanceof Error ? failure.message : "The dates could not be changed. Please try again.");
      }
    }
  }

  return (
    <Dialog title="Change dates" description={ad.listing.name} onClose={onClose} closeOnBackdrop={false}>
      <form
        noValidate
        className="feature-ad-dates"
        aria-label="Feature ad dates"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        {error && <FormAlert>{error}</FormAlert>}
        <Field
          label="Starts"
          error={errors.startsAt?.message}
          hint={isRunning ? "It is running: the start stays as it is." : undefined}
        >
          {(control) => (
            <input
              {...control}
              {...form.register("startsAt")}
              type="datetime-local"
              readOnly={isRunning}
              className="field__input"
            />
          )}
        </Field>
        <Field label="Ends" error={errors.endsAt?.message} hint="At most 90 days after the start.">
          {(control) => (
            <input {...control} {...form.register("endsAt")} type="datetime-local" className="field__input" />
          )}
        </Field>
        <div className="feature-ad-dates__actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {isSubmitting ? "Saving…" : "Save dates"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
