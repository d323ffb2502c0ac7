import "@mp/ui/components/field.css";

type WordsFilterProps = {
  /** The form's id base: the input is `{id}-q`. */
  id: string;
  label: string;
  value: string;
  onChange: (words: string) => void;
  placeholder?: string;
  /** The input's name, where the form is read by name. */
  name?: string;
  /** How wide it lays out in the bar: `browse-filters__field--wide` or `browse-filters__full-on-phone`. */
  layout: string;
};

/** A browse page's filter bar's words to search for (components/ui/browse-tools.css), at most 100 characters. */
export function WordsFilter({ id, label, value, onChange, placeholder, name, layout }: WordsFilterProps) {
  return (
    <div className={`browse-filters__field ${layout}`}>
      <label htmlFor={`${id}-q`}>{label}</label>
      <input
        className="field__input"
        id={`${id}-q`}
        type="search"
        name={name}
        value={value}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
