import { Search } from "lucide-react";
import { useId, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { paths, searchParam } from "../../lib/paths";
import { searchUrl } from "../../lib/paths-browse";
import "./search-form.css";

type SearchFormProps = {
  /** The input's id; see search-targets.ts. */
  id: string;
  label: string;
  placeholder: string;
  variant: "compact" | "hero";
  /** "categories" filters the home page's categories; "search" opens the site search at /search. */
  target?: "categories" | "search";
};

/** Submitting goes to the home page's categories with `?q=`, or to the site search `/search?q=`. */
export function SearchForm({ id, label, placeholder, variant, target = "categories" }: SearchFormProps) {
  const labelId = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const current = searchParams.get(searchParam) ?? "";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get(searchParam);
    const search = typeof text === "string" ? text.trim() : "";
    navigate(target === "search" ? searchUrl({ q: search }) : paths.categorySearch(search));
  }

  return (
    // Keyed by the current search so the box shows it after every navigation.
    <form
      key={current}
      role="search"
      aria-labelledby={labelId}
      className={`search-form search-form--${variant}`}
      onSubmit={handleSubmit}
    >
      <label id={labelId} htmlFor={id} className="search-form__label">
        {label}
      </label>
      <div className="search-form__field">
        {variant === "hero" && <Search className="search-form__icon" aria-hidden="true" />}
        <input
          id={id}
          name={searchParam}
          type="search"
          className="search-form__input"
          defaultValue={current}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />
        <button type="submit" className="search-form__submit">
          {variant === "hero" ? "Search" : <span className="visually-hidden">Submit search</span>}
          {variant === "compact" && <Search aria-hidden="true" />}
        </button>
      </div>
    </form>
  );
}
