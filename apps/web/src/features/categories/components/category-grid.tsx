import type { Category } from "@mp/contracts/category";
import "./category-grid.css";

type CategoryGridProps = {
  categories: readonly Category[];
  /** The previous results, shown while a new search loads. */
  isStale: boolean;
  onOpen: (category: Category) => void;
};

// The grid sits below the home page's listings (issue 16), so every icon loads when scrolled near:
// a server-rendered page would otherwise preload each eager icon in the head (React does), ahead of
// the page's own scripts, styles and listing covers on a slow connection.
export function CategoryGrid({ categories, isStale, onOpen }: CategoryGridProps) {
  return (
    <ul className={isStale ? "category-grid is-stale" : "category-grid"} aria-busy={isStale}>
      {categories.map((category) => (
        <li key={category._id}>
          <button type="button" className="category-tile" aria-haspopup="dialog" onClick={() => onOpen(category)}>
            <img
              className="category-tile__icon"
              src={category.icon}
              alt=""
              width={40}
              height={40}
              decoding="async"
              loading="lazy"
            />
            <span className="category-tile__name">{category.categoryName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

const skeletonTiles = Array.from({ length: 12 }, (_, i) => i);

export function CategoryGridSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading categories…</span>
      <ul className="category-grid" aria-hidden="true">
        {skeletonTiles.map((i) => (
          <li key={i} className="category-tile category-tile--skeleton">
            <span className="skeleton category-tile__icon" />
            <span className="skeleton skeleton--text" />
          </li>
        ))}
      </ul>
    </div>
  );
}
