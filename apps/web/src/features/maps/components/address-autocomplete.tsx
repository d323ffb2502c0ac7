import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import type { PickedPlace, Suggestion } from "../google-places";
import "./address-autocomplete.css";

type AddressAutocompleteProps = {
  apiKey: string;
  /** The form's own input props (id, name, ref, handlers, aria-*): the field keeps its label and errors. */
  inputProps: ComponentProps<"input">;
  /** A suggestion was picked: its street address, city and coordinates. */
  onPlace: (place: PickedPlace) => void;
};

type PlaceSearch = { suggest: (input: string) => Promise<Suggestion[]> };

const MIN_CHARACTERS = 3;
const DEBOUNCE_MS = 250;

/**
 * The address input with Google's place suggestions under it (an ARIA combobox: arrows move,
 * Enter picks, Escape closes). Typing stays plain text: a suggestion is only a shortcut.
 */
export function AddressAutocomplete({ apiKey, inputProps, onPlace }: AddressAutocompleteProps) {
  const listId = useId();
  const search = useRef<Promise<PlaceSearch> | null>(null);
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [isOpen, setIsOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (query.trim().length < MIN_CHARACTERS) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      search.current ??= import("../google-places").then((places) => places.createPlaceSearch(apiKey));
      search.current
        .then((places) => places.suggest(query))
        .then(
          (found) => {
            if (cancelled) return;
            setSuggestions(found);
            setActive(-1);
            setIsOpen(found.length > 0);
            setProblem(null);
          },
          () => {
            search.current = null;
            if (!cancelled) setProblem("Address suggestions are unavailable; type the address and place the pin.");
          },
        );
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [apiKey, query]);

  async function pick(suggestion: Suggestion) {
    setIsOpen(false);
    setSuggestions([]);
    try {
      const place = await suggestion.pick();
      if (place) onPlace(place);
      else setProblem("That place has no location; place the pin on the map.");
    } catch {
      setProblem("That place could not be loaded; place the pin on the map.");
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    inputProps.onKeyDown?.(event);
    if (!isOpen || suggestions.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From the input (-1) through the options and back to the input.
      setActive((index) => {
        const next = index + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === "Enter" && active >= 0 && suggestions[active]) {
      event.preventDefault();
      void pick(suggestions[active]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setIsOpen(false);
    }
  }

  const activeSuggestion = isOpen && active >= 0 ? suggestions[active] : undefined;
  return (
    <div className="address-autocomplete">
      <input
        {...inputProps}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={activeSuggestion ? `${listId}-${active}` : undefined}
        autoComplete="off"
        onChange={(event) => {
          void inputProps.onChange?.(event);
          setQuery(event.target.value);
          if (event.target.value.trim().length < MIN_CHARACTERS) setIsOpen(false);
        }}
        onBlur={(event) => {
          void inputProps.onBlur?.(event);
          setIsOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Address suggestions"
        className="address-autocomplete__list"
        hidden={!isOpen}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="address-autocomplete__option"
            // Before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              void pick(suggestion);
            }}
          >
            {suggestion.text}
          </li>
        ))}
      </ul>
      {problem && <p className="address-autocomplete__problem">{problem}</p>}
    </div>
  );
}
