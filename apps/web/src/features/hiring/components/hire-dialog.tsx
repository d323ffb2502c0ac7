import { HIRE_MESSAGE_MAX, hireMessages, hireRequestInputSchema } from "@mp/contracts/hire-request";
import { Link } from "react-router";
import { ActionForm, FormDialog } from "../../../components/ui/form-dialog";
import { TextAreaField } from "../../../components/ui/text-field";
import { SelectField } from "../../../components/ui/select-field";
import { hasPage } from "../../../lib/pages";
import { hiringPaths } from "../../../lib/paths-hiring";
import { useSession } from "../../../lib/session";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useMyJobs } from "../api/hire-requests";
import { useSendHireRequest } from "../api/hire-actions";
import { fieldBinder } from "../../../lib/field-binding";

type HireValues = { jobId: string; message: string };
type HireDialogProps = { freelancerUserId: string; freelancerName: string; onClose: () => void };

/** The hiring request form: a message and, optionally, one of the client's open jobs. */
export function HireDialog({ freelancerUserId, freelancerName, onClose }: HireDialogProps) {
  const { user } = useSession();
  const isClient = user?.AddtionalRole.includes("Client") ?? false;
  return (
    <FormDialog
      title={`Hire ${freelancerName}`}
      description={isClient ? "Sending a hiring request uses one Remaining Freelancer of your plan." : undefined}
      onClose={onClose}
    >
      {isClient ? (
        <HireForm freelancerUserId={freelancerUserId} onClose={onClose} />
      ) : (
        <div className="hire-form">
          <p>{hireMessages.clientOnly}</p>
          {hasPage(hiringPaths.registerClient) && (
            <Link to={hiringPaths.registerClient} className="button button--primary">
              Register as a Client
            </Link>
          )}
        </div>
      )}
    </FormDialog>
  );
}

function HireForm({ freelancerUserId, onClose }: { freelancerUserId: string; onClose: () => void }) {
  const { userId } = useSession();
  const jobs = useMyJobs(userId ?? "", true);
  const send = useSendHireRequest();
  const form = useSchemaForm(hireRequestInputSchema, {
    defaultValues: { jobId: "", message: "" },
    conversion: {
      toInput: (values: HireValues) => ({ freelancerUserId, jobId: values.jobId || null, message: values.message }),
      fieldOf: (path: string) => (path === "message" || path === "jobId" ? path : null),
    },
  });
  const { errors } = form.formState;
  const bind = fieldBinder(form);
  const openJobs = jobs.data?.result_value.filter((job) => job.status === "open") ?? [];
  const outOfAllowance = errors.root?.message === hireMessages.noAllowance;

  return (
    <ActionForm
      className="hire-form"
      form={form}
      send={async (input) => {
        await send.mutateAsync(input);
        notify.success("Hiring request sent.");
        onClose();
      }}
      alert={
        outOfAllowance ? (
          <>
            {hireMessages.noAllowance} <Link to={hiringPaths.hireSubscriptionPlan}>Get more with a hire plan</Link>
          </>
        ) : undefined
      }
      onCancel={onClose}
      submit={["Send hiring request", "Sending…"]}
    >
      {openJobs.length > 0 && (
        <SelectField control={form.control} name="jobId" label="Job (optional)" error={errors.jobId?.message}>
          <option value="">Not for a particular job</option>
          {openJobs.map((job) => (
            <option key={job._id} value={job._id}>
              {job.title}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label="Message"
        {...bind("message")}
        hint="What the work is, when, and how to reach you."
        rows={6}
        maxLength={HIRE_MESSAGE_MAX}
      />
    </ActionForm>
  );
}
