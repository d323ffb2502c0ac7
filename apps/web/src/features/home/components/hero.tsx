import { SearchForm } from "../../../components/search/search-form";
import { heroSearchId } from "../../../components/search/search-targets";
import "./hero.css";

/** The home page's opening: what the site is for, and a search box to start with. */
export function Hero() {
  return (
    <div className="hero on-dark">
      <div className="container hero__inner">
        <h1 className="hero__title">Find the small businesses that make your street.</h1>
        <p className="hero__lead">
          Shops, services and makers near you. Browse by category, or search for what you need.
        </p>
        <div className="hero__search">
          <SearchForm id={heroSearchId} label="Search categories" placeholder="e.g. bakery" variant="hero" />
        </div>
      </div>
    </div>
  );
}
