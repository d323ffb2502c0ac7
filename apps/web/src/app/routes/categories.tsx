import { FolderOpen } from "lucide-react";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { PageBanner } from "../../components/ui/page-banner";
import { useCategoryIndex } from "../../features/categories/api/get-category-index";
import { CategoryIndex } from "../../features/categories/components/category-index";
import { usePageMeta } from "../use-page-meta";
import "./categories.css";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";

/** `/categories`: every category and its subcategories on one page, to scan or filter. */
export function CategoriesRoute() {
  usePageMeta(
    "All categories",
    "Every category of local shops, services and makers, with its subcategories on one page.",
  );
  const categories = useCategoryIndex();

  return (
    <>
      <PageBanner
        title="All categories"
        lead={
          categories.data && categories.data.length > 0
            ? `${categories.data.length} categories of local shops, services and makers. Pick one to see its listings.`
            : "Local shops, services and makers, by category."
        }
      />
      <div className="container">
        {categories.isPending ? (
          <div className="categories-page__state">
            <StatusMessage tone="neutral" title="Loading categories…" />
          </div>
        ) : categories.isError ? (
          <div className="categories-page__state">
            <LoadFailed query={categories} title="We couldn't load the categories." />
          </div>
        ) : categories.data.length === 0 ? (
          <div className="categories-page__state">
            <StatusMessage tone="neutral" icon={<FolderOpen aria-hidden="true" />} title="No categories yet">
              Categories appear here once they are added.
            </StatusMessage>
          </div>
        ) : (
          <CategoryIndex categories={categories.data} />
        )}
      </div>
    </>
  );
}
