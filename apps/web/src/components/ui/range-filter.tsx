import "@mp/ui/components/field.css";
import "./browse-tools.css";

type RangeFilterProps = {
  /** The form's id base: the inputs are `{id}-min` and `{id}-max`, the error `{id}-error`. */
  id: string;
  /** What is bounded, with its unit, e.g. "price ($)": "Min price ($)", "Max price ($)". */
  what: string;
  min: string;
  max: string;
  onMinChange: (value: string) => void;
  onMaxChange: (value: string) => void;
  /** The form's message about the range, shown by the form under its fields. */
  error: string;
};

/** A filter bar's lower and upper bound, decimal inputs side by side, both flagged by the range's error. */
export function RangeFilter({ id, what, min, max, onMinChange, onMaxChange, error }: RangeFilterProps) {
  const bounds = [
    { key: "min", label: `Min ${what}`, value: min, onChange: onMinChange },
    { key: "max", label: `Max ${what}`, value: max, onChange: onMaxChange },
  ];
  return bounds.map((bound) => (
    <div key={bound.key} className="browse-filters__field">
      <label htmlFor={`${id}-${bound.key}`}>{bound.label}</label>
      <input
        className="field__input"
        id={`${id}-${bound.key}`}
        inputMode="decimal"
        value={bound.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => bound.onChange(e.target.value)}
      />
    </div>
  ));
}
