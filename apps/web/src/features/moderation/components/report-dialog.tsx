import {
  createReportSchema,
  REPORT_NOTE_MAX,
  reportMessages,
  reportReasonLabels,
  reportReasons,
  type ReportTargetType,
} from "@mp/contracts/report";
import { ActionForm, FormDialog } from "../../../components/ui/form-dialog";
import { TextAreaField } from "../../../components/ui/text-field";
import { SelectField } from "../../../components/ui/select-field";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useCreateReport } from "../api/create-report";
import { fieldBinder } from "../../../lib/field-binding";

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
  const { errors } = form.formState;
  const bind = fieldBinder(form);
  return (
    <FormDialog
      title={`Report ${what}`}
      description="Tell our moderators what is wrong. The owner is not told who reported it."
      onClose={onClose}
    >
      <ActionForm
        form={form}
        send={async (input) => {
          const { message } = await report.mutateAsync(input);
          notify.success(message || reportMessages.thanks);
          onClose();
        }}
        onCancel={onClose}
        submit={["Send report", "Sending…"]}
      >
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
          {...bind("note")}
          hint={`At most ${REPORT_NOTE_MAX} characters.`}
          rows={4}
          maxLength={REPORT_NOTE_MAX}
        />
      </ActionForm>
    </FormDialog>
  );
}
