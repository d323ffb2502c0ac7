import type { ListingSort } from "@mp/contracts/listing";
import { useId, useState, type FormEvent } from "react";
import { FilterSubmit } from "../../../components/ui/filter-submit";
import { RangeFilter } from "../../../components/ui/range-filter";
import { ListingSortOptions, SortField } from "../../../components/ui/sort-field";
import { WordsFilter } from "../../../components/ui/words-filter";
import { dollarRangeProblem } from "../../../lib/dollars";
import "../../../components/ui/browse-tools.css";

/** The filters as the URL carries them: prices in dollars as typed. */
export type FilterValues = { q: string; min: string; max: string; isOpenNow: boolean; sort: ListingSort | "" };

type ListingFiltersProps = { values: FilterValues; onApply: (values: FilterValues) => void };

/** Text, price range (dollars), open now and the sort; "Apply" writes them into the URL. */
export function ListingFilters({ values, onApply }: ListingFiltersProps) {
  const id = useId();
  const [draft, setDraft] = useState(values);
  const [error, setError] = useState("");
  const set = (changes: Partial<FilterValues>) => setDraft((current) => ({ ...current, ...changes }));

  function apply(next: FilterValues) {
    const problem = dollarRangeProblem(next.min, next.max);
    if (problem) {
      setError(
        problem === "format" ? "Enter prices as dollars, e.g. 25 or 19.99." : "The minimum price is above the maximum.",
      );
      return;
    }
    setError("");
    // Relevance needs words to rank by.
    const sort = next.sort === "relevance" && !next.q.trim() ? "" : next.sort;
    onApply({ ...next, q: next.q.trim(), min: next.min.trim(), max: next.max.trim(), sort });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    apply(draft);
  }

  return (
    <form className="browse-filters" aria-label="Filters" onSubmit={handleSubmit} noValidate>
      <WordsFilter
        id={id}
        label="Search in this subcategory"
        layout="browse-filters__field--wide"
        value={draft.q}
        onChange={(q) => set({ q })}
      />
      <RangeFilter
        id={id}
        what="price ($)"
        min={draft.min}
        max={draft.max}
        onMinChange={(min) => set({ min })}
        onMaxChange={(max) => set({ max })}
        error={error}
      />
      <SortField
        value={draft.sort || (draft.q.trim() ? "relevance" : "newest")}
        onChange={(sort) => {
          const next = { ...draft, sort };
          setDraft(next);
          apply(next);
        }}
      >
        {draft.q.trim() && <option value="relevance">Relevance</option>}
        <ListingSortOptions />
      </SortField>
      <div className="browse-filters__check">
        <input
          id={`${id}-open`}
          type="checkbox"
          checked={draft.isOpenNow}
          onChange={(e) => {
            const next = { ...draft, isOpenNow: e.target.checked };
            setDraft(next);
            apply(next);
          }}
        />
        <label htmlFor={`${id}-open`}>Open now</label>
      </div>
      <FilterSubmit id={id} label="Apply" error={error} />
    </form>
  );
}
