import type { Suggestion } from "@mp/contracts/search";
import { Search } from "lucide-react";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { productDetailUrl, productsUrl, searchUrl } from "../../../lib/paths-browse";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useSuggestions } from "../api/suggest";
import { SearchInput } from "../../../components/ui/search-input";
import "./search-box.css";

type SearchBoxProps = {
  /** The search shown in the URL; the box starts with it. */
  initialText: string;
  onSubmit: (text: string) => void;
};

const typeLabels: Record<Suggestion["type"], string> = {
  category: "Category",
  subcategory: "Subcategory",
  listing: "Listing",
};

/** Where a suggestion leads: a listing's page, a subcategory's listings, or the search within a category. */
function suggestionUrl(suggestion: Suggestion): string {
  if (suggestion.type === "listing") return productDetailUrl(suggestion._id);
  if (suggestion.type === "subcategory") return productsUrl(suggestion._id, suggestion.label);
  return searchUrl({ q: suggestion.label, categoryId: suggestion.categoryId });
}

/** The search page's box: a combobox suggesting as you type (debounced), arrow keys to pick. */
export function SearchBox({ initialText, onSubmit }: SearchBoxProps) {
  const inputId = useId();
  const listId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text.trim(), 200);
  const suggestions = useSuggestions(settled);
  const options = isOpen && settled === text.trim() ? (suggestions.data ?? []) : [];
  const isExpanded = options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(suggestion: Suggestion) {
    setIsOpen(false);
    setActive(-1);
    navigate(suggestionUrl(suggestion));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsOpen(false);
    onSubmit(text.trim());
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!isExpanded) {
        setIsOpen(true);
        return;
      }
      event.preventDefault();
      const last = options.length - 1;
      if (event.key === "ArrowDown") setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === "Enter" && isExpanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape" && isExpanded) {
      event.preventDefault();
      setIsOpen(false);
      setActive(-1);
    }
  }

  return (
    <form role="search" className="search-box" onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="search-box__label">
        Search listings, jobs and freelancers
      </label>
      <div className="search-box__field">
        <Search aria-hidden="true" className="search-box__icon" />
        <SearchInput
          id={inputId}
          role="combobox"
          className="search-box__input"
          value={text}
          enterKeyHint="search"
          placeholder="Try “bakery” or “plumber”"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-activedescendant={isExpanded && active >= 0 ? optionId(active) : undefined}
          onValueChange={(value) => {
            setText(value);
            setIsOpen(true);
            setActive(-1);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => setIsOpen(false)}
        />
        <button type="submit" className="search-box__submit">
          Search
        </button>
        <ul id={listId} role="listbox" aria-label="Suggestions" className="search-box__list" hidden={!isExpanded}>
          {options.map((suggestion, index) => (
            <li
              key={`${suggestion.type}-${suggestion._id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-box__option"
              // Keeps focus in the box, so the blur above does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <span>{suggestion.label}</span>
              <span className="search-box__type">{typeLabels[suggestion.type]}</span>
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
