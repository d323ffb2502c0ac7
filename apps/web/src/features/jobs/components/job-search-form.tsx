import type { Category } from "@mp/contracts/category";
import { jobTypes, type JobType } from "@mp/contracts/job";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { jobTypeLabels } from "../format";
import "../../../components/ui/browse-tools.css";
import { CategoryFilter } from "../../../components/ui/category-filter";

/** The search as the URL carries it ("" for "any"). */
export type JobSearchValues = { q: string; categoryId: string; jobType: JobType | ""; isRemoteOnly: boolean };

type JobSearchFormProps = {
  values: JobSearchValues;
  /** The category choices; undefined while they load (the select offers "All categories" only). */
  categories: readonly Category[] | undefined;
  onApply: (values: JobSearchValues) => void;
};

/** Words, category, job type and "Remote only". The selects and the box apply at once; the words on submit. */
export function JobSearchForm({ values, categories, onApply }: JobSearchFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(values);
  // The URL changed under the form (Back, Clear the filters): show what it now says. Remounting
  // instead would drop the focus from the select the visitor just changed.
  const [shown, setShown] = useState(values);
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
    onApply({ ...draft, q: draft.q.trim() });
  }

  return (
    <form className="browse-filters" role="search" aria-label="Job search" onSubmit={handleSubmit} noValidate>
      <div className="browse-filters__field browse-filters__field--wide">
        <label htmlFor={`${id}-q`}>Search jobs</label>
        <input
          id={`${id}-q`}
          type="search"
          value={draft.q}
          maxLength={100}
          placeholder="Title, company or skill"
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </div>
      <CategoryFilter
        value={draft.categoryId}
        categories={categories}
        onChange={(categoryId) => change({ categoryId })}
      />
      <div className="browse-filters__field">
        <label htmlFor={`${id}-type`}>Job type</label>
        <select
          id={`${id}-type`}
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
      <div className="browse-filters__check">
        <input
          id={`${id}-remote`}
          type="checkbox"
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
  return a.q === b.q && a.categoryId === b.categoryId && a.jobType === b.jobType && a.isRemoteOnly === b.isRemoteOnly;
}
