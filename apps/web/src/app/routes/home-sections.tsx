import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { NEW_LISTINGS_COUNT, useNewListings } from "../../features/home/api/get-new-listings";
import { RECENT_JOBS_COUNT, useRecentJobs } from "../../features/home/api/get-recent-jobs";
import { CardSkeletons, HomeSection } from "../../features/home/components/home-section";
import { RecentJobList } from "../../features/home/components/recent-jobs";
import { ListingGrid } from "../../features/listings/components/listing-card";
import { browsePaths } from "../../lib/paths-browse";

/** The home page below the categories: the newest listings and the recent jobs. */
export function HomeSections() {
  const newListings = useNewListings();
  const recentJobs = useRecentJobs();
  return (
    <>
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
