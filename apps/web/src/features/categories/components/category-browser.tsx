import type { Category } from "@mp/contracts/category";
import { SearchX } from "lucide-react";
import { Suspense, useId, useRef, useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { storeSelectedCategory } from "../../../lib/session";
import { useCategories } from "../../../lib/categories-api";
import { CategoryGrid, CategoryGridSkeleton } from "./category-grid";
import { lazyChunk } from "../../../lib/load-chunk";
import "../../../components/ui/page-section.css";
import "./category-browser.css";

// The dialog (and the shared Dialog with it) loads on the first tile opened: the grid sits below
// the home page's listings, out of the first view's JavaScript budget.
const SubcategoryDialog = lazyChunk(async () => ({
  default: (await import("./subcategory-dialog")).SubcategoryDialog,
}));
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";

type CategoryBrowserProps = {
  /** The section's id, the target of "/#categories" links. */
  sectionId: string;
  /** Filters categories by name; "" shows all. */
  search: string;
  onClearSearch: () => void;
};

/** Every category as a tile; a tile opens its subcategories. */
export function CategoryBrowser({ sectionId, search, onClearSearch }: CategoryBrowserProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [openCategory, setOpenCategory] = useState<Category | null>(null);
  const categories = useCategories(search);
  const isEmpty = categories.data?.length === 0;

  function clearSearch() {
    onClearSearch();
    headingRef.current?.focus();
  }

  return (
    <section id={sectionId} aria-labelledby={headingId} className="page-section page-section--tinted">
      <div className="container">
        <div className="page-section__head">
          <div>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className="page-section__title category-browser__title">
              {search ? `Categories matching “${search}”` : "Explore categories"}
            </h2>
            {!isEmpty && (
              <p className="page-section__lead">
                {categories.data && !categories.isPlaceholderData
                  ? countLabel(categories.data.length, search)
                  : "Pick a category to see what's inside."}
              </p>
            )}
          </div>
          {/* The empty state carries its own button. */}
          {search && !isEmpty && (
            <Button variant="secondary" onClick={clearSearch}>
              Clear search
            </Button>
          )}
        </div>

        {categories.isPending ? (
          <CategoryGridSkeleton />
        ) : categories.isError ? (
          <LoadFailed query={categories} title="We couldn't load the categories." />
        ) : categories.data.length === 0 ? (
          <StatusMessage
            tone="neutral"
            icon={<SearchX aria-hidden="true" />}
            title={search ? `No categories match “${search}”` : "No categories yet"}
            action={
              search && (
                <Button variant="secondary" onClick={clearSearch}>
                  Clear search
                </Button>
              )
            }
          >
            {search ? "Check the spelling, or try a shorter word." : "Categories appear here once they are added."}
          </StatusMessage>
        ) : (
          <CategoryGrid
            categories={categories.data}
            isStale={categories.isPlaceholderData}
            onOpen={(category) => {
              storeSelectedCategory({ category });
              setOpenCategory(category);
            }}
          />
        )}
      </div>
      {openCategory && (
        <Suspense fallback={null}>
          <SubcategoryDialog category={openCategory} onClose={() => setOpenCategory(null)} />
        </Suspense>
      )}
    </section>
  );
}

function countLabel(count: number, search: string): string {
  const noun = count === 1 ? "category" : "categories";
  return search ? `${count} ${noun} found.` : `${count} ${noun} of local shops, services and makers.`;
}
