import { useNavigate, useSearchParams } from "react-router";
import { ReportableBannerSlot as BannerSlot } from "../reportable-banner-slot";
import { CategoryBrowser } from "../../features/categories/components/category-browser";
import { Hero } from "../../features/home/components/hero";
import { paths, searchParam } from "../../lib/paths";
import { usePageTitle } from "../use-page-title";
import { HomeJobs, HomeListings } from "./home-sections";

/** The contract caps a search at 100 characters; a longer hand-typed `?q=` is cut, not refused. */
const maxSearchLength = 100;

export function HomeRoute() {
  usePageTitle("Home");
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const search = (searchParams.get(searchParam) ?? "").trim().slice(0, maxSearchLength);

  const categories = (
    <CategoryBrowser
      sectionId={paths.categoriesSectionId}
      search={search}
      onClearSearch={() => navigate(paths.categories)}
    />
  );
  // Inventory first (issue 16): listings under the hero, the categories as a compact grid below;
  // a category search (`?q=`) puts its answer first.
  return (
    <>
      <Hero />
      {search && categories}
      <HomeListings />
      <BannerSlot placement="home" className="container banner-slot--home" />
      {!search && categories}
      <HomeJobs />
    </>
  );
}
