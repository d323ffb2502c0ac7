import { ArrowRight } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CategoryBrowser } from "../../features/categories/components/category-browser";
import { NEW_LISTINGS_COUNT, useNewListings } from "../../features/home/api/get-new-listings";
import { RECENT_JOBS_COUNT, useRecentJobs } from "../../features/home/api/get-recent-jobs";
import { Hero } from "../../features/home/components/hero";
import { CardSkeletons, HomeSection } from "../../features/home/components/home-section";
import { RecentJobList } from "../../features/home/components/recent-jobs";
import { ListingGrid } from "../../features/listings/components/listing-card";
import { paths, searchParam } from "../../lib/paths";
import { browsePaths } from "../../lib/paths-browse";
import { usePageTitle } from "../use-page-title";

/** The contract caps a search at 100 characters; a longer hand-typed `?q=` is cut, not refused. */
const maxSearchLength = 100;

export function HomeRoute() {
  usePageTitle("Home");
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const search = (searchParams.get(searchParam) ?? "").trim().slice(0, maxSearchLength);
  const newListings = useNewListings();
  const recentJobs = useRecentJobs();

  return (
    <>
      <Hero />
      <CategoryBrowser
        sectionId={paths.categoriesSectionId}
        search={search}
        onClearSearch={() => navigate(paths.categories)}
      />
      <HomeSection
        title="New listings"
        lead="Just added by local shops, services and makers."
        query={newListings}
        loadingLabel="Loading new listings…"
        skeleton={<CardSkeletons count={NEW_LISTINGS_COUNT} shape="listing" />}
        errorTitle="We couldn't load the new listings."
        tone="tinted"
        layout="row"
      >
        {(listings) => <ListingGrid listings={listings} />}
      </HomeSection>
      <HomeSection
        title="Recent jobs"
        lead="Work going at businesses near you."
        action={
          <Link to={browsePaths.findJob} className="home-section__more">
            See all jobs
            <ArrowRight aria-hidden="true" />
          </Link>
        }
        query={recentJobs}
        loadingLabel="Loading recent jobs…"
        skeleton={<CardSkeletons count={RECENT_JOBS_COUNT} shape="job" />}
        errorTitle="We couldn't load the recent jobs."
      >
        {(jobs) => <RecentJobList jobs={jobs} />}
      </HomeSection>
    </>
  );
}
