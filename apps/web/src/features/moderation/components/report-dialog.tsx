import {
  createReportSchema,
  REPORT_NOTE_MAX,
  reportMessages,
  reportReasonLabels,
  reportReasons,
  type ReportTargetType,
} from "@mp/contracts/report";
import { Button } from "@mp/ui/components/button.tsx";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { TextAreaField } from "../../../components/ui/text-field";
import { SelectField } from "../../../components/ui/select-field";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { useCreateReport } from "../api/create-report";

type ReportValues = { reason: string; note: string };
type ReportDialogProps = { targetType: ReportTargetType; targetId: string; what: string; onClose: () => void };

/** The report form: a reason and an optional note for the moderators. */
export function ReportDialog({ targetType, targetId, what, onClose }: ReportDialogProps) {
  const report = useCreateReport();
  const form = useSchemaForm(createReportSchema, {
    defaultValues: { reason: "", note: "" },
    conversion: {
      toInput: (values: ReportValues) => ({ targetType, targetId, reason: values.reason, note: values.note }),
      fieldOf: (path: string) => (path === "reason" || path === "note" ? path : null),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      const { message } = await report.mutateAsync(input);
      notify.success(message || reportMessages.thanks);
      onClose();
    } catch (error) {
      form.setError("root", { message: (error as Error).message });
    }
  });
  return (
    <Dialog
      title={`Report ${what}`}
      description="Tell our moderators what is wrong. The owner is not told who reported it."
      onClose={onClose}
      closeOnBackdrop={false}
    >
      <form className="report-form" onSubmit={submit} noValidate>
        <SelectField control={form.control} name="reason" label="Reason" error={errors.reason?.message}>
          <option value="">Choose a reason</option>
          {reportReasons.map((reason) => (
            <option key={reason} value={reason}>
              {reportReasonLabels[reason]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Note (optional)"
          error={errors.note?.message}
          hint={`At most ${REPORT_NOTE_MAX} characters.`}
          registration={form.register("note")}
          rows={4}
          maxLength={REPORT_NOTE_MAX}
        />
        {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
        <div className="report-form__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {isSubmitting ? "Sending…" : "Send report"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
