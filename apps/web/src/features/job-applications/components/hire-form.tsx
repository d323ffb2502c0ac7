import { HIRE_MESSAGE_MAX, hireRequestInputSchema, type HireRequestInput } from "@mp/contracts/hire-request";
import { useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { TextAreaField } from "../../../components/ui/text-field";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useHireFromApplication } from "../api/applications";
import { fieldBinder } from "../../../lib/field-binding";

type HireFormProps = {
  freelancerUserId: string;
  freelancerName: string;
  jobId: string;
  applicationId: string;
  onDone: () => void;
};

/** A hiring request from an application: a message; the job and the application go with it. */
export function HireForm({ freelancerUserId, freelancerName, jobId, applicationId, onDone }: HireFormProps) {
  const hire = useHireFromApplication();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(hireRequestInputSchema, {
    defaultValues: { freelancerUserId, jobId, applicationId, message: "" },
  });
  const { isSubmitting } = form.formState;
  const bind = fieldBinder(form);

  async function submit(input: HireRequestInput) {
    setError(null);
    try {
      await hire.mutateAsync(input);
      notify.success(`Hiring request sent to ${freelancerName}.`);
      onDone();
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.errors?.message?.[0] : undefined;
      if (fieldError) form.setError("message", { type: "server", message: fieldError }, { shouldFocus: true });
      else setError(failure instanceof Error ? failure.message : "The hiring request could not be sent.");
    }
  }

  return (
    <form
      noValidate
      className="received__hire form-stack"
      aria-label={`Hire ${freelancerName}`}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      {error && <FormAlert>{error}</FormAlert>}
      <p className="received__hint">Sending a hiring request uses one Remaining Freelancer of your plan.</p>
      <TextAreaField
        label={`Message to ${freelancerName}`}
        {...bind("message")}
        rows={4}
        maxLength={HIRE_MESSAGE_MAX}
      />
      <div className="received__actions">
        <Button type="submit" isBusy={isSubmitting}>
          {isSubmitting ? "Sending…" : "Send the hiring request"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
