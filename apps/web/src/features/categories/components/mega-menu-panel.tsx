import type { Category } from "@mp/contracts/category";
import { ArrowLeft, ChevronRight } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { storeSelectedCategory } from "../../../lib/session";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useCategoryPage } from "../api/get-category-page";
import { useSubcategories } from "../../../lib/categories-api";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { SearchInput } from "../../../components/ui/search-input";
import { byName, SubcategoryLinks } from "./subcategory-links";
import "../../../components/ui/spread-row.css";

type PanelProps = {
  onNavigate: () => void;
  /** Closes the panel: on phones, where it covers the menu, its top row goes back to the menu. */
  onClose: () => void;
};

/** All categories (searchable, 16 a page), or one category's subcategories. */
export default function MegaMenuPanel({ onNavigate, onClose }: PanelProps) {
  const [openCategory, setOpenCategory] = useState<Category | null>(null);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [lastCategoryId, setLastCategoryId] = useState<string | null>(null);

  if (openCategory) {
    return (
      <SubcategoryList
        category={openCategory}
        onBack={() => {
          setLastCategoryId(openCategory._id);
          setOpenCategory(null);
        }}
        onNavigate={onNavigate}
      />
    );
  }
  return (
    <CategoryList
      search={search}
      page={page}
      focusCategoryId={lastCategoryId}
      onClose={onClose}
      onSearch={(text) => {
        setSearch(text);
        setPage(1);
      }}
      onPage={setPage}
      onOpen={(category) => {
        storeSelectedCategory({ category });
        setOpenCategory(category);
      }}
    />
  );
}

type CategoryListProps = {
  search: string;
  page: number;
  focusCategoryId: string | null;
  onClose: () => void;
  onSearch: (text: string) => void;
  onPage: (page: number) => void;
  onOpen: (category: Category) => void;
};

function CategoryList({ search, page, focusCategoryId, onClose, onSearch, onPage, onOpen }: CategoryListProps) {
  const inputId = useId();
  const headingId = useId();
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text.trim(), 250);
  const result = useCategoryPage(page, search);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (settled !== search) onSearch(settled);
  }, [settled, search, onSearch]);

  // Back from a category: focus lands on the category it left.
  useEffect(() => {
    if (!focusCategoryId) return;
    listRef.current?.querySelector<HTMLElement>(`[data-id="${focusCategoryId}"]`)?.focus();
  }, [focusCategoryId, result.data]);

  return (
    <div className="mega-menu__view">
      {/* Phones only (CSS): the panel covers the menu, so its first row leads back to it. */}
      <button type="button" className="mega-menu__back mega-menu__back--menu" onClick={onClose}>
        <ArrowLeft aria-hidden="true" />
        Back to menu
      </button>
      <div className="spread-row">
        <h2 id={headingId} className="mega-menu__title">
          All Categories
        </h2>
        <label htmlFor={inputId} className="visually-hidden">
          Search categories
        </label>
        <SearchInput
          id={inputId}
          className="mega-menu__search"
          placeholder="Search categories..."
          value={text}
          onValueChange={setText}
        />
      </div>
      {result.isPending ? (
        <p className="mega-menu__note" role="status">
          Loading...
        </p>
      ) : result.isError ? (
        <LoadFailed query={result} title="We couldn't load the categories." />
      ) : result.data.categories.length === 0 ? (
        <p className="mega-menu__note" role="status">
          No categories found
        </p>
      ) : (
        <ul
          ref={listRef}
          aria-labelledby={headingId}
          className="mega-menu__grid"
          aria-busy={result.isPlaceholderData || undefined}
        >
          {result.data.categories.map((category) => (
            <li key={category._id}>
              <button type="button" data-id={category._id} className="mega-menu__item" onClick={() => onOpen(category)}>
                <span>{category.categoryName}</span>
                <ChevronRight aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mega-menu__pager">
        <button type="button" className="mega-menu__page-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span className="mega-menu__page-number">Page {page}</span>
        <button
          type="button"
          className="mega-menu__page-button"
          disabled={!result.data?.hasMore || result.isPlaceholderData}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </div>
  );
}

type SubcategoryListProps = { category: Category; onBack: () => void; onNavigate: () => void };

function SubcategoryList({ category, onBack, onNavigate }: SubcategoryListProps) {
  const headingId = useId();
  const backRef = useRef<HTMLButtonElement>(null);
  const subcategories = useSubcategories(category._id);

  useEffect(() => backRef.current?.focus(), []);

  return (
    <div className="mega-menu__view">
      <div className="spread-row">
        <button ref={backRef} type="button" className="mega-menu__back" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </button>
        <h2 id={headingId} className="mega-menu__title">
          {category.categoryName}
        </h2>
      </div>
      {subcategories.isPending ? (
        <p className="mega-menu__note" role="status">
          Loading...
        </p>
      ) : subcategories.isError || subcategories.data.length === 0 ? (
        // The spec: a failed subcategory call empties the list silently.
        <p className="mega-menu__note" role="status">
          No subcategories found
        </p>
      ) : (
        <SubcategoryLinks
          aria-labelledby={headingId}
          className="mega-menu__grid"
          linkClassName="mega-menu__item"
          category={category}
          subcategories={byName(subcategories.data)}
          onNavigate={onNavigate}
          linkContent={(subcategory) => (
            <>
              <span>{subcategory.subCategoryName}</span>
              <ChevronRight aria-hidden="true" />
            </>
          )}
        />
      )}
    </div>
  );
}
