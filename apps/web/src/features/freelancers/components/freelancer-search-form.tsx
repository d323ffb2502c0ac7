import type { Category } from "@mp/contracts/category";
import type { FreelancerSort } from "@mp/contracts/freelancer";
import { useId, useState, type FormEvent } from "react";
import { FilterSubmit } from "../../../components/ui/filter-submit";
import { RangeFilter } from "../../../components/ui/range-filter";
import { dollarRangeProblem } from "../../../lib/dollars";
import "@mp/ui/components/field.css";
import "../../../components/ui/browse-tools.css";
import { WordsFilter } from "../../../components/ui/words-filter";
import { CategoryFilter } from "../../../components/ui/category-filter";

/** The search as the URL carries it: rates in dollars as typed, "" for "any" or the default sort. */
export type FreelancerSearchValues = {
  q: string;
  categoryId: string;
  minRate: string;
  maxRate: string;
  sort: FreelancerSort | "";
};

type FreelancerSearchFormProps = {
  values: FreelancerSearchValues;
  /** The category choices; undefined while they load. */
  categories: readonly Category[] | undefined;
  onApply: (values: FreelancerSearchValues) => void;
};

/** Words, category, sort and hourly rate range (dollars); the selects apply at once, the rest on submit. */
export function FreelancerSearchForm({ values, categories, onApply }: FreelancerSearchFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(values);
  const [error, setError] = useState("");
  // The URL changed under the form (Back, Clear the filters): show what it now says.
  const [shown, setShown] = useState(values);
  if (!isSameSearch(shown, values)) {
    setShown(values);
    setDraft(values);
    setError("");
  }

  function apply(next: FreelancerSearchValues) {
    setDraft(next);
    const problem = dollarRangeProblem(next.minRate, next.maxRate);
    if (problem) {
      setError(
        problem === "format" ? "Enter rates as dollars, e.g. 40 or 42.50." : "The minimum rate is above the maximum.",
      );
      return;
    }
    setError("");
    const q = next.q.trim();
    // Relevance needs words to rank by.
    const sort = next.sort === "relevance" && !q ? "" : next.sort;
    onApply({ ...next, q, minRate: next.minRate.trim(), maxRate: next.maxRate.trim(), sort });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    apply(draft);
  }

  return (
    <form className="browse-filters" role="search" aria-label="Freelancer search" onSubmit={handleSubmit} noValidate>
      <WordsFilter
        id={id}
        label="Search freelancers"
        layout="browse-filters__full-on-phone"
        value={draft.q}
        placeholder="Name or skill"
        onChange={(q) => setDraft({ ...draft, q })}
      />
      <CategoryFilter
        value={draft.categoryId}
        categories={categories}
        onChange={(categoryId) => apply({ ...draft, categoryId })}
      />
      <div className="browse-filters__field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          className="field__input"
          id={`${id}-sort`}
          value={draft.sort || (draft.q.trim() ? "relevance" : "newest")}
          onChange={(e) => apply({ ...draft, sort: e.target.value as FreelancerSort })}
        >
          {draft.q.trim() && <option value="relevance">Relevance</option>}
          <option value="newest">Newest</option>
          <option value="rating">Top rated</option>
          <option value="rate_asc">Rate: low to high</option>
          <option value="rate_desc">Rate: high to low</option>
        </select>
      </div>
      <RangeFilter
        id={id}
        what="rate ($/hr)"
        min={draft.minRate}
        max={draft.maxRate}
        onMinChange={(minRate) => setDraft({ ...draft, minRate })}
        onMaxChange={(maxRate) => setDraft({ ...draft, maxRate })}
        error={error}
      />
      <FilterSubmit id={id} label="Search" error={error} />
    </form>
  );
}

function isSameSearch(a: FreelancerSearchValues, b: FreelancerSearchValues): boolean {
  return (
    a.q === b.q &&
    a.categoryId === b.categoryId &&
    a.minRate === b.minRate &&
    a.maxRate === b.maxRate &&
    a.sort === b.sort
  );
}
