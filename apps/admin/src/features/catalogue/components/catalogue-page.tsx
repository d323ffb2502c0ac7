import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { useCatalogue } from "../api/catalogue";
import type { CatalogueDialog } from "./catalogue-dialog";
import { CategoryDialog } from "./category-dialog";
import { CategoryRow } from "./category-row";
import { DeleteCategoryDialog } from "./delete-category-dialog";
import { DeleteSubcategoryDialog } from "./delete-subcategory-dialog";
import { SubcategoryDialog } from "./subcategory-dialog";
import "./catalogue.css";

/** The catalogue in the site's order: reorder with buttons, edit in dialogs, delete saying where things go. */
export function CataloguePage() {
  const catalogue = useCatalogue();
  const [dialog, setDialog] = useState<CatalogueDialog | null>(null);
  const close = () => setDialog(null);

  if (catalogue.isPending) {
    return (
      <p role="status" className="muted">
        Loading the catalogue…
      </p>
    );
  }
  if (catalogue.isError) return <LoadFailed query={catalogue} title="We couldn't load the catalogue." />;
  const { categories, iconNames } = catalogue.data;

  return (
    <section className="catalogue" aria-label="Categories">
      <div className="catalogue__toolbar">
        <p className="catalogue__count">
          {categories.length === 1 ? "1 category" : `${categories.length} categories`}, in the order the site shows
          them.
        </p>
        <Button onClick={() => setDialog({ kind: "category", category: null })}>
          <Plus aria-hidden="true" /> New category
        </Button>
      </div>
      {categories.length === 0 ? (
        <p className="catalogue__empty">No categories yet. Create the first one.</p>
      ) : (
        <ol className="catalogue__list">
          {categories.map((category, index) => (
            <CategoryRow
              key={category._id}
              category={category}
              isFirst={index === 0}
              isLast={index === categories.length - 1}
              onOpen={setDialog}
            />
          ))}
        </ol>
      )}
      {dialog?.kind === "category" && (
        <CategoryDialog category={dialog.category} iconNames={iconNames} onClose={close} />
      )}
      {dialog?.kind === "delete-category" && (
        <DeleteCategoryDialog category={dialog.category} categories={categories} onClose={close} />
      )}
      {dialog?.kind === "subcategory" && (
        <SubcategoryDialog category={dialog.category} subcategory={dialog.subcategory} onClose={close} />
      )}
      {dialog?.kind === "delete-subcategory" && (
        <DeleteSubcategoryDialog category={dialog.category} subcategory={dialog.subcategory} onClose={close} />
      )}
    </section>
  );
}
