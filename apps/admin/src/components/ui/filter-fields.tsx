import { Search } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import "./filter-fields.css";

/** The fields of a list's filter bar (the audit log, payments), inside a form of class `admin-filters`. */
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

export function SearchFilter({ id, label, value, onChange, placeholder, submitLabel }: SearchProps) {
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

type DatesProps = FieldBase & {
  from: string;
  to: string;
  onChange: (key: "from" | "to", value: string) => void;
};

/** From and To days (YYYY-MM-DD); each bounds the other. */
export function DateRangeFilter({ id, from, to, onChange }: DatesProps) {
  return (
    <>
      <FilterField id={`${id}-from`} label="From">
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange("from", event.target.value)}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label="To">
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange("to", event.target.value)}
        />
      </FilterField>
    </>
  );
}

/** Shown while any filter is set. */
export function ClearFilters({ filters, onClear }: { filters: object; onClear: () => void }) {
  if (!Object.values(filters).some(Boolean)) return null;
  return (
    <Button variant="ghost" className="admin-filters__clear" onClick={onClear}>
      Clear filters
    </Button>
  );
}
