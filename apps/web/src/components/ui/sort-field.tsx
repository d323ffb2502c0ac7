import type { ReactNode } from "react";
import { useId } from "react";
import "@mp/ui/components/field.css";

type SortFieldProps<Sort extends string> = {
  value: Sort;
  onChange: (sort: Sort) => void;
  /** The `<option>`s; the values they carry are the `Sort`s. */
  children: ReactNode;
};

/** The browse pages' "Sort by" field of their filter bar (components/ui/browse-tools.css). */
export function SortField<Sort extends string>({ value, onChange, children }: SortFieldProps<Sort>) {
  const id = useId();
  return (
    <div className="browse-filters__field">
      <label htmlFor={id}>Sort by</label>
      <select className="field__input" id={id} value={value} onChange={(event) => onChange(event.target.value as Sort)}>
        {children}
      </select>
    </div>
  );
}

/** The sorts every list of listings offers, newest first. */
export function ListingSortOptions() {
  return (
    <>
      <option value="newest">Newest</option>
      <option value="price_asc">Price: low to high</option>
      <option value="price_desc">Price: high to low</option>
      <option value="rating">Top rated</option>
    </>
  );
}
