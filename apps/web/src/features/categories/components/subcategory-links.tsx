import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { productsUrl } from "../../../lib/paths-browse";
import { storeSelectedCategory, type CategorySelection } from "../../../lib/session";

type Subcategory = NonNullable<CategorySelection["subcategory"]>;

type SubcategoryLinksProps = Omit<ComponentProps<"ul">, "children"> & {
  category: CategorySelection["category"];
  subcategories: readonly Subcategory[];
  linkClassName: string;
  /** The page a subcategory links to: the products page of the spec's mega menu by default. */
  pageOf?: (subcategory: Subcategory) => string;
  /** Also run on a click, after the choice is stored (the mega menu closes). */
  onNavigate?: () => void;
  /** A link's content: the subcategory's name by default. */
  linkContent?: (subcategory: Subcategory) => ReactNode;
};

/** A category's subcategories as links to their products; a click stores the visitor's choice of both. */
export function SubcategoryLinks(props: SubcategoryLinksProps) {
  const { category, subcategories, linkClassName, pageOf = productsPage, onNavigate, linkContent, ...list } = props;
  return (
    <ul {...list}>
      {subcategories.map((subcategory) => (
        <li key={subcategory._id}>
          <Link
            to={pageOf(subcategory)}
            className={linkClassName}
            onClick={() => {
              storeSelectedCategory({ category, subcategory });
              onNavigate?.();
            }}
          >
            {linkContent ? linkContent(subcategory) : subcategory.subCategoryName}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const productsPage = (subcategory: Subcategory) => productsUrl(subcategory._id, subcategory.subCategoryName);

/** Subcategories in the order the menus list them: by name. */
export function byName<T extends Subcategory>(subcategories: readonly T[]): T[] {
  return [...subcategories].sort((a, b) => a.subCategoryName.localeCompare(b.subCategoryName));
}
