import {
  connectsCostOf,
  jobInputSchema,
  jobTypes,
  MAX_JOB_SKILLS,
  utcToday,
  type JobBudgetType,
  type JobDetail,
  type JobInputParsed,
  type JobType,
} from "@mp/contracts/job";
import { useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { CardForm } from "../../../components/ui/card-form";
import { CategorySelects } from "../../../components/ui/category-selects";
import { ChoiceCards, type Choice } from "../../../components/ui/choice-cards";
import { SelectField } from "../../../components/ui/select-field";
import { TextField, TextAreaField } from "../../../components/ui/text-field";
import { dollarsToCents } from "../../../lib/dollars";
import { fieldBinder } from "../../../lib/field-binding";
import { formErrorAfter, useSchemaForm, type SchemaConversion } from "@mp/ui/lib/use-schema-form.ts";
import { useSaveJob } from "../api/job";
import { jobTypeLabels } from "../format";
import "./job-form.css";

type JobFormValues = {
  title: string;
  description: string;
  categoryId: string;
  subcategoryId: string;
  jobType: JobType;
  budgetType: JobBudgetType;
  budget: string;
  isRemote: boolean;
  location: string;
  skills: string;
  deadline: string;
};

const budgetTypes: Choice<JobBudgetType>[] = [
  { value: "fixed", label: "Fixed price", hint: "One price for the whole job." },
  { value: "hourly", label: "Hourly rate", hint: "Paid by the hour worked." },
];

const fields = new Set<string>(["title", "description", "categoryId", "subcategoryId", "jobType", "budgetType"]);
const moreFields = new Set<string>(["isRemote", "location", "deadline"]);

const splitSkills = (text: string) =>
  text
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean);

const conversion: SchemaConversion<JobFormValues> = {
  toInput: ({ budget, skills, ...values }) => ({
    ...values,
    budgetCents: dollarsToCents(budget),
    skills: splitSkills(skills),
  }),
  fieldOf: (path) => {
    const top = path.split(".")[0] ?? "";
    if (top === "budgetCents") return "budget";
    if (top === "skills") return "skills";
    return fields.has(top) || moreFields.has(top) ? top : null;
  },
};

function initialValues(job?: JobDetail): JobFormValues {
  if (!job) {
    return {
      title: "",
      description: "",
      categoryId: "",
      subcategoryId: "",
      jobType: "contract",
      budgetType: "fixed",
      budget: "",
      isRemote: false,
      location: "",
      skills: "",
      deadline: utcToday(30),
    };
  }
  return {
    title: job.title,
    description: job.description,
    categoryId: job.categoryId,
    subcategoryId: job.subcategoryId ?? "",
    jobType: job.jobType,
    budgetType: job.budgetType ?? "fixed",
    budget: job.budgetCents === null ? "" : String(job.budgetCents / 100),
    isRemote: job.isRemote,
    location: job.isRemote && job.location === "Remote" ? "" : job.location,
    skills: job.skills.join(", "),
    deadline: job.deadline && job.deadline > utcToday() ? job.deadline : utcToday(30),
  };
}

/** What a client writes about a job; the connects it will cost to apply show as the budget is typed. */
export function JobForm({ job, onSaved }: { job?: JobDetail; onSaved: (job: JobDetail) => void }) {
  const save = useSaveJob(job?._id);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useSchemaForm(jobInputSchema, { defaultValues: initialValues(job), conversion });
  const { errors, isSubmitting } = form.formState;
  const bind = fieldBinder(form);
  const [budgetType, budget, isRemote] = useWatch({
    control: form.control,
    name: ["budgetType", "budget", "isRemote"],
  });
  const cents = dollarsToCents(budget);
  const cost = cents === undefined || cents < 100 ? null : connectsCostOf(budgetType, cents);

  async function submit(input: JobInputParsed) {
    setGeneralError(null);
    try {
      onSaved(await save.mutateAsync(input));
    } catch (error) {
      const message = formErrorAfter(form, error, conversion.fieldOf, "The job could not be saved. Please try again.");
      setGeneralError(message);
      if (message) alertRef.current?.scrollIntoView?.({ block: "center" });
    }
  }

  return (
    <CardForm
      className="job-form"
      aria-label={job ? "Edit the job" : "Post a job"}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      error={null}
      isBusy={isSubmitting}
      submit={[job ? "Save changes" : "Post the job", "Saving…"]}
    >
      <div ref={alertRef}>{generalError && <FormAlert>{generalError}</FormAlert>}</div>
      <fieldset className="form-card">
        <legend>The job</legend>
        <TextField label="Title" {...bind("title")} maxLength={120} />
        <TextAreaField
          label="Description"
          {...bind("description")}
          hint="What the work is, when, and what you need."
          rows={8}
          maxLength={10_000}
        />
        <CategorySelects
          form={form}
          subcategoryPrompt={({ categoryId }) => (categoryId ? "Choose a subcategory" : "Choose a category first")}
        />
        <SelectField control={form.control} name="jobType" label="Job type" error={errors.jobType?.message}>
          {jobTypes.map((type) => (
            <option key={type} value={type}>
              {jobTypeLabels[type]}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className="form-card">
        <legend>Budget</legend>
        <ChoiceCards
          label="Budget type"
          choices={budgetTypes}
          checked={budgetType}
          registration={form.register("budgetType")}
        />
        <TextField
          label={budgetType === "fixed" ? "Budget (US$)" : "Hourly rate (US$)"}
          {...bind("budget")}
          inputMode="decimal"
          placeholder="450"
        />
        <p className="job-form__cost" aria-live="polite">
          {cost === null
            ? "Freelancers spend 1 to 6 connects to apply, depending on the budget."
            : `Freelancers spend ${cost} ${cost === 1 ? "connect" : "connects"} to apply.`}
        </p>
      </fieldset>

      <fieldset className="form-card">
        <legend>Where and when</legend>
        <div className="job-form__check">
          <input id="job-form-remote" type="checkbox" {...form.register("isRemote")} />
          <label htmlFor="job-form-remote">Remote: the work can be done from anywhere</label>
        </div>
        <TextField
          label={isRemote ? "Location (optional)" : "Location"}
          {...bind("location")}
          maxLength={120}
          placeholder="Springfield"
        />
        <TextField
          label="Skills"
          hint={`Separated by commas, up to ${MAX_JOB_SKILLS}.`}
          {...bind("skills")}
          placeholder="Bookkeeping, Payroll"
        />
        <TextField label="Deadline" type="date" min={utcToday(1)} {...bind("deadline")} />
      </fieldset>
    </CardForm>
  );
}
