import type { Category } from "@mp/contracts/category";
import type { JobBudgetType, JobType } from "@mp/contracts/job";
import { jobBudgetTypes, jobTypes } from "@mp/contracts/filter-values";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { jobTypeLabels } from "../format";
import "@mp/ui/components/field.css";
import "../../../components/ui/browse-tools.css";
import { WordsFilter } from "../../../components/ui/words-filter";
import { CategoryFilter } from "../../../components/ui/category-filter";
import { useSubcategories } from "../../../lib/categories-api";
import { dollarsToCents } from "../../../lib/dollars";

/** The search as the URL carries it ("" for "any"). */
export type JobSearchValues = {
  q: string;
  categoryId: string;
  subcategoryId: string;
  jobType: JobType | "";
  budgetType: JobBudgetType | "";
  /** Dollars as typed; applied on submit. */
  minBudget: string;
  isRemoteOnly: boolean;
};

const budgetTypeLabels: Record<JobBudgetType, string> = { fixed: "Fixed price", hourly: "Hourly" };

type JobSearchFormProps = {
  values: JobSearchValues;
  /** The category choices; undefined while they load (the select offers "All categories" only). */
  categories: readonly Category[] | undefined;
  onApply: (values: JobSearchValues) => void;
};

/**
 * Words, category and subcategory, job type, budget type, minimum budget and "Remote only". The
 * selects and the box apply at once; the words and the minimum on submit.
 */
export function JobSearchForm({ values, categories, onApply }: JobSearchFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(values);
  // The URL changed under the form (Back, Clear the filters): show what it now says. Remounting
  // instead would drop the focus from the select the visitor just changed.
  const [shown, setShown] = useState(values);
  const [budgetError, setBudgetError] = useState<string | null>(null);
  const subcategories = useSubcategories(draft.categoryId);
  if (!isSameSearch(shown, values)) {
    setShown(values);
    setDraft(values);
  }

  function change(changes: Partial<JobSearchValues>) {
    const next = { ...draft, ...changes };
    setDraft(next);
    onApply({ ...next, q: next.q.trim() });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const minBudget = draft.minBudget.trim();
    if (minBudget && dollarsToCents(minBudget) === undefined) {
      setBudgetError("Enter an amount in dollars, like 250.");
      return;
    }
    setBudgetError(null);
    onApply({ ...draft, q: draft.q.trim(), minBudget });
  }

  return (
    // Named fields and an action: submitted before the page hydrates, the form still searches.
    <form
      className="browse-filters"
      role="search"
      aria-label="Job search"
      action="/findjob"
      method="get"
      onSubmit={handleSubmit}
      noValidate
    >
      <WordsFilter
        id={id}
        label="Search jobs"
        layout="browse-filters__field--wide"
        name="q"
        value={draft.q}
        placeholder="Title, company or skill"
        onChange={(q) => setDraft({ ...draft, q })}
      />
      <CategoryFilter
        value={draft.categoryId}
        categories={categories}
        onChange={(categoryId) => change({ categoryId, subcategoryId: "" })}
      />
      {draft.categoryId && (
        <div className="browse-filters__field">
          <label htmlFor={`${id}-subcategory`}>Subcategory</label>
          <select
            className="field__input"
            id={`${id}-subcategory`}
            name="subcategoryId"
            value={draft.subcategoryId}
            onChange={(e) => change({ subcategoryId: e.target.value })}
          >
            <option value="">All subcategories</option>
            {subcategories.data?.map((subcategory) => (
              <option key={subcategory._id} value={subcategory._id}>
                {subcategory.subCategoryName}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="browse-filters__field">
        <label htmlFor={`${id}-type`}>Job type</label>
        <select
          className="field__input"
          id={`${id}-type`}
          name="jobType"
          value={draft.jobType}
          onChange={(e) => change({ jobType: e.target.value as JobType | "" })}
        >
          <option value="">Any type</option>
          {jobTypes.map((type) => (
            <option key={type} value={type}>
              {jobTypeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="browse-filters__field">
        <label htmlFor={`${id}-budget-type`}>Budget</label>
        <select
          className="field__input"
          id={`${id}-budget-type`}
          name="budgetType"
          value={draft.budgetType}
          onChange={(e) => change({ budgetType: e.target.value as JobBudgetType | "" })}
        >
          <option value="">Any budget</option>
          {jobBudgetTypes.map((type) => (
            <option key={type} value={type}>
              {budgetTypeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="browse-filters__field">
        <label htmlFor={`${id}-min-budget`}>Min. budget ($)</label>
        <input
          className="field__input"
          id={`${id}-min-budget`}
          name="minBudget"
          inputMode="decimal"
          value={draft.minBudget}
          maxLength={10}
          placeholder="Any"
          aria-invalid={budgetError ? true : undefined}
          aria-describedby={budgetError ? `${id}-min-budget-error` : undefined}
          onChange={(e) => setDraft({ ...draft, minBudget: e.target.value })}
        />
        {budgetError && (
          <p id={`${id}-min-budget-error`} className="field__error">
            {budgetError}
          </p>
        )}
      </div>
      <div className="browse-filters__check">
        <input
          id={`${id}-remote`}
          type="checkbox"
          name="remote"
          value="true"
          checked={draft.isRemoteOnly}
          onChange={(e) => change({ isRemoteOnly: e.target.checked })}
        />
        <label htmlFor={`${id}-remote`}>Remote only</label>
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}

function isSameSearch(a: JobSearchValues, b: JobSearchValues): boolean {
  return (Object.keys(a) as (keyof JobSearchValues)[]).every((key) => a[key] === b[key]);
}
