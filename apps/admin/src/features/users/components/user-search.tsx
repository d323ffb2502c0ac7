import { Search } from "lucide-react";
import { useEffect, useId, useState, type Ref } from "react";
import "./user-search.css";

/** How long typing must pause before the list follows. */
export const SEARCH_DEBOUNCE_MS = 300;

type UserSearchProps = {
  /** The search the list shows now (from the URL). */
  search: string;
  onSearch: (search: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** Searches as you type (debounced); Enter searches at once. */
export function UserSearch({ search, onSearch, inputRef }: UserSearchProps) {
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);

  // The URL changed from elsewhere (Back, "Clear search"): the field follows it.
  if (search !== shownSearch) {
    setShownSearch(search);
    if (text.trim() !== search) setText(search);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === search) return;
    const timer = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <form
      role="search"
      className="user-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId} className="user-search__label">
        Search users
      </label>
      <div className="user-search__field">
        <Search className="user-search__icon" aria-hidden="true" />
        <input
          ref={inputRef}
          id={inputId}
          className="user-search__input"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name or email"
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={hintId}
        />
      </div>
      <p id={hintId} className="visually-hidden">
        The list updates as you type.
      </p>
    </form>
  );
}
