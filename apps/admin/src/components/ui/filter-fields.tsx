import { Search } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import type { UrlFilters } from "../../lib/use-url-filters";
import "./filter-fields.css";

/** The fields of a list's filter bar (the audit log, payments), inside a `FilterForm`. */
type FieldBase = { id: string };

export function FilterField({ id, label, children }: FieldBase & { label: string; children: ReactNode }) {
  return (
    <div className="admin-filter">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A text the list is searched by, sent with the bar's submit; follows the URL when it changes. */
export function useSearchDraft(applied: string) {
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (applied !== shown) {
    setShown(applied);
    setDraft(applied);
  }
  return [draft, setDraft] as const;
}

type SearchProps = FieldBase & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The submit button's accessible name. */
  submitLabel: string;
};

function SearchFilter({ id, label, value, onChange, placeholder, submitLabel }: SearchProps) {
  return (
    <div className="admin-filter admin-filter--search">
      <label htmlFor={id}>{label}</label>
      <div className="admin-filter__search">
        <input
          id={id}
          type="search"
          value={value}
          maxLength={100}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="submit" variant="secondary" aria-label={submitLabel}>
          <Search aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

type SelectProps = FieldBase & {
  label: string;
  value: string;
  options: readonly (readonly [value: string, text: string])[];
  onChange: (value: string) => void;
};

/** A choice among `options`, or "All". */
export function SelectFilter({ id, label, value, options, onChange }: SelectProps) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** From and To days (YYYY-MM-DD) of the list's `filters`; each bounds the other. */
export function DateRangeFilter({
  id,
  filters,
}: FieldBase & { filters: Pick<UrlFilters<"from" | "to">, "values" | "set"> }) {
  const { from, to } = filters.values;
  return (
    <>
      <FilterField id={`${id}-from`} label="From">
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => filters.set({ from: event.target.value })}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label="To">
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => filters.set({ to: event.target.value })}
        />
      </FilterField>
    </>
  );
}

type FilterFormProps = {
  /** The bar's accessible name. */
  label: string;
  className?: string;
  /** The list's filters: the search box starts from `values.search`; "Clear filters" shows while any is set. */
  filters: Pick<UrlFilters<"search">, "values" | "isSet" | "clear">;
  /** The search box's texts. */
  search: Omit<SearchProps, "id" | "value" | "onChange">;
  /** The bar's submit, with the search box's text trimmed. */
  onSearch: (search: string) => void;
  /** The other fields, after the search box. */
  children: ReactNode;
};

/** A list's filter bar: a search box sent with the submit, the other fields, and "Clear filters". */
export function FilterForm({ label, className, filters, search, onSearch, children }: FilterFormProps) {
  const id = useId();
  const [draft, setDraft] = useSearchDraft(filters.values.search);
  return (
    <form
      className={className ? `admin-filters ${className}` : "admin-filters"}
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <SearchFilter {...search} id={`${id}-search`} value={draft} onChange={setDraft} />
      {children}
      {filters.isSet && (
        <Button variant="ghost" className="admin-filters__clear" onClick={filters.clear}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
