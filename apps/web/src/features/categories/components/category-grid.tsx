import type { Category } from "@mp/contracts/category";
import "./category-grid.css";

type CategoryGridProps = {
  categories: readonly Category[];
  /** The previous results, shown while a new search loads. */
  isStale: boolean;
  onOpen: (category: Category) => void;
};

/**
 * The icons of the first rows load with the page; the rest lazily, when scrolled near. A server-
 * rendered page would otherwise preload every icon (React preloads each eager image in the head),
 * ahead of the page's own scripts and styles on a slow connection.
 */
const eagerIcons = 8;

export function CategoryGrid({ categories, isStale, onOpen }: CategoryGridProps) {
  return (
    <ul className={isStale ? "category-grid is-stale" : "category-grid"} aria-busy={isStale}>
      {categories.map((category, index) => (
        <li key={category._id}>
          <button type="button" className="category-tile" aria-haspopup="dialog" onClick={() => onOpen(category)}>
            <img
              className="category-tile__icon"
              src={category.icon}
              alt=""
              width={56}
              height={56}
              decoding="async"
              loading={index < eagerIcons ? undefined : "lazy"}
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
