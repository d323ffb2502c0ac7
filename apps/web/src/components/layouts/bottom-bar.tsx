import { House, LayoutGrid, Search } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { useScrolledPast } from "../../lib/use-scrolled-past";
import { focusSearchBox } from "../search/search-targets";
import "./bottom-bar.css";

/**
 * The mobile quick-action bar. It appears once the page has scrolled past the threshold
 * and only on small screens (the CSS hides it from 768 px up).
 */
export function BottomBar() {
  const isScrolled = useScrolledPast();
  if (!isScrolled) return null;

  return (
    <nav aria-label="Quick actions" className="bottom-bar on-dark">
      <Link to={paths.categories} className="bottom-bar__item">
        <LayoutGrid aria-hidden="true" />
        <span>Categories</span>
      </Link>
      <button type="button" className="bottom-bar__item" onClick={focusSearchBox}>
        <Search aria-hidden="true" />
        <span>Search</span>
      </button>
      <Link to={paths.home} className="bottom-bar__item">
        <House aria-hidden="true" />
        <span>Home</span>
      </Link>
    </nav>
  );
}
