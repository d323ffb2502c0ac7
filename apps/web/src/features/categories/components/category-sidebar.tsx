import type { Category } from "@mp/contracts/category";
import { ChevronDown, LayoutDashboard } from "lucide-react";
import { useId, useState } from "react";
import { NavLink } from "react-router";
import { browsePaths, subcategoryProductsPath } from "../../../lib/paths-browse";
import { storeSelectedCategory } from "../../../lib/session";
import { useCategories, useSubcategories } from "../../../lib/categories-api";
import { byName, SubcategoryLinks } from "./subcategory-links";
import "./category-sidebar.css";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";

/** The spec's sidebar icon size (section 9). */
const iconSize = 20;

/**
 * The Employer sidebar: a Dashboard link, then every category. One category is expanded at a
 * time; clicking the open one folds it, clicking another opens it and loads its subcategories.
 */
export function CategorySidebar() {
  const headingId = useId();
  const categories = useCategories("");
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <nav className="category-sidebar" aria-label="Employer menu">
      <NavLink to={browsePaths.dashboard} className="category-sidebar__dashboard">
        <LayoutDashboard aria-hidden="true" width={iconSize} height={iconSize} />
        Dashboard
      </NavLink>
      <h2 id={headingId} className="category-sidebar__heading">
        Categories
      </h2>
      {categories.isPending ? (
        <p className="category-sidebar__note" role="status">
          Loading...
        </p>
      ) : categories.isError ? (
        <LoadFailed query={categories} title="We couldn't load the categories." />
      ) : categories.data.length === 0 ? (
        <p className="category-sidebar__note" role="status">
          No categories found
        </p>
      ) : (
        <ul className="category-sidebar__list" aria-labelledby={headingId}>
          {categories.data.map((category) => (
            <SidebarCategory
              key={category._id}
              category={category}
              isOpen={openId === category._id}
              onToggle={() => {
                if (openId !== category._id) storeSelectedCategory({ category });
                setOpenId(openId === category._id ? null : category._id);
              }}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}

type SidebarCategoryProps = { category: Category; isOpen: boolean; onToggle: () => void };

function SidebarCategory({ category, isOpen, onToggle }: SidebarCategoryProps) {
  const panelId = useId();
  return (
    <li className={isOpen ? "category-sidebar__category is-open" : "category-sidebar__category"}>
      <button
        type="button"
        className="category-sidebar__toggle"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={onToggle}
      >
        <img
          className="category-sidebar__icon"
          src={category.icon}
          alt=""
          width={iconSize}
          height={iconSize}
          decoding="async"
        />
        <span className="category-sidebar__name">{category.categoryName}</span>
        <ChevronDown className="category-sidebar__chevron" aria-hidden="true" />
      </button>
      {isOpen && <SidebarSubcategories id={panelId} category={category} />}
    </li>
  );
}

function SidebarSubcategories({ id, category }: { id: string; category: Category }) {
  const subcategories = useSubcategories(category._id);

  if (subcategories.isPending) {
    return (
      <p id={id} className="category-sidebar__note category-sidebar__note--nested" role="status">
        Loading...
      </p>
    );
  }
  // As the mega menu: a failed subcategory call reads as an empty list (spec section 8).
  if (subcategories.isError || subcategories.data.length === 0) {
    return (
      <p id={id} className="category-sidebar__note category-sidebar__note--nested" role="status">
        No subcategories found
      </p>
    );
  }
  return (
    <SubcategoryLinks
      id={id}
      className="category-sidebar__subcategories"
      linkClassName="category-sidebar__subcategory"
      category={category}
      subcategories={byName(subcategories.data)}
      pageOf={(subcategory) => subcategoryProductsPath(subcategory.subCategoryName, subcategory._id)}
    />
  );
}
