import {
  applicationFieldsSchema,
  COVER_LETTER_MAX,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  type ApplicationFieldsParsed,
} from "@mp/contracts/job-application";
import { useId, useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { Button } from "@mp/ui/components/button.tsx";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { Field, FormAlert } from "@mp/ui/components/field.tsx";
import { formatNumber } from "@mp/ui/lib/format.ts";
import { TextField, TextAreaField } from "../../../components/ui/text-field";
import { dollarsToCents } from "../../../lib/dollars";
import { hasPage, laterPages } from "../../../lib/pages";
import { showServerErrors, useSchemaForm, type SchemaConversion } from "@mp/ui/lib/use-schema-form.ts";
import { useApply } from "../api/applications";
import { fieldBinder } from "../../../lib/field-binding";
import "../../../components/ui/form-card.css";
import "./apply-form.css";

type ApplyValues = { coverLetter: string; rate: string };
const conversion: SchemaConversion<ApplyValues> = {
  toInput: ({ coverLetter, rate }) => ({ coverLetter, proposedRateCents: dollarsToCents(rate) ?? Number.NaN }),
  fieldOf: (path) => (path === "coverLetter" ? "coverLetter" : path === "proposedRateCents" ? "rate" : null),
};
const accepted = "application/pdf,image/png,image/jpeg,image/webp";
const SHORT = "You do not have enough connects.";

export type ApplyTarget = { _id: string; title: string; connectsCost: number };
type ApplyFormProps = { job: ApplyTarget; userId: string; balance: number | null; onApplied: (left: number) => void };

const connects = (n: number) => `${n} ${n === 1 ? "connect" : "connects"}`;

/** The way to more connects: the plans page once it exists. */
function PlanLink() {
  if (!hasPage(laterPages.productSubscriptionPlan)) return <>Buy a plan to get more connects.</>;
  return <Link to={laterPages.productSubscriptionPlan}>Get more connects with a plan</Link>;
}

/** A cover letter, a proposed rate and up to three files; what it costs and what the freelancer has. */
export function ApplyForm({ job, userId, balance, onApplied }: ApplyFormProps) {
  const id = useId();
  const apply = useApply(job._id, userId);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useSchemaForm(applicationFieldsSchema, { defaultValues: { coverLetter: "", rate: "" }, conversion });
  const { isSubmitting } = form.formState;
  const bind = fieldBinder(form);
  const isShort = balance !== null && balance < job.connectsCost;

  function chooseFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = "";
    const next = [...files, ...chosen];
    if (next.length > MAX_ATTACHMENTS) return setFileError(`Attach at most ${MAX_ATTACHMENTS} files.`);
    if (next.some((file) => file.size > MAX_ATTACHMENT_BYTES))
      return setFileError("Each attachment can be at most 5 MB.");
    setFileError(null);
    setFiles(next);
  }

  async function submit(fields: ApplicationFieldsParsed) {
    setGeneralError(null);
    try {
      onApplied((await apply.mutateAsync({ fields, files })).connectsLeft);
    } catch (error) {
      const serverErrors = error instanceof ApiError ? error.errors : undefined;
      const { placed } = showServerErrors(form, serverErrors, conversion.fieldOf);
      if (serverErrors?.attachments) setFileError(serverErrors.attachments[0] ?? null);
      else if (placed === 0)
        setGeneralError(error instanceof Error ? error.message : "The application could not be sent.");
    }
  }

  return (
    <form
      noValidate
      className="apply-form form-stack"
      aria-label={`Apply to ${job.title}`}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <div className="form-card apply-form__cost" role="status">
        <p>
          Applying costs <strong>{connects(job.connectsCost)}</strong>.{" "}
          {balance !== null && (
            <>
              You have <strong className={balance <= 10 ? "is-low" : "is-enough"}>{connects(balance)}</strong>.
            </>
          )}
        </p>
        {isShort && (
          <p className="apply-form__short">
            {SHORT} <PlanLink />
          </p>
        )}
      </div>
      {generalError && (
        <FormAlert>
          {generalError} {generalError === SHORT && <PlanLink />}
        </FormAlert>
      )}
      <fieldset className="form-card">
        <legend>Your application</legend>
        <TextAreaField
          label="Cover letter"
          hint={`Why you, for this job: 50 to ${formatNumber(COVER_LETTER_MAX)} characters.`}
          {...bind("coverLetter")}
          rows={10}
          maxLength={COVER_LETTER_MAX}
        />
        <TextField
          label="Proposed rate (US$)"
          hint="For the whole job, or per hour for an hourly job."
          {...bind("rate")}
          inputMode="decimal"
          placeholder="400"
        />
        <Field
          label="Attachments"
          hint="Up to 3 files: PDF, PNG, JPEG or WebP, 5 MB each."
          error={fileError ?? undefined}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              multiple
              accept={accepted}
              onChange={chooseFiles}
              disabled={files.length >= MAX_ATTACHMENTS}
              className="field__input"
            />
          )}
        </Field>
        {files.length > 0 && (
          <ul className="apply-form__files" aria-label="Chosen files">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span>{file.name}</span>
                <Button
                  variant="ghost"
                  type="button"
                  aria-describedby={`${id}-file-${index}`}
                  onClick={() => setFiles(files.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
                <span id={`${id}-file-${index}`} className="visually-hidden">
                  {file.name}
                </span>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="form-actions">
        <Button type="submit" isBusy={isSubmitting} disabled={isShort}>
          {isSubmitting ? "Sending…" : `Apply for ${connects(job.connectsCost)}`}
        </Button>
      </div>
    </form>
  );
}
