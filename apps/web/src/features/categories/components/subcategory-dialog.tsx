import type { Category } from "@mp/contracts/category";
import { PackageOpen } from "lucide-react";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { useSubcategories } from "../../../lib/categories-api";
import { QueryStatus } from "../../../components/ui/query-status";
import "./subcategory-dialog.css";

type SubcategoryDialogProps = { category: Category; onClose: () => void };

/** A modal listing one category's subcategories; Escape, the backdrop and the close button dismiss it. */
export function SubcategoryDialog({ category, onClose }: SubcategoryDialogProps) {
  return (
    <Dialog
      size="wide"
      className="subcategory-dialog"
      onClose={onClose}
      title={
        <span className="subcategory-dialog__title">
          <img className="subcategory-dialog__icon" src={category.icon} alt="" width={48} height={48} />
          {category.categoryName}
        </span>
      }
    >
      <SubcategoryList categoryId={category._id} />
    </Dialog>
  );
}

function SubcategoryList({ categoryId }: { categoryId: string }) {
  const subcategories = useSubcategories(categoryId);

  if (!subcategories.isSuccess) {
    return (
      <QueryStatus
        query={subcategories}
        loading="Loading..."
        failed="We couldn't load the subcategories."
        className="subcategory-dialog__loading"
      />
    );
  }
  if (subcategories.data.length === 0) {
    return <StatusMessage tone="neutral" icon={<PackageOpen aria-hidden="true" />} title="No subcategories found" />;
  }
  return (
    <ul className="subcategory-grid">
      {subcategories.data.map((subcategory) => (
        <li key={subcategory._id} className="subcategory-card">
          <img
            className="subcategory-card__image"
            src={subcategory.subimage}
            alt=""
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
          />
          <span className="subcategory-card__name">{subcategory.subCategoryName}</span>
        </li>
      ))}
    </ul>
  );
}
