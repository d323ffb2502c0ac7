import type { CategoryIndexEntry } from "@mp/contracts/category";
import { SearchX } from "lucide-react";
import { useDeferredValue, useId, useState, type MouseEvent } from "react";

import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { SearchInput } from "../../../components/ui/search-input";
import { SubcategoryLinks } from "./subcategory-links";
import "./category-index.css";

type Entry = { category: CategoryIndexEntry; letter: string };

/**
 * Every category with its subcategories at once, to scan: a filter over category and
 * subcategory names, a jump list of initials, and the index in columns. The API lists the
 * categories by name: sorting here would cost the first view ICU's collation data.
 */
export function CategoryIndex({ categories }: { categories: readonly CategoryIndexEntry[] }) {
  const filterId = useId();
  const [filter, setFilter] = useState("");
  const needle = useDeferredValue(filter.trim().toLowerCase());
  const entries: Entry[] = categories.map((category) => ({ category, letter: initial(category.categoryName) }));
  const shown = needle ? entries.filter((entry) => matches(entry, needle)) : entries;
  const letters = [...new Set(shown.map((entry) => entry.letter))];

  return (
    <div className="category-index">
      <div className="category-index__tools">
        <div className="category-index__filter">
          <label htmlFor={filterId} className="category-index__label">
            Filter categories
          </label>
          <SearchInput id={filterId} placeholder="e.g. bakery, plumbing" value={filter} onValueChange={setFilter} />
        </div>
        {letters.length > 1 && (
          <nav aria-label="Jump to letter" className="category-index__letters">
            <ul>
              {letters.map((letter) => (
                <li key={letter}>
                  <a href={`#${letterAnchor(letter)}`} onClick={jumpTo} className="category-index__letter">
                    {letter}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>

      {shown.length === 0 ? (
        <StatusMessage
          tone="neutral"
          icon={<SearchX aria-hidden="true" />}
          title={`No categories match “${filter.trim()}”`}
          action={
            <Button variant="secondary" onClick={() => setFilter("")}>
              Clear filter
            </Button>
          }
        >
          Check the spelling, or try a shorter word.
        </StatusMessage>
      ) : (
        <div className="category-index__columns">
          {shown.map((entry, i) => (
            <CategoryEntry
              key={entry.category._id}
              entry={entry}
              needle={needle}
              anchor={shown[i - 1]?.letter === entry.letter ? undefined : letterAnchor(entry.letter)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

type CategoryEntryProps = { entry: Entry; needle: string; anchor: string | undefined };

function CategoryEntry({ entry: { category }, needle, anchor }: CategoryEntryProps) {
  const headingId = useId();
  // A category whose own name matches keeps all its subcategories; otherwise only the matching ones.
  const showAll = !needle || category.categoryName.toLowerCase().includes(needle);
  const list = category.subcategories.filter(
    (subcategory) => showAll || subcategory.subCategoryName.toLowerCase().includes(needle),
  );

  return (
    <section id={anchor} aria-labelledby={headingId} className="category-index__entry">
      <h2 id={headingId} tabIndex={-1} className="category-index__name">
        <img className="category-index__icon" src={category.icon} alt="" width={32} height={32} decoding="async" />
        {category.categoryName}
      </h2>
      {list.length === 0 ? (
        <p className="category-index__note">No subcategories found</p>
      ) : (
        <SubcategoryLinks
          className="category-index__subcategories"
          linkClassName="category-index__link"
          category={category}
          subcategories={list}
        />
      )}
    </section>
  );
}

function matches({ category }: Entry, needle: string): boolean {
  if (category.categoryName.toLowerCase().includes(needle)) return true;
  return category.subcategories.some((s) => s.subCategoryName.toLowerCase().includes(needle));
}

/** The jump list's letter: the first letter of the name, "#" for a name starting otherwise. */
function initial(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return /\p{L}/u.test(first) ? first : "#";
}

function letterAnchor(letter: string): string {
  return letter === "#" ? "categories-other" : `categories-${letter}`;
}

/** Scrolls to the letter's first category and moves focus to its heading, without touching the router. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: "start" });
  target.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
}
